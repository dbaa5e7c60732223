import type { Answer } from './api';
import { sleep } from './util';

export interface Load {
  /** Stops every client after its current call and answers all calls made. */
  stop(): Promise<Answer[]>;
}

/** Each client repeats its call, one at a time, `pauseMs` apart, until stopped. */
export function startLoad(clients: Array<() => Promise<Answer>>, pauseMs = 50): Load {
  const answers: Answer[] = [];
  let stopped = false;
  const loops = clients.map(async (client) => {
    while (!stopped) {
      answers.push(await client());
      await sleep(pauseMs);
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** "201×40, 503×12, sem resposta×1". */
export function statusSummary(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = answer.status === 0 ? `sem resposta (${answer.error})` : String(answer.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([status, count]) => `${status}×${count}`).join(', ') || 'nenhuma';
}

export function slowest(answers: Answer[]): number {
  return answers.reduce((max, answer) => Math.max(max, answer.ms), 0);
}

/** The statuses, and the first answer that `fits` refuses, for a failure's text. */
export function describeAnswers(answers: Answer[], fits: (answer: Answer) => boolean): string {
  const odd = answers.find((answer) => !fits(answer));
  const example = odd
    ? `; ex.: ${odd.status || odd.error} ${JSON.stringify(odd.body).slice(0, 160)}`
    : '';
  return `${statusSummary(answers)}${example}`;
}
