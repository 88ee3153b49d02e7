import { z } from "zod";
import { inboxActor, SIGNED_OUT_ACTOR } from "#server/audit/actor";
import { inviteRef, ownerRef, recordAudit, sessionRef } from "#server/audit/audit-trail";
import { DomainError } from "#server/errors";
import { router } from "#server/trpc/init";
import { ownerDataProcedure, sameOriginProcedure } from "#server/admin/admin-procedures";
import { OwnerEmailSchema } from "#server/admin/owner-accounts";
import { acceptInvite, inviteForToken } from "#server/admin/owner-invites";
import type { LinkState } from "#server/admin/owner-link-token";
import { completePasswordReset, requestPasswordReset, resetLinkState } from "#server/admin/owner-password-resets";
import { LinkTokenSchema, NewPasswordFields } from "./owner-password-schemas";

/** Why a link no longer works, as its page says it. */
const REFUSALS: Record<Exclude<LinkState, "open"> | "already-owner", string> = {
  expired: "This link has expired. Please ask for a new one.",
  used: "This link has already been used. Each link works once.",
  revoked: "This invite was withdrawn. Please ask an owner for a new one.",
  unknown: "This link isn't valid. Please check that you copied all of it, or ask for a new one.",
  "already-owner": "This address already has an owner account. Please sign in instead.",
};

function refused(reason: keyof typeof REFUSALS): never {
  throw new DomainError("CONFLICT", REFUSALS[reason], { details: { state: reason } });
}

const LinkPasswordSchema = LinkTokenSchema.and(NewPasswordFields);

/** The signed-out side of owner accounts: accepting an invite; a forgotten password. */
export const inviteRouter = router({
  get: ownerDataProcedure.input(LinkTokenSchema).query(async ({ ctx, input }) => {
    const invite = await inviteForToken(ctx.db, input.token);
    return invite.state === "open"
      ? { state: invite.state, name: invite.name, email: invite.email, expiresAt: invite.expiresAt.toISOString() }
      : { state: invite.state, message: REFUSALS[invite.state] };
  }),
  /** Creates the account and signs the new owner in. */
  accept: sameOriginProcedure.input(LinkPasswordSchema).mutation(async ({ ctx, input }) => {
    const accepted = await acceptInvite(ctx.db, input.token, input.newPassword);
    if (!accepted.ok) refused(accepted.reason);
    const session = await ctx.admin.startSessionFor(accepted.owner);
    await recordAudit(ctx.db, inboxActor(accepted), {
      action: "owner.invite-accept",
      records: [inviteRef(accepted.inviteId), ownerRef(accepted.owner.id), sessionRef(session.sessionId)],
    });
    return { expiresAt: session.expiresAt.toISOString() };
  }),
});

export const passwordResetRouter = router({
  /** Whether a reset can be emailed here; without a mail server the page shows the server's command. */
  options: ownerDataProcedure.query(({ ctx }) => ({ byEmail: ctx.notifications.emailOn })),
  /** Answers the same whether or not the address is an owner's, so nobody learns which are. */
  request: sameOriginProcedure.input(z.object({ email: OwnerEmailSchema })).mutation(async ({ ctx, input }) => {
    if (!ctx.notifications.emailOn)
      throw new DomainError("CONFLICT", "Email isn't set up on this site, so a reset link can't be sent.");
    const refusal = await ctx.admin.resetRequestRefusal(input.email);
    if (refusal) {
      const minutes = Math.ceil(refusal.retryAfterSeconds / 60);
      throw new DomainError(
        "TOO_MANY_REQUESTS",
        `Too many reset requests. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
        { retryAfterSeconds: refusal.retryAfterSeconds },
      );
    }
    const requested = await requestPasswordReset(ctx.db, input.email);
    if (requested)
      await recordAudit(ctx.db, SIGNED_OUT_ACTOR, {
        action: "owner.reset-request",
        records: [ownerRef(requested.owner.id)],
      });
    return { requested: true };
  }),
  get: ownerDataProcedure.input(LinkTokenSchema).query(async ({ ctx, input }) => {
    const state = await resetLinkState(ctx.db, input.token);
    return state === "open" ? { state } : { state, message: REFUSALS[state] };
  }),
  /** Sets the password, signs every device out, then signs this browser in. */
  complete: sameOriginProcedure.input(LinkPasswordSchema).mutation(async ({ ctx, input }) => {
    const reset = await completePasswordReset(ctx.db, input.token, input.newPassword);
    if (!reset.ok) refused(reset.reason);
    const session = await ctx.admin.startSessionFor(reset.owner);
    await recordAudit(ctx.db, inboxActor(reset), {
      action: "owner.reset-complete",
      records: [ownerRef(reset.owner.id), sessionRef(session.sessionId)],
      detail: { endedSessions: reset.endedSessions },
    });
    return { expiresAt: session.expiresAt.toISOString() };
  }),
});
