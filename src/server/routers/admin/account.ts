import { z } from "zod";
import { ownerInvitePath } from "#shared/admin/owner-links";
import { inviteRef, ownerRef, recordAudit, sessionRef } from "#server/audit/audit-trail";
import { DomainError } from "#server/errors";
import { router } from "#server/trpc/init";
import { adminMutationProcedure, adminProcedure } from "#server/admin/admin-procedures";
import {
  changeOwnerPassword,
  listOwners,
  OwnerEmailSchema,
  OwnerNameSchema,
  removeOtherOwner,
} from "#server/admin/owner-accounts";
import { createInvite, listPendingInvites, revokeInvite } from "#server/admin/owner-invites";
import { endOtherSessions, endSession, listSessions } from "#server/admin/owner-sessions";
import { NewPasswordFields } from "./owner-password-schemas";

const SessionIdSchema = z.object({ id: z.uuid({ error: "id must be a session id (UUID)" }) });
const OwnerIdSchema = z.object({ id: z.uuid({ error: "id must be an owner account id (UUID)" }) });
const InviteIdSchema = z.object({ id: z.uuid({ error: "id must be an invite id (UUID)" }) });
const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Please enter your current password" })
      .min(1, "Please enter your current password")
      .max(200, "Password is too long"),
  })
  .and(NewPasswordFields);
const InviteSchema = z.object({ name: OwnerNameSchema, email: OwnerEmailSchema });

/**
 * The signed-in owner's account page: who they are, their sessions and password, and the site's
 * other owners (invite, withdraw an invite, remove).
 */
export const accountRouter = router({
  get: adminProcedure.query(async ({ ctx }) => {
    const sessions = await listSessions(ctx.db, ctx.session.owner.id);
    return {
      owner: ctx.session.owner,
      sessions: sessions.map((session) => ({
        id: session.id,
        userAgent: session.userAgent,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        current: session.id === ctx.session.id,
      })),
    };
  }),
  endSession: adminMutationProcedure.input(SessionIdSchema).mutation(async ({ ctx, input }) => {
    if (input.id === ctx.session.id)
      throw new DomainError("BAD_REQUEST", "Use Sign out to end this session", {
        fields: { id: "Use Sign out to end this session" },
      });
    if (!(await endSession(ctx.db, ctx.session.owner.id, input.id)))
      throw new DomainError("NOT_FOUND", "Session not found");
    await recordAudit(ctx.db, ctx.actor, { action: "owner.end-sessions", records: [sessionRef(input.id)] });
    return { ended: 1 };
  }),
  endOtherSessions: adminMutationProcedure.mutation(async ({ ctx }) => {
    const ended = await endOtherSessions(ctx.db, ctx.session.owner.id, ctx.session.id);
    await recordAudit(ctx.db, ctx.actor, { action: "owner.end-sessions", detail: { ended } });
    return { ended };
  }),
  changePassword: adminMutationProcedure.input(ChangePasswordSchema).mutation(async ({ ctx, input }) => {
    const attempt = await ctx.admin.throttledPasswordCheck(ctx.session.owner.id, () =>
      changeOwnerPassword(ctx.db, {
        ownerId: ctx.session.owner.id,
        keepSessionId: ctx.session.id,
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
      }),
    );
    if (!attempt.ok) {
      const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
      throw new DomainError(
        "TOO_MANY_REQUESTS",
        `Too many wrong passwords. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
        { retryAfterSeconds: attempt.retryAfterSeconds },
      );
    }
    const changed = attempt.value;
    if (!changed)
      throw new DomainError("BAD_REQUEST", "That is not your current password", {
        fields: { currentPassword: "That is not your current password" },
      });
    await recordAudit(ctx.db, ctx.actor, {
      action: "owner.change-password",
      records: [ownerRef(ctx.session.owner.id)],
      detail: { endedSessions: changed.endedSessions },
    });
    return changed;
  }),

  /** Every owner account, the invites still open, and whether invites are emailed too. */
  owners: adminProcedure.query(async ({ ctx }) => {
    const [owners, invites] = await Promise.all([listOwners(ctx.db), listPendingInvites(ctx.db)]);
    return {
      owners: owners.map((owner) => ({
        id: owner.id,
        name: owner.name,
        email: owner.email,
        createdAt: owner.createdAt.toISOString(),
        lastSignInAt: owner.lastSignInAt?.toISOString() ?? null,
        you: owner.id === ctx.session.owner.id,
      })),
      invites: invites.map((invite) => ({
        id: invite.id,
        name: invite.name,
        email: invite.email,
        createdAt: invite.createdAt.toISOString(),
        expiresAt: invite.expiresAt.toISOString(),
      })),
      emailOn: ctx.notifications.emailOn,
    };
  }),
  /** The link is answered once, here: only its hash is kept, so it cannot be shown again. */
  invite: adminMutationProcedure.input(InviteSchema).mutation(async ({ ctx, input }) => {
    const emailOn = ctx.notifications.emailOn;
    const created = await createInvite(ctx.db, { ...input, invitedById: ctx.session.owner.id, sendEmail: emailOn });
    if (created === "already-owner")
      throw new DomainError("CONFLICT", "This address already has an owner account", {
        fields: { email: "This address already has an owner account" },
      });
    await recordAudit(ctx.db, ctx.actor, {
      action: "owner.invite",
      records: [inviteRef(created.invite.id)],
      detail: { emailed: emailOn },
    });
    return {
      link: `${ctx.siteUrl}${ownerInvitePath(created.token)}`,
      expiresAt: created.invite.expiresAt.toISOString(),
      emailed: emailOn,
    };
  }),
  revokeInvite: adminMutationProcedure.input(InviteIdSchema).mutation(async ({ ctx, input }) => {
    if (!(await revokeInvite(ctx.db, input.id)))
      throw new DomainError("NOT_FOUND", "This invite was already used or withdrawn");
    await recordAudit(ctx.db, ctx.actor, { action: "owner.invite-revoke", records: [inviteRef(input.id)] });
    return { revoked: true };
  }),
  removeOwner: adminMutationProcedure.input(OwnerIdSchema).mutation(async ({ ctx, input }) => {
    const outcome = await removeOtherOwner(ctx.db, ctx.session.owner.id, input.id);
    if (outcome === "self")
      throw new DomainError("BAD_REQUEST", "You can't remove your own account", {
        fields: { id: "You can't remove your own account" },
      });
    if (outcome === "not-found") throw new DomainError("NOT_FOUND", "Owner not found");
    await recordAudit(ctx.db, ctx.actor, { action: "owner.remove", records: [ownerRef(input.id)] });
    return { removed: true };
  }),
});
