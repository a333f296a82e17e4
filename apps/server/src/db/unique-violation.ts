/** PostgreSQL's unique_violation (23505), as thrown by node-postgres and PGlite (directly or as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === "23505" || code((error as { cause?: unknown } | null)?.cause) === "23505";
}
