import { createCommunicationSchema } from '@drones/shared/communications';
import type { z } from '@drones/shared/zod-locale';

/** The server's rules for a communication, checked before sending. */
export const communicationFormSchema = createCommunicationSchema.pick({
  name: true,
  description: true,
  comunication: true,
  details: true,
  observation: true,
});

export type CommunicationFormValues = z.input<typeof communicationFormSchema>;
export type CommunicationFields = z.output<typeof communicationFormSchema>;
