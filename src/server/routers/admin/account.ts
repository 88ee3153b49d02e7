import { z } from "zod";
import { recordAudit, sessionRef } from "#server/audit/audit-trail";
import { DomainError } from "#server/errors";
import { router } from "#server/trpc/init";
import { adminMutationProcedure, adminProcedure } from "#server/admin/admin-procedures";
import { endOtherSessions, endSession, listSessions } from "#server/admin/owner-sessions";

const SessionIdSchema = z.object({ id: z.uuid({ error: "id must be a session id (UUID)" }) });

/** The signed-in owner's account page: who they are, their sessions, ending the others. */
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
});
