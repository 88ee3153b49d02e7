import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./db/unavailable";

/**
 * The JSON body of every non-OK REST response (tRPC keeps its own envelope but carries the same
 * code, message, `data.fields` and `data.details`).
 */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; details?: Record<string, unknown> };
}

/** A mapped error: what to answer, in one shape for every layer. */
export interface ApiError {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
}

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again in a moment.";

/** The codes a procedure or route may refuse with; each is also a tRPC error code. */
export type DomainErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "SERVICE_UNAVAILABLE";

const DOMAIN_STATUS: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export interface DomainErrorExtras {
  /** Field path -> what is wrong with it, for refusals about one field. */
  fields?: Record<string, string>;
  /** Anything else the visitor's page needs (e.g. the next free times), sent as `details`. */
  details?: Record<string, unknown>;
  /** Sent as the Retry-After header. */
  retryAfterSeconds?: number;
}

/**
 * A refusal the visitor should see as it is: throw it from a procedure, a REST route or a hook,
 * and `toApiError` turns it into its status and `{ error: { code, message, fields?, details? } }`
 * (over tRPC: the same code and message, with `data.fields` and `data.details`).
 */
export class DomainError extends Error {
  override readonly name = "DomainError";
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly extras: DomainErrorExtras = {},
  ) {
    super(message);
  }

  get status(): number {
    return DOMAIN_STATUS[this.code];
  }
}

/** `value`, or a 404 "<what> not found" when it is null. */
export function found<T>(value: T | null, what: string): T {
  if (value === null) throw new DomainError("NOT_FOUND", `${what} not found`);
  return value;
}

/** A rate limit said no: 429 with Retry-After and the published phone number as the way round it. */
export function rateLimited(retryAfterSeconds: number, what: string, phoneDisplay: string): DomainError {
  const message = `Too many ${what}. Please wait ${retryAfterSeconds} seconds and try again, or call us at ${phoneDisplay}.`;
  return new DomainError("TOO_MANY_REQUESTS", message, { retryAfterSeconds });
}

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

const invalidInput = (fields: Record<string, string>): ApiError => ({
  status: 400,
  body: { error: { code: "BAD_REQUEST", message: `Invalid input: ${describeFields(fields)}`, fields } },
  headers: {},
});

/**
 * Fastify's own refusals (body parsing, content types, URLs) carry a 4xx statusCode and mostly a
 * code; a body that is not JSON arrives as a SyntaxError with statusCode 400 and no code.
 */
interface FrameworkError {
  code?: string;
  statusCode: number;
  message: string;
}

function isFrameworkError(error: unknown): error is FrameworkError {
  if (!(error instanceof Error) || error instanceof TRPCError) return false;
  const { statusCode } = error as Partial<FrameworkError>;
  return typeof statusCode === "number" && statusCode >= 400 && statusCode < 500;
}

/** Router errors for URLs it cannot take. */
const URL_ERRORS = new Set(["FST_ERR_MAX_PARAM_LENGTH", "FST_ERR_BAD_URL"]);

function frameworkError(error: FrameworkError, { bodyLimitBytes }: MappingHints): ApiError {
  // URLs the router cannot take (too long, bad percent-encoding).
  if (error.code !== undefined && URL_ERRORS.has(error.code)) {
    const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
    const message = tooLong ? "The URL is too long" : "The URL is not valid";
    return {
      status: tooLong ? 414 : 400,
      body: { error: { code: error.code, message, fields: { url: message } } },
      headers: {},
    };
  }
  const message =
    error.code === "FST_ERR_CTP_BODY_TOO_LARGE" && bodyLimitBytes !== undefined
      ? `Request body is larger than ${bodyLimitBytes / 1024} KB`
      : error.message;
  // A body that does not parse (bad JSON, a __proto__ key) is wrong as a whole: name it "body".
  const fields = error.statusCode === 400 ? { body: message } : undefined;
  return {
    status: error.statusCode,
    body: { error: { code: error.code ?? "BAD_REQUEST", message, fields } },
    headers: {},
  };
}

function domainError(error: DomainError): ApiError {
  const { fields, details, retryAfterSeconds } = error.extras;
  return {
    status: error.status,
    body: {
      error: {
        code: error.code,
        message: error.message,
        ...(fields ? { fields } : {}),
        ...(details ? { details } : {}),
      },
    },
    headers: retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) },
  };
}

export interface MappingHints {
  /** The route's body limit, named in a 413's message. */
  bodyLimitBytes?: number;
}

/**
 * THE error mapping: any error thrown by a procedure, a REST route, a hook or Fastify itself
 * becomes one status, one body and its headers. Used by the tRPC error formatter (and the
 * procedures' base middleware, which gives tRPC the mapped code), Fastify's error, not-found and
 * framework-error handlers, and so by every REST adapter. 5xx details never reach the body: the
 * caller logs the error.
 */
export function toApiError(error: unknown, hints: MappingHints = {}): ApiError {
  // A procedure's errors reach the outside wrapped in a TRPCError: what was thrown is its cause.
  const thrown = error instanceof TRPCError && error.cause !== undefined ? error.cause : error;
  if (thrown instanceof DomainError) return domainError(thrown);
  if (thrown instanceof ZodError) return invalidInput(fieldErrors(thrown));
  if (isFrameworkError(thrown)) return frameworkError(thrown, hints);
  if (isDatabaseUnavailable(thrown)) {
    return {
      status: 503,
      body: { error: { code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE } },
      headers: {},
    };
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    // Input tRPC could not read at all (bad JSON in the URL or body) is named as a whole: "input".
    if (status === 400) return invalidInput({ input: error.message });
    if (status < 500) return { status, body: { error: { code: error.code, message: error.message } }, headers: {} };
  }
  return {
    status: 500,
    body: { error: { code: "INTERNAL_SERVER_ERROR", message: GENERIC_SERVER_ERROR } },
    headers: {},
  };
}
