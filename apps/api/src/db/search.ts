/** An ILIKE pattern matching values that contain `term` literally (its % _ \ are escaped). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
