import { Scope } from './scope';
import { deadline } from './util';

/** A line of the campaign's table. */
export interface Row {
  scenario: string;
  expectation: string;
  outcome: string;
  passed: boolean;
  seconds: number;
}

/** What a scenario's body uses: its cleanup scope, and the findings that make its outcome. */
export interface Run {
  scope: Scope;
  /** A fact for the outcome column. */
  note(text: string): void;
  /** A requirement: when false, the scenario fails and `failure` says why. */
  check(ok: boolean, failure: string): void;
}

/**
 * Runs `body` within `timeoutMs`, always undoing what it set up; a throw or a timeout fails the
 * row with its message. Outcome: the notes, then every failed requirement.
 */
export async function scenario(
  name: string,
  expectation: string,
  timeoutMs: number,
  body: (run: Run) => Promise<void>,
): Promise<Row> {
  const started = Date.now();
  const notes: string[] = [];
  const failures: string[] = [];
  const scope = new Scope();
  const run: Run = {
    scope,
    note: (text) => notes.push(text),
    check: (ok, failure) => {
      if (!ok) failures.push(failure);
    },
  };
  try {
    await deadline(body(run), timeoutMs, 'cenário');
  } catch (error) {
    failures.push(`erro: ${error instanceof Error ? error.message : String(error)}`.slice(0, 600));
  } finally {
    await scope.close();
  }
  const outcome = [...notes, ...failures.map((failure) => `FALHA: ${failure}`)].join('; ');
  return {
    scenario: name,
    expectation,
    outcome,
    passed: failures.length === 0,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}
