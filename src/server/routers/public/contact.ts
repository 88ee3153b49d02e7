import { spamReason } from "#shared/contact/spam-signals";
import { parseSubjectLine } from "#shared/contact/contact-fields";
import { ContactMessageSchema } from "#shared/schemas/contact";
import { estimateRow, withFreshReference } from "#server/leads/save-estimate";
import { rateLimitedProcedure, router } from "#server/trpc/init";

export interface ContactReceipt {
  id: string;
  createdAt: string;
  /** The reference of the estimate saved with the message, when one was sent. */
  estimateReference?: string;
}

export const contactRouter = router({
  /** Bots get the same receipt as people (so they learn nothing); their messages are stored flagged. */
  send: rateLimitedProcedure("contact")
    .meta({ personalData: true })
    .input(ContactMessageSchema)
    .mutation(async ({ ctx, input }): Promise<ContactReceipt> => {
      const { website, elapsedMs, estimate, ...message } = input;
      const reason = spamReason({ website, elapsedMs });
      // Emailed or not, the row says so from the start: it owes its email (null) or is "off".
      const notifyStatus = ctx.notifications.emailOn ? null : "off";
      const data = {
        ...message,
        subject: parseSubjectLine(message.message),
        isSpam: reason !== null,
        spamReason: reason,
        notifyStatus,
      };
      // Without an estimate the message is one INSERT ... RETURNING; selecting the estimate relation
      // as well makes it a transaction (INSERT, two SELECTs, COMMIT) and less than half the throughput.
      const row: { id: string; createdAt: Date; estimate?: { reference: string } | null } = estimate
        ? await withFreshReference((reference) =>
            ctx.db.contactMessage.create({
              data: {
                ...data,
                estimate: { create: estimateRow(ctx.facts.current().facts, reference, estimate, "contact") },
              },
              select: { id: true, createdAt: true, estimate: { select: { reference: true } } },
            }),
          )
        : await ctx.db.contactMessage.create({ data, select: { id: true, createdAt: true } });
      // Wake the relay that queues the owed email (src/server/notify/contact-notification-relay.ts).
      // Spam is never emailed.
      ctx.log.info({ contactMessageId: row.id, spam: reason ?? false }, "contact message stored");
      if (reason === null && ctx.notifications.emailOn) ctx.notifications.kick();
      const estimateReference = row.estimate?.reference;
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        ...(estimateReference ? { estimateReference } : {}),
      };
    }),
});
