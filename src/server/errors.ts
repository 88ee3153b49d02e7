import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./db/unavailable";

/** The JSON body of every non-OK API response, REST or tRPC. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> } & Record<string, unknown>;
}

/**
 * A TRPCError's cause whose details (e.g. a taken time's `nextFree`) the client gets: in the REST
 * body beside `code` and `message`, and in tRPC's `error.data`.
 */
export class ErrorWithDetails extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again in a moment.";

/** Field path -> first message, e.g. { email: "Please enter a valid email address" }. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

function describeFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
}

/** Maps any error thrown by a procedure or the HTTP layer to a status and body, in one place. */
export function toApiError(error: unknown): { status: number; body: ApiErrorBody } {
  const zodError =
    error instanceof ZodError ? error : error instanceof TRPCError && error.cause instanceof ZodError ? error.cause : null;
  if (zodError) {
    const fields = fieldErrors(zodError);
    return { status: 400, body: { error: { code: "BAD_REQUEST", message: `Invalid input: ${describeFields(fields)}`, fields } } };
  }
  if (!(error instanceof TRPCError) && isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: { code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE } } };
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    // Our own 503 message is safe to show; other 5xx details stay in the log.
    const message = status >= 500 && error.code !== "SERVICE_UNAVAILABLE" ? GENERIC_SERVER_ERROR : error.message;
    const details = status < 500 && error.cause instanceof ErrorWithDetails ? error.cause.details : {};
    return { status, body: { error: { ...details, code: error.code, message } } };
  }
  return { status: 500, body: { error: { code: "INTERNAL_SERVER_ERROR", message: GENERIC_SERVER_ERROR } } };
}
