import type { FastifyInstance } from 'fastify';
import type { RoutesOptions } from '../../lib/service-context';
import { CALLOUT_STEP, runDueStep } from './auto-callout';

/** The automatic call-outs' steps run as jobs: in the database, so they survive restarts. */
export default async function autoCalloutJob(
  app: FastifyInstance,
  { ctx }: RoutesOptions,
): Promise<void> {
  app.jobs.defineJob(CALLOUT_STEP, ({ solicitationId }) => runDueStep(ctx, solicitationId));
}
