import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAdmin, signUp, type Account } from './helpers/accounts';
import { useSmtpApp, type SmtpApp } from './helpers/test-app';

let app: FastifyInstance;
let smtp: SmtpApp['smtp'];
useSmtpApp((running) => ({ app, smtp } = running));

/** The applicant's mails so far (the worker's database may still deliver other files' mail). */
const mailsTo = (account: Account) => smtp.messages.filter((mail) => mail.to === account.email);

async function firstMailTo(account: Account) {
  for (let i = 0; i < 200; i += 1) {
    const [mail] = mailsTo(account);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail reached ${account.email}`);
}

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

    expect((await decide(approvedOne.id, true, admin)).statusCode).toBe(200);
    expect((await decide(refusedOne.id, false, admin)).statusCode).toBe(200);

    const approval = await firstMailTo(approvedOne);
    expect(approval.subject).toBe('Sua conta da Defesa Civil foi aprovada');
    expect(approval.text).toContain('Olá, Carla!');
    expect(approval.text).toContain('http://drones.test/login');
    expect(approval.html).toContain('href="http://drones.test/login"');

    const refusal = await firstMailTo(refusedOne);
    expect(refusal.subject).toBe('Sua conta da Defesa Civil não foi aprovada');
    expect(refusal.text).toContain('Olá, Rogério!');
    expect(refusal.text).not.toContain('/login');

    // The same decision again changes nothing and mails nobody.
    expect((await decide(approvedOne.id, true, admin)).statusCode).toBe(200);
    await app.jobs.runDue();
    expect([mailsTo(approvedOne).length, mailsTo(refusedOne).length]).toEqual([1, 1]);
  });
});
