import { TRPCError } from "@trpc/server";
import { inboxActor } from "../audit/actor";
import { publicProcedure } from "../trpc/init";
import type { AdminRequest } from "./admin-request";

/** A state-changing call with a cookie session must come from this site's pages (CSRF defence). */
function requireSameOrigin(admin: AdminRequest | null): AdminRequest {
  if (!admin?.sameOrigin)
    throw new TRPCError({ code: "FORBIDDEN", message: "This action must come from the site's own pages" });
  return admin;
}

/** Every admin.* answer, errors included, is marked uncacheable before anything else runs. */
export const ownerDataProcedure = publicProcedure.use(({ ctx, next }) => {
  ctx.admin?.noStore();
  return next();
});

/** Signing in: no session yet, but the Origin is checked (no sign-in forced from another site). */
export const sameOriginProcedure = ownerDataProcedure.use(({ ctx, next }) =>
  next({ ctx: { admin: requireSameOrigin(ctx.admin) } }),
);

/**
 * Every admin read: a signed-in owner session (from Postgres, so any instance), checked for each
 * call; `actor` names the owner in the audit trail.
 */
export const adminProcedure = ownerDataProcedure.use(async ({ ctx, next }) => {
  const { admin } = ctx;
  const session = await admin?.session();
  if (!admin || !session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in to the inbox" });
  return next({ ctx: { admin, session, actor: inboxActor(session) } });
});

/** Every admin change: signed in, and from the site's own pages. */
export const adminMutationProcedure = adminProcedure.use(({ ctx, next }) => {
  requireSameOrigin(ctx.admin);
  return next();
});
