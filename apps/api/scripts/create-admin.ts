// `npm run create-admin -- --email E --password P --name N`: creates an ADMIN, or promotes the
// user who already has that e-mail. With the embedded database, run it while the server is stopped.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import '@drones/shared/zod-locale';
import { emailSchema, nameSchema, passwordSchema } from '@drones/shared/users';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { hashPassword } from '../src/modules/auth/service';
import { upsertAdmin } from '../src/modules/users/service';

const argsSchema = z.object({ email: emailSchema, password: passwordSchema, name: nameSchema });

function fail(message: string): never {
  console.error(message);
  console.error('Uso: npm run create-admin -- --email E --password P --name N');
  process.exit(1);
}

let values: Record<string, unknown>;
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  fail(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  const { user, created } = await upsertAdmin(database, {
    email: parsed.data.email,
    name: parsed.data.name,
    passwordHash: await hashPassword(parsed.data.password),
  });
  console.log(
    created
      ? `Administrador criado: ${user.name} <${user.email}>.`
      : `Usuário ${user.email} agora é administrador (nome e senha atualizados).`,
  );
} finally {
  await database.close();
}
