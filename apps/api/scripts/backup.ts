// `npm run backup -- --out DIR`: a consistent copy of the database, the stored files and the files
// secret, with a manifest (docs/design.md §11). With the embedded database, run it while the server is
// stopped; with DATABASE_URL, at any time (pg_dump must be on PATH).
import { parseArgs } from 'node:util';
import { backup } from '../src/backup/backup';
import { loadConfig } from '../src/config';
import { keepFilesPrivate } from '../src/lib/private-files';

keepFilesPrivate();
const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Uso: npm run backup -- --out PASTA');
  process.exit(1);
}
try {
  const manifest = await backup(loadConfig(), values.out);
  const rows = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backup gravado em ${values.out}: ${rows} linhas em ${Object.keys(manifest.counts).length} ` +
      `tabelas, ${Object.keys(manifest.files).length} arquivos.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
