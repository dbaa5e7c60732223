import { createRequest, signUp } from '../lib/api';
import { spawnApp, startApp, stopApp } from '../lib/app-process';
import { scenario } from '../lib/scenario';
import { deadline, seconds } from '../lib/util';

const REFUSAL_MS = 20_000;

/**
 * A second process on the embedded database's DATA_DIR exits non-zero at once, its message naming
 * the directory and the first one's pid; the first goes on serving.
 */
export function embeddedLock() {
  return scenario(
    'embedded-lock',
    'segundo processo no mesmo DATA_DIR embutido: sai ≠ 0 na hora, nomeando a pasta e o pid; o primeiro segue atendendo',
    120_000,
    async ({ scope, note, check }) => {
      const first = await startApp({ dataDir: await scope.dataDir('faults-app-') });
      scope.defer(() => stopApp(first));
      const session = await signUp(first.url);

      const started = Date.now();
      const second = await spawnApp({ dataDir: first.dataDir });
      scope.defer(() => stopApp(second));
      const exit = await deadline(second.exited, REFUSAL_MS, 'o segundo processo não saiu');
      const refusalMs = Date.now() - started;
      const expected =
        `O banco embutido em ${first.dataDir} já está em uso pelo processo ${first.pid}. ` +
        'Encerre esse processo ou use outro DATA_DIR.';
      const created = await createRequest(first.url, session);
      const ready = await fetch(`${first.url}/api/health/ready`);

      note(
        `o segundo saiu com ${exit.code ?? exit.signal} em ${seconds(refusalMs)}: "${second.output().trim().slice(0, 200)}"`,
      );
      check(
        exit.code !== null && exit.code !== 0,
        `o segundo saiu com ${exit.code ?? exit.signal}`,
      );
      check(
        second.output().includes(expected),
        'a mensagem não nomeia a pasta e o pid do primeiro',
      );
      check(
        created.status === 201 && ready.ok,
        `o primeiro parou de atender: ${created.status}, pronto ${ready.status}`,
      );
      check(
        first.exit() === null && first.crashSigns().length === 0,
        `o primeiro caiu: ${first.crashSigns().join(' | ')}`,
      );
    },
  );
}
