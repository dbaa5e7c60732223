/** Whether a write failed on the named unique index (PostgreSQL 23505), through any wrapping. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const fields = e as { code?: string; constraint?: string };
    if (fields.code === '23505' && fields.constraint === constraint) return true;
  }
  return false;
}
