// After `vite build` (the app) and `vite build --ssr` (src/prerender.tsx): writes the public pages
// that read the same for every visitor as HTML (docs/design.md §10), into dist/prerendered/, where the
// server (apps/api/src/plugins/external/spa.ts) serves them; boot.ts hydrates them.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssr = path.join(web, 'dist-ssr');
/** Route → file name under dist/prerendered. */
const PAGES = {
  '/': 'index',
  '/sobre': 'sobre',
  '/privacidade': 'privacidade',
  '/login': 'login',
  '/register': 'register',
};
const ROOT = '<div id="root"></div>';

const escapeHtml = (text) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );

const { renderPage } = await import(pathToFileURL(path.join(ssr, 'prerender.js')).href);
const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!shell.includes(ROOT)) throw new Error(`dist/index.html não tem ${ROOT}.`);
const out = path.join(dist, 'prerendered');
await mkdir(out, { recursive: true });
for (const [route, name] of Object.entries(PAGES)) {
  const page = await renderPage(route);
  const html = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT, `<div id="root">${page.html}</div>`);
  const file = path.join(out, `${name}.html`);
  await writeFile(file, html);
  await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(html));
}
await rm(ssr, { recursive: true, force: true });
console.log(`prerendered: ${Object.keys(PAGES).join(', ')}`);
