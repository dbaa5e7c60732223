import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migratedDataDir } from '../../apps/api/test/helpers/pglite-template';

/**
 * What a scenario set up, undone last first whether it passed, failed or timed out. Each step runs
 * even when an earlier one fails: a stuck cluster or child must never outlive the campaign.
 */
export class Scope {
  private steps: Array<() => unknown> = [];

  defer(step: () => unknown) {
    this.steps.push(step);
  }

  /** A fresh temp dir, removed with the scope. */
  tempDir(prefix: string): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    this.defer(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  /**
   * A fresh temp DATA_DIR whose embedded database is already migrated, removed with the scope:
   * cheaper than each API process migrating one from empty.
   */
  async dataDir(prefix: string): Promise<string> {
    const dir = await migratedDataDir(prefix);
    this.defer(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  async close() {
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('faults: cleanup step failed:', error);
      }
    }
  }
}

// Synchronous last resorts for an interrupted run (Ctrl-C, a test runner killing its worker).
const onExit = new Set<() => void>();

/** Registers a synchronous undo for process exit; answers its removal. */
export function atExit(undo: () => void): () => void {
  onExit.add(undo);
  return () => onExit.delete(undo);
}

process.on('exit', () => {
  for (const undo of onExit) {
    try {
      undo();
    } catch {
      // Exiting anyway: the next undo still runs.
    }
  }
});
