import { z } from "zod";
import { adminMutationProcedure, adminProcedure } from "#server/admin/admin-procedures";
import { chatRef, contactRef, recordAudit, replyRef } from "#server/audit/audit-trail";
import { DomainError } from "#server/errors";
import { requeueReply } from "#server/replies/reply-job";
import {
  createReply,
  type ReplyTarget,
  ReplyTargetSchema,
  replyStatuses,
  replyTargetOf,
  SendReplyInputSchema,
} from "#server/replies/reply-queries";
import { router } from "#server/trpc/init";

const targetRef = ({ kind, id }: ReplyTarget) => (kind === "contact" ? contactRef(id) : chatRef(id));

/**
 * The owner's replies to contact messages and chat visitors (the thread comes with
 * admin.contacts.get and admin.chats.get). Each one is an email on the job queue.
 */
export const repliesRouter = router({
  send: adminMutationProcedure.input(SendReplyInputSchema).mutation(async ({ ctx, input }) => {
    const reply = await createReply(ctx.db, input, ctx.session.owner.id);
    await recordAudit(ctx.db, ctx.actor, {
      action: "reply.send",
      records: [targetRef(input), replyRef(reply.id)],
      detail: { characters: input.body.length },
    });
    return { id: reply.id, status: "queued" as const };
  }),
  /**
   * Where each reply's email stands, polled while one is on its way. Not audited: it carries ids,
   * states and error codes, no personal data (opening the thread is audited with its record).
   */
  statuses: adminProcedure.input(ReplyTargetSchema).query(({ ctx, input }) => replyStatuses(ctx.db, input)),
  /** "Try again" for a reply that failed for good or was held by the daily allowance. */
  retry: adminMutationProcedure
    .input(z.object({ id: z.uuid({ error: "id must be a reply id (UUID)" }) }))
    .mutation(async ({ ctx, input }) => {
      const target = await replyTargetOf(ctx.db, input.id);
      if (!target) throw new DomainError("NOT_FOUND", "Reply not found");
      if (!(await requeueReply(ctx.db, input.id)))
        throw new DomainError("CONFLICT", "This reply is not failed or held, so it cannot be sent again");
      await recordAudit(ctx.db, ctx.actor, { action: "reply.retry", records: [targetRef(target), replyRef(input.id)] });
      return { id: input.id, status: "queued" as const };
    }),
});
