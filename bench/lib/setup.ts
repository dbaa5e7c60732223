// What every bench run starts from: a fresh database with the migrations, the civil-defence and
// admin accounts it signs in with, and sessions made by the real login route.
import pg from 'pg';
import { openPostgres } from '../../apps/api/src/db/client';
import { users } from '../../apps/api/src/db/schema';
import { hashPassword } from '../../apps/api/src/modules/auth/service';
import { STREAM_READERS } from './callout';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const login = { email: 'coordenacao@bench.test', password: 'senha-do-bench' };
// The export of finished requests is the admins'.
export const adminLogin = { email: 'admin@bench.test', password: 'senha-do-bench' };

export async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const readerLogin = (i: number) => ({
  email: `equipe-${i + 1}@bench.test`,
  password: 'senha-do-bench',
});

/** Applies the migrations and adds the civil-defence and admin accounts the bench signs in with. */
export async function prepare(url: string) {
  const database = await openPostgres(url, 2);
  const person = {
    birthDate: '1980-01-01',
    phone: '21999990000',
    approvalStatus: 'approved' as const,
  };
  const readerHash = await hashPassword(readerLogin(0).password);
  await database.db.insert(users).values([
    {
      ...person,
      name: 'Coordenação do Bench',
      email: login.email,
      passwordHash: await hashPassword(login.password),
      cpf: '52998224725',
      role: 'GOVERNMENT' as const,
    },
    {
      ...person,
      name: 'Administração do Bench',
      email: adminLogin.email,
      passwordHash: await hashPassword(adminLogin.password),
      cpf: '11144477735',
      role: 'ADMIN' as const,
    },
    // The civil-defence staff who watch the live team: ten streams each at most.
    ...Array.from({ length: STREAM_READERS }, (_, i) => ({
      ...person,
      ...readerLogin(i),
      name: `Equipe do Bench ${i + 1}`,
      passwordHash: readerHash,
      cpf: String(70_000_000_000 + i),
      role: 'GOVERNMENT' as const,
    })),
  ]);
  await database.close();
}

/** A session made by the real login route. */
export async function signIn(apiUrl: string, credentials = login): Promise<Record<string, string>> {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}
