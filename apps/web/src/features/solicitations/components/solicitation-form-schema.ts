import { createSolicitationSchema, urgencySchema } from '@drones/shared/solicitations';
import type { z } from '@drones/shared/zod-locale';

/** The server's rules for a new request, checked before sending; the form always holds an urgency. */
export const solicitationFormSchema = createSolicitationSchema
  .pick({
    name: true,
    description: true,
    place: true,
    hour: true,
    necessary_resources: true,
    mission_details: true,
    observation: true,
  })
  .extend({ urgency: urgencySchema });

export type SolicitationFormValues = z.input<typeof solicitationFormSchema>;

/** What the form sends: every field, observation included (empty clears it on an update). */
export type SolicitationFields = z.output<typeof solicitationFormSchema> & { observation: string };
