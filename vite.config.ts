/**
 * Vite build of the PWA: React, module worker, hashed assets under /assets (the service worker is
 * built afterwards by scripts/build-sw.mjs). In dev, /api is proxied to the server on port 6800.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
