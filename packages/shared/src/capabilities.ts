import { z } from './zod-locale';

/** What a drone can do (docs/design.md §8): equipment declares them, a request requires them. */
export const CAPABILITIES = [
  'thermal',
  'zoom',
  'night_light',
  'speaker',
  'payload',
  'mapping',
  'rtk',
  'multispectral',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const CAPABILITY_LABELS: Record<Capability, string> = {
  thermal: 'Câmera térmica',
  zoom: 'Zoom óptico',
  night_light: 'Holofote',
  speaker: 'Alto-falante',
  payload: 'Transporte de carga',
  mapping: 'Mapeamento / ortofoto',
  rtk: 'RTK',
  multispectral: 'Multiespectral',
};

/** A list of capabilities, each once, in the fixed order of CAPABILITIES. */
export const capabilitiesSchema = z
  .array(z.enum(CAPABILITIES, { error: 'Capacidade inválida' }), { error: 'Capacidades inválidas' })
  .transform((values) => CAPABILITIES.filter((capability) => values.includes(capability)));

/** The labels of some capabilities, joined as a reason reads them: 'Câmera térmica, Holofote'. */
export const capabilityLabels = (capabilities: readonly Capability[]): string =>
  capabilities.map((capability) => CAPABILITY_LABELS[capability]).join(', ');

export const CAPABILITY_INVALID = 'Capacidade inválida';

// A value outside the list, caught here to be reported once, on the field, by the check below.
const capabilityOrUnknown = z.enum(CAPABILITIES).catch(() => null as unknown as Capability);

/**
 * `capabilitiesSchema` as a form field: a value outside the list is one error on the field itself
 * ('Capacidade inválida'), not on its position in the list, since forms show errors by field name.
 */
export const capabilitiesFieldSchema = z
  .array(capabilityOrUnknown, { error: 'Capacidades inválidas' })
  .superRefine((values, ctx) => {
    if (values.some((value) => value === null)) {
      ctx.addIssue({ code: 'custom', message: CAPABILITY_INVALID });
    }
  })
  .pipe(capabilitiesSchema);
