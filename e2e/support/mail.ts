import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';

const mailDir = inject('mailDir');

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

async function receivedMails(): Promise<ReceivedMail[]> {
  const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(mailDir, file)));
      const to = [mail.to ?? []]
        .flat()
        .map((address) => address.text)
        .join(', ');
      return { to, subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

/** Waits until the capture server has received a message to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const mail = (await receivedMails()).find((m) => m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`no e-mail "${subject.source}" to ${to} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
