import { z } from './zod-locale';

// Field names are the wire contract's, spelling included: existing clients read them as they are.
export const driversCountSchema = z.object({ driversCount: z.number().int().nonnegative() });
export const equipmentsCountSchema = z.object({ equipmentsCount: z.number().int().nonnegative() });
export const finishedSolicitationsCountSchema = z.object({
  solictationsFinishedCount: z.number().int().nonnegative(),
});

export type DriversCount = z.infer<typeof driversCountSchema>;
export type EquipmentsCount = z.infer<typeof equipmentsCountSchema>;
export type FinishedSolicitationsCount = z.infer<typeof finishedSolicitationsCountSchema>;
