import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAdmin, signUp, type Account } from './helpers/accounts';
import { startSmtpCapture } from './helpers/smtp-capture';
import { createTestApp } from './helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({ SMTP_URL: smtp.url });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await smtp.close();
});

function decide(id: string, approved: boolean, admin: Account) {
  return app.inject({
    method: 'PATCH',
    url: `/api/users/${id}/approval`,
    headers: admin.auth,
    payload: { approved },
  });
}

describe('the approval e-mail', () => {
  it('tells the applicant the account was approved, or not, once per decision', async () => {
    const admin = await createAdmin(app);
    const approvedOne = await signUp(app, { role: 'GOVERNMENT', name: 'Carla Mendes' });
    const refusedOne = await signUp(app, { role: 'GOVERNMENT', name: 'Rogério Lima' });
    const before = smtp.messages.length;

    expect((await decide(approvedOne.id, true, admin)).statusCode).toBe(200);
    expect((await decide(refusedOne.id, false, admin)).statusCode).toBe(200);
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const to = (account: Account) => mails.find((mail) => mail.to === account.email)!;

    const approval = to(approvedOne);
    expect(approval.subject).toBe('Sua conta da Defesa Civil foi aprovada');
    expect(approval.text).toContain('Olá, Carla!');
    expect(approval.text).toContain('http://drones.test/login');
    expect(approval.html).toContain('href="http://drones.test/login"');

    const refusal = to(refusedOne);
    expect(refusal.subject).toBe('Sua conta da Defesa Civil não foi aprovada');
    expect(refusal.text).toContain('Olá, Rogério!');
    expect(refusal.text).not.toContain('/login');

    // The same decision again changes nothing and mails nobody.
    expect((await decide(approvedOne.id, true, admin)).statusCode).toBe(200);
    await app.mail.deliverDue();
    expect(smtp.messages.length).toBe(before + 2);
  });
});
