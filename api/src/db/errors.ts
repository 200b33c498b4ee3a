/** PostgreSQL's unique_violation, raised by both pg and PGlite as `code`. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
