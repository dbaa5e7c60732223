import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes maximum-quality .br and .gz copies of the text assets next to them, for a static
 * server that serves pre-compressed files (brotli 11 is ~15% smaller than on-the-fly brotli 4).
 */
function precompress(): Plugin {
  return {
    name: 'drones:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const filePath = path.join(outDir, file);
          const source = await readFile(filePath);
          if (source.length < 1024) return;
          await writeFile(
            `${filePath}.br`,
            brotliCompressSync(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          );
          await writeFile(`${filePath}.gz`, gzipSync(source, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The installable app (docs/design.md §10): the manifest, and a service worker that precaches the shell
 * and the hashed assets and answers every navigation with the cached shell, so the app opens
 * without a connection. /api is never cached by the worker: the signed-in user's last answers
 * are kept by the app itself (lib/offline-cache.ts), per session, and cleared at sign-out.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // boot.ts registers the worker after the page's load event, off the first paint's path.
  injectRegister: false,
  manifest: {
    name: 'Drones Voluntários',
    short_name: 'Drones',
    description: 'Pilotos de drone voluntários a serviço da Defesa Civil.',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1941ef',
    background_color: '#ffffff',
    // Drawn from favicon.svg; the maskable one keeps the drone inside the 80 % safe zone.
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
    // The password-strength dictionary (1 MB) serves only sign-up and password changes, which
    // need the server anyway: a phone on mobile data does not download it ahead.
    globIgnores: ['**/password-strength-*.js'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    // A new worker takes over at once, the page that installed it included: the first visit
    // already opens offline next time.
    skipWaiting: true,
    clientsClaim: true,
    // Push notifications and their answers (docs/design.md §13): a plain script in public/,
    // loaded by the generated worker; precached like the rest, its revision changes the worker.
    importScripts: ['/push-sw.js'],
  },
});

// The SSR build (src/prerender.tsx, run by scripts/prerender.mjs) renders HTML at build time
// only: no service worker, no compressed copies, no public files.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react(), tailwindcss()] : [react(), tailwindcss(), precompress(), pwa],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3333' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // Images stay separate files instead of data: URLs inside the JavaScript bundles.
    assetsInlineLimit: (filePath) =>
      /\.(svg|png|jpe?g|webp|avif)$/.test(filePath) ? false : undefined,
  },
}));
