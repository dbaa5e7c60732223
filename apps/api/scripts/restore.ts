// `npm run restore -- --from DIR`: puts a backup of `npm run backup` back into an empty database
// (DATABASE_URL) or an empty DATA_DIR and checks it against the backup's manifest (docs/design.md §11).
import { parseArgs } from 'node:util';
import { restore } from '../src/backup/restore';
import { loadConfig } from '../src/config';
import { keepFilesPrivate } from '../src/lib/private-files';

keepFilesPrivate();
const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  console.error('Uso: npm run restore -- --from PASTA');
  process.exit(1);
}
try {
  const manifest = await restore(loadConfig(), values.from);
  console.log(
    `Backup de ${manifest.createdAt} restaurado: contagens de linhas e arquivos conferem.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
