import { createConnection, createServer, type Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './util';

/**
 * accept: takes and keeps every message. refuse: nothing listens (connection refused).
 * reply421: answers 421 on connect and to every command. stall: takes the connection, never
 * speaks. hold: speaks SMTP and reads the whole message, then never confirms it (a delivery
 * caught mid-way, whose Message-ID the sink still saw).
 */
export type SinkMode = 'accept' | 'refuse' | 'reply421' | 'stall' | 'hold';

export interface SinkMail {
  to: string;
  messageId: string;
}

export interface SmtpSink {
  url: string;
  /** Messages confirmed to the sender. */
  delivered: SinkMail[];
  /** Messages read in `hold` mode and never confirmed. */
  held: SinkMail[];
  mode(next: SinkMode): Promise<void>;
  close(): Promise<void>;
}

/**
 * An SMTP server on a fixed loopback port whose behaviour changes between modes. A front TCP
 * server owns the port (closed for `refuse`) and hands each connection to the mode of the moment.
 */
export async function startSmtpSink(initial: SinkMode): Promise<SmtpSink> {
  const delivered: SinkMail[] = [];
  const held: SinkMail[] = [];
  let current: SinkMode = initial;

  const smtp = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Its connections die with the front's sockets; closing never waits for a held one.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const holding = current === 'hold';
      simpleParser(stream).then(
        (mail) => {
          const entry: SinkMail = {
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            messageId: mail.messageId ?? '',
          };
          if (holding) {
            held.push(entry);
            return;
          }
          delivered.push(entry);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const sockets = new Set<Socket>();
  const front = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (current === 'stall') return;
    if (current === 'reply421') {
      const busy = '421 4.3.2 Serviço indisponível, tente mais tarde\r\n';
      socket.write(busy);
      socket.on('data', () => socket.write(busy));
      return;
    }
    const inner = createConnection({ host: '127.0.0.1', port: smtpPort });
    inner.on('error', () => socket.destroy());
    inner.on('close', () => socket.destroy());
    socket.on('close', () => inner.destroy());
    socket.pipe(inner).pipe(socket);
  });
  const port = await freePort();
  const listening = () => front.listening;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      front.once('error', reject);
      front.listen(port, '127.0.0.1', () => {
        front.off('error', reject);
        resolve();
      });
    });
  const shut = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => (listening() ? front.close(() => resolve()) : resolve()));
  };
  if (initial !== 'refuse') await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    held,
    async mode(next) {
      current = next;
      if (next === 'refuse') await shut();
      else if (!listening()) await listen();
    },
    async close() {
      await shut();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
