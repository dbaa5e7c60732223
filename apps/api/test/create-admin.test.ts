import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/service';
import { ExistingAccountError, upsertAdmin } from '../src/modules/users/service';
import { signUp } from './helpers/accounts';
import { createTestApp } from './helpers/test-app';

describe('create-admin on an existing account', () => {
  it('promotes an account that already has the e-mail only when asked, and ends its sessions', async () => {
    const app = await createTestApp();
    const pilot = await signUp(app);
    const admin = {
      email: pilot.email.toUpperCase(),
      name: 'Chefe Geral',
      passwordHash: await hashPassword('outra-senha'),
    };
    // Whoever signed up first with the operator's e-mail does not become ADMIN by it.
    await expect(upsertAdmin(app, admin)).rejects.toThrow(ExistingAccountError);
    const still = await app.inject({ url: '/api/users/currentUser', headers: pilot.auth });
    expect(still.json()).toMatchObject({ role: 'DRIVER' });

    const { user, created } = await upsertAdmin(app, admin, { promote: true });
    expect(created).toBe(false);
    const oldSession = await app.inject({ url: '/api/users/currentUser', headers: pilot.auth });
    expect(oldSession.statusCode).toBe(401);
    expect([user.id, user.role, user.name]).toEqual([pilot.id, 'ADMIN', 'Chefe Geral']);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: pilot.email, password: 'outra-senha' },
    });
    expect(login.json().user).toMatchObject({ id: pilot.id, role: 'ADMIN' });
  });
});
