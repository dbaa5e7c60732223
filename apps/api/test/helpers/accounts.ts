import type { FastifyInstance } from 'fastify';
import { isValidCpf, withCheckDigits } from '@drones/shared/cpf';
import { hashPassword } from '../../src/modules/auth/service';
import { upsertAdmin } from '../../src/modules/users/service';
import { HttpError } from '../../src/lib/http-error';

let sequence = 0;

/** The password of the accounts tests sign up: strong enough for the sign-up's check. */
export const TEST_PASSWORD = 'segredo-forte';
/** Refused by every path that sets a password: 'Senha muito fraca'. */
export const WEAK_TEST_PASSWORD = 'senha123';

/** A valid CPF (right check digits) different for every call. */
export function nextCpf(): string {
  sequence += 1;
  const cpf = withCheckDigits(
    String(100_000_000 + ((sequence * 7919 + Date.now()) % 899_999_999)).slice(0, 9),
  );
  // All-equal CPFs are invalid by rule; the sequence never makes one, but stay safe.
  return isValidCpf(cpf) ? cpf : nextCpf();
}

export function signUpPayload(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: 'Maria da Silva',
    email: `maria${sequence}.${Date.now()}@exemplo.com.br`,
    password: TEST_PASSWORD,
    role: 'DRIVER',
    birthDate: '1990-05-17',
    phone: '21987654321',
    cpf: nextCpf(),
    ...overrides,
  };
}

export interface Account {
  token: string;
  id: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

/** The account's owner erases it through the API, confirming with its password. */
export function eraseAccount(app: FastifyInstance, account: Account) {
  return app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: account.auth,
    payload: { password: account.password },
  });
}

/** Signs a user up through the API and answers the session. */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const payload = signUpPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/users', payload });
  if (res.statusCode !== 201) throw new HttpError(res.statusCode, res.body);
  const body = res.json<{ accessToken: string; user: { id: string } }>();
  return {
    token: body.accessToken,
    id: body.user.id,
    email: String(payload.email),
    password: String(payload.password),
    auth: { authorization: `Bearer ${body.accessToken}` },
  };
}

/** An ADMIN as `npm run create-admin` makes one, signed in through the API. */
export async function createAdmin(app: FastifyInstance): Promise<Account> {
  sequence += 1;
  const email = `admin${sequence}.${Date.now()}@exemplo.com.br`;
  const password = 'senha-do-admin';
  await upsertAdmin(app, {
    email,
    name: 'Administração',
    passwordHash: await hashPassword(password),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  const body = res.json<{ accessToken: string; user: { id: string } }>();
  return {
    token: body.accessToken,
    id: body.user.id,
    email,
    password,
    auth: { authorization: `Bearer ${body.accessToken}` },
  };
}

/** Another session of the same account, as a second device's login opens it. */
export async function openSession(
  app: FastifyInstance,
  account: Pick<Account, 'email' | 'password'>,
): Promise<{ authorization: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  if (res.statusCode !== 200) throw new HttpError(res.statusCode, res.body);
  return { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` };
}
