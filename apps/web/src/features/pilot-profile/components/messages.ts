/** Placeholder recorded when a pilot skips the additional data, so the profile shows the step was skipped. */
export const SKIPPED_HABILITIES = 'Habilidade não cadastrada';
