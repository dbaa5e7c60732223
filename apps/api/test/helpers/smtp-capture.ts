import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps what it receives. `failWith` makes it
 * refuse messages (a temporary failure, as a busy server would) until it is cleared.
 */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  let failWith: string | null = null;
  let refused = 0;
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (failWith) {
            refused += 1;
            const error = Object.assign(new Error(failWith), { responseCode: 451 });
            callback(error);
            return;
          }
          messages.push({
            to: mail.to
              ? [mail.to]
                  .flat()
                  .map((a) => a.text)
                  .join(', ')
              : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refused() {
      return refused;
    },
    failWith(reason: string | null) {
      failWith = reason;
    },
    /** Waits until `count` messages arrived. */
    async waitFor(count: number, timeoutMs = 10_000) {
      const started = Date.now();
      while (messages.length < count) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(`expected ${count} e-mails, got ${messages.length}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
