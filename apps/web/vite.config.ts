import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
    // Images stay separate files instead of data: URLs inside the JavaScript bundles.
    assetsInlineLimit: (filePath) =>
      /\.(svg|png|jpe?g|webp|avif)$/.test(filePath) ? false : undefined,
  },
});
