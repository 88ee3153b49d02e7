export interface PostgresError {
  /** SQLSTATE, e.g. "23P01" (exclusion violation), "40P01" (deadlock). */
  code: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The SQLSTATE and message PostgreSQL answered a failed query with, or null for any other error.
 * Through @prisma/adapter-pg, Prisma 7 reports a constraint it has no code of its own for (an
 * exclusion constraint, a deadlock) as P2039 with the server's error in
 * `meta.driverAdapterError.cause`; its own message only renders that as text.
 */
export function postgresError(error: unknown): PostgresError | null {
  if (!isRecord(error) || !isRecord(error.meta) || !isRecord(error.meta.driverAdapterError)) return null;
  const cause = error.meta.driverAdapterError.cause;
  if (!isRecord(cause)) return null;
  const code = cause.originalCode ?? cause.code;
  const message = cause.originalMessage ?? cause.message;
  return typeof code === "string" ? { code, message: typeof message === "string" ? message : "" } : null;
}
