// `npm run create-admin -- --email E --name N [--password P] [--promote]`: creates an ADMIN. The
// password is asked for (or read from stdin) when --password is absent: on the command line it is
// visible in `ps` and the shell's history. An account that already has the e-mail becomes ADMIN
// only with --promote, and its sessions end. With the embedded database, run it while the server
// is stopped.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import '@drones/shared/zod-locale';
import { WEAK_PASSWORD } from '@drones/shared/password-policy';
import { isWeakPassword } from '@drones/shared/password-strength';
import { emailSchema, nameSchema, passwordSchema } from '@drones/shared/users';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DataDirInUseError } from '../src/db/data-dir-lock';
import { keepFilesPrivate } from '../src/lib/private-files';
import { hashPassword } from '../src/modules/auth/service';
import { ExistingAccountError, upsertAdmin } from '../src/modules/users/service';

const argsSchema = z.object({ email: emailSchema, password: passwordSchema, name: nameSchema });

function fail(message: string): never {
  console.error(message);
  console.error('Uso: npm run create-admin -- --email E --name N [--password P] [--promote]');
  process.exit(1);
}

keepFilesPrivate();
let values: Record<string, unknown>;
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      promote: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

/** The password typed without echo at a terminal, or the first line of a pipe. */
async function readPassword(): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    for await (const line of createInterface({ input: stdin })) return line;
    return '';
  }
  process.stdout.write('Senha do administrador: ');
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  let typed = '';
  for await (const chunk of stdin) {
    for (const char of String(chunk)) {
      if (char === '\u0003') process.exit(130);
      if (char === '\r' || char === '\n') {
        stdin.setRawMode(false);
        process.stdout.write('\n');
        return typed;
      }
      typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
    }
  }
  return typed;
}

if (values.password === undefined) values.password = await readPassword();
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  fail(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
}
if (isWeakPassword(parsed.data.password, parsed.data)) fail(`--password: ${WEAK_PASSWORD}`);

const config = loadConfig();
const database = await openDatabase(config).catch((error: unknown) => {
  // The server (or another script) holds the embedded database: say which process.
  if (error instanceof DataDirInUseError) fail(error.message);
  throw error;
});
try {
  const { user, created } = await upsertAdmin(
    database,
    {
      email: parsed.data.email,
      name: parsed.data.name,
      passwordHash: await hashPassword(parsed.data.password),
    },
    { promote: values.promote === true },
  );
  console.log(
    created
      ? `Administrador criado: ${user.name} <${user.email}>.`
      : `Usuário ${user.email} agora é administrador (nome e senha atualizados, sessões encerradas).`,
  );
} catch (error) {
  if (!(error instanceof ExistingAccountError)) throw error;
  fail(
    `Já existe uma conta ${error.role} com o e-mail ${parsed.data.email}. Para torná-la ` +
      'administradora (e encerrar as sessões dela), repita com --promote.',
  );
} finally {
  await database.close();
}
