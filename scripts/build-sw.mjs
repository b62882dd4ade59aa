// Builds dist/sw.js: bundles sw/sw.ts with esbuild, then workbox-build injectManifest adds the
// precache manifest of everything Vite wrote to dist/ (hashed /assets/ files are not cache-busted again).
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { rmSync } from 'node:fs';

const tmp = 'dist/.sw-src.js';
await build({
  entryPoints: ['sw/sw.ts'],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  outfile: tmp,
  define: { 'process.env.NODE_ENV': '"production"' },
});
const { count, size, warnings } = await injectManifest({
  swSrc: tmp,
  swDest: 'dist/sw.js',
  globDirectory: 'dist',
  globPatterns: ['**/*.{js,css,html,webmanifest,png,svg,ico,woff2}'],
  globIgnores: ['.sw-src.js', 'sw.js'],
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
});
rmSync(tmp);
for (const w of warnings) console.warn(w);
console.log(`sw.js: precaches ${count} files, ${(size / 1024).toFixed(1)} KiB`);
