import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/periodic-task';
import type { RoutesOptions } from '../../lib/service-context';
import { runDueSteps } from './auto-callout';

// A step runs within this of its due time; the poll is one index probe on auto_callouts_due_idx.
const POLL_MS = 500;

/**
 * Runs the automatic call-outs' due steps on every instance; the row locks make each step run
 * once. Steps live in the database, so they survive restarts.
 */
export default async function autoCalloutJob(
  app: FastifyInstance,
  { ctx }: RoutesOptions,
): Promise<void> {
  runPeriodically(app, {
    name: 'automatic call-out step',
    everyMs: POLL_MS,
    atStart: false,
    task: () => runDueSteps(ctx),
  });
}
