import { mkdtempSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (random port) that writes every message it receives, as sent,
 * to an .eml file in its own temporary directory.
 */
export async function startSmtpCapture() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'drones-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        count += 1;
        const file = path.join(dir, `${Date.now()}-${String(count).padStart(4, '0')}.eml`);
        // Written under a temporary name first, so a reader never sees half a message.
        writeFile(`${file}.tmp`, Buffer.concat(chunks))
          .then(() => rename(`${file}.tmp`, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
