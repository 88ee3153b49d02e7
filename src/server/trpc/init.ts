import { initTRPC, TRPCError } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { toApiError } from "../errors";
import { enforceLimit, type LimitName } from "../limits/procedure-limits";
import type { Context } from "./context";

// How to add procedures: put them in routers/public/<domain>.ts or routers/admin/<domain>.ts and
// list the router in routers/app-router.ts (or admin/admin-router.ts). Start each from a builder
// below (or adminProcedure / adminMutationProcedure in admin/admin-procedures.ts), which carry the
// error path; refuse with `throw new DomainError(code, message, { fields, details })` from
// errors.ts, whose fields and details reach REST bodies and tRPC's `error.data` alike.

/**
 * Declared on every visitor procedure (tests/integration/public-no-store.test.ts refuses one that
 * does not say): whether its input or its answer carries a person's data (a name, an address, a
 * booking, a conversation). Such an answer is sent `Cache-Control: no-store`, errors included.
 */
export interface ProcedureMeta {
  personalData: boolean;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    /** tRPC's own envelope, with the message, `fields` and `details` of the one error mapping. */
    errorFormatter({ shape, error }) {
      const { body } = toApiError(error);
      const { message, fields, details } = body.error;
      return { ...shape, message, data: { ...shape.data, stack: undefined, fields, details } };
    },
  });

const isTrpcCode = (code: string): code is TRPC_ERROR_CODE_KEY => code in TRPC_ERROR_CODES_BY_KEY;

/**
 * Every procedure's outermost middleware: whatever a procedure (or a later middleware) threw is
 * mapped once by `toApiError`, and tRPC answers with that code, so a DomainError's 404 or 429 or a
 * database outage's 503 gets the same status over /trpc as over REST.
 */
const oneErrorPath = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  // The formatter maps the error again, from its cause, for the body; only the code matters here.
  const mapped = toApiError(error).body.error;
  if (mapped.code !== error.code && isTrpcCode(mapped.code))
    throw new TRPCError({ code: mapped.code, message: error.message, cause: error.cause ?? error });
  return result;
});

/** Marks the request before anything can fail, so a refusal is as uncacheable as the answer. */
const noStoreForPersonalData = t.middleware(({ ctx, meta, next }) => {
  if (meta?.personalData) ctx.noStore();
  return next();
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/**
 * The base of every procedure: the one error path (cachedQuery puts its kept answers in front of
 * it) and no-store for personal data. A visitor procedure declares `.meta({ personalData })`.
 */
export const publicProcedure = t.procedure.use(oneErrorPath).use(noStoreForPersonalData);

/**
 * A query over public content (testimonials, services, posts). Its answer is kept in the content
 * cache under the procedure's path, the facts' revision and the raw input, and every instance clears it when those tables
 * change (content-change-listener.ts: LISTEN/NOTIFY); with no listener connected every call reads
 * the database. A kept answer is returned first, before the error path, the input parser or the
 * resolver: only answers are kept, never refusals, so a kept input was a valid one, and a 404 is
 * decided again on each call. Everything else (a miss, an input that cannot be read) goes down the
 * one error path like any procedure. Its answers are shared by every visitor, so it never carries
 * personal data (declared here, for all of them).
 */
export const cachedQuery = t.procedure
  .meta({ personalData: false })
  .use(async ({ ctx, path, getRawInput, next }) => {
    type Answer = Awaited<ReturnType<typeof next>>;
    let key: string;
    try {
      // Keyed by the facts' revision too: answers quote the facts (posts fill their fact tokens).
      key = `${path} ${ctx.facts.current().revision} ${JSON.stringify((await getRawInput()) ?? null)}`;
    } catch {
      return next();
    }
    const kept = ctx.cache.peek<Answer>(key);
    if (kept) return kept;
    const ticket = ctx.cache.ticket();
    const answer = await next();
    if (answer.ok) ctx.cache.put(key, answer, ticket);
    return answer;
  })
  .use(oneErrorPath);

/**
 * A procedure under the rate limit `name` (src/server/limits/procedure-limits.ts), counted per
 * client address before the input is validated, for /trpc and the REST adapters alike (they call
 * the same procedure). Over the limit: 429 with Retry-After, and the procedure never runs.
 */
export const rateLimitedProcedure = (name: LimitName) =>
  publicProcedure.use(async ({ ctx, getRawInput, next }) => {
    await enforceLimit(ctx.db, ctx.limits, name, await getRawInput());
    return next();
  });
