/**
 * Vite build of the PWA: React, module worker, hashed assets under /assets (the service worker is
 * built afterwards by scripts/build-sw.mjs). In dev, /api is proxied to the server on port 6800.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { F7_COLORS_MODULE, THEME_COLORS } from './src/app/themeColors';

/**
 * contract/ is declarations only (zod schemas, constants, pure functions): a chunk may drop any module of it
 * whose exports it does not use, so the first screen does not carry the payslip's or a flow's schemas.
 */
function contractWithoutSideEffects(): Plugin {
  const contractDir = fileURLToPath(new URL('./contract/', import.meta.url));
  return {
    name: 'contract-without-side-effects',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // The rest of the chain has resolved it already: pass its answer on, marked for contract files.
      if (!resolved?.id.startsWith(contractDir)) return resolved;
      return { ...resolved, moduleSideEffects: false };
    },
  };
}

/**
 * Framework7 computes its colour stylesheet at start-up: Material 3 tonal palettes for every theme colour,
 * about 600 ms of a cheap phone's main thread (4× CPU) before the first screen. The same function runs
 * here once, at build time, and the app imports the result as plain CSS (src/main.tsx turns the runtime
 * computation off).
 */
function f7ColorsAtBuild(): Plugin {
  const resolvedId = `\0${F7_COLORS_MODULE}`;
  return {
    name: 'f7-colors-at-build',
    resolveId: (id) => (id === F7_COLORS_MODULE ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const { colorThemeCSSStyles } = (await import('framework7/shared/utils.js')) as unknown as {
        colorThemeCSSStyles: (colors: Record<string, string>, scheme: string) => string;
      };
      return colorThemeCSSStyles(THEME_COLORS, 'default');
    },
  };
}

export default defineConfig({
  plugins: [react(), contractWithoutSideEffects(), f7ColorsAtBuild()],
  base: '/',
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:6800', ws: true } },
  },
});
