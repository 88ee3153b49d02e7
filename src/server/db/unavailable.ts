/** Prisma error codes for a database that cannot be reached or stopped answering. */
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** Driver-adapter error kinds with the same meaning. */
const UNAVAILABLE_ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
/** Node socket errors and PostgreSQL SQLSTATEs (class 08 connection exceptions, 57P shutdowns). */
const UNAVAILABLE_ERROR_CODE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|08\w{3}|57P0[1-3])$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * True when an error (or anything in its cause chain, including Prisma's driver-adapter details)
 * says the database is down or unreachable rather than that the query was wrong.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!isRecord(error) || depth > 5) return false;
  const code = typeof error.code === "string" ? error.code : "";
  if (UNAVAILABLE_PRISMA_CODES.has(code) || UNAVAILABLE_ERROR_CODE.test(code)) return true;
  if (typeof error.kind === "string" && UNAVAILABLE_ADAPTER_KINDS.has(error.kind)) return true;
  if (error.name === "PrismaClientInitializationError") return true;
  if (typeof error.message === "string" && /Connection terminated|Can't reach database server/i.test(error.message))
    return true;
  const adapterError = isRecord(error.meta) ? error.meta.driverAdapterError : undefined;
  return isDatabaseUnavailable(adapterError, depth + 1) || isDatabaseUnavailable(error.cause, depth + 1);
}

export const DATABASE_UNAVAILABLE_MESSAGE = "We can't reach our records right now. Please try again in a minute.";
