import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../src/lib/concurrency-limit';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, the rest in order, and frees a slot on failure', async () => {
    const run = concurrencyLimit(2);
    const started: number[] = [];
    let active = 0;
    let most = 0;
    const gates = Array.from({ length: 5 }, deferred);
    const results = gates.map((gate, i) =>
      run(async () => {
        started.push(i);
        active += 1;
        most = Math.max(most, active);
        try {
          await gate.promise;
          return i;
        } finally {
          active -= 1;
        }
      }).catch((error: Error) => error.message),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]!.reject(new Error('falhou'));
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]!.resolve();
    gates[4]!.resolve();
    expect(await Promise.all(results)).toEqual([0, 'falhou', 2, 3, 4]);
    expect(most).toBe(2);
  });
});
