import { initTRPC, TRPCError } from "@trpc/server";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable";
import { ZodError } from "zod";
import { ErrorWithDetails, fieldErrors, GENERIC_SERVER_ERROR } from "../errors";
import type { Context } from "./context";

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const hidden = error.code === "INTERNAL_SERVER_ERROR";
    const details = !hidden && error.cause instanceof ErrorWithDetails ? error.cause.details : {};
    const named = details.fields as Record<string, string> | undefined;
    // Input that does not parse at all (bad JSON in the URL or body) is named as a whole: "input".
    const fields = error.cause instanceof ZodError ? fieldErrors(error.cause) : named ? undefined : error.code === "BAD_REQUEST" ? { input: shape.message } : undefined;
    return {
      ...shape,
      message: hidden ? GENERIC_SERVER_ERROR : fields ? `Invalid input: ${Object.keys(fields).join(", ")}` : shape.message,
      data: { ...shape.data, stack: undefined, fields, ...details },
    };
  },
});

/** A database that is down is a 503 the client can retry, not an internal error. */
const databaseOutageIsUnavailable = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause ?? result.error)) {
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE, cause: result.error.cause });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(databaseOutageIsUnavailable);
export const createCallerFactory = t.createCallerFactory;
