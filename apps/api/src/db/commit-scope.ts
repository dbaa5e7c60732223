import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db-type';

type BeforeCommit = (tx: Db) => Promise<void>;

const scopes = new AsyncLocalStorage<BeforeCommit[]>();

/**
 * Runs `work` in a scope where `beforeNextCommit` may add a step to the next outermost transaction
 * that `work` commits: a request records in the same commit as its work that the work happened.
 */
export function inCommitScope<T>(work: () => Promise<T>): Promise<T> {
  return scopes.run([], work);
}

/** Adds `step` to the next outermost transaction committed in this scope (none outside one). */
export function beforeNextCommit(step: BeforeCommit): void {
  scopes.getStore()?.push(step);
}

/** `db` whose outermost transactions run the scope's pending steps just before they commit. */
export function withCommitSteps<T extends Db>(db: T): T {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const result = await work(tx);
      const steps = scopes.getStore()?.splice(0) ?? [];
      for (const step of steps) await step(tx as unknown as Db);
      return result;
    }, config)) as T['transaction'];
  return db;
}
