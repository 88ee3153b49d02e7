import { spamReason } from "../../shared/contact/spam-signals";
import { ContactMessageSchema, parseSubjectLine } from "../../shared/schemas/contact";
import { publicProcedure, router } from "../trpc/init";

export interface ContactReceipt {
  id: string;
  createdAt: string;
}

export const contactRouter = router({
  /** Bots get the same receipt as people (so they learn nothing); their messages are stored flagged. */
  send: publicProcedure.input(ContactMessageSchema).mutation(async ({ ctx, input }): Promise<ContactReceipt> => {
    const { website, elapsedMs, ...message } = input;
    const reason = spamReason({ website, elapsedMs });
    const row = await ctx.db.contactMessage.create({
      data: { ...message, subject: parseSubjectLine(message.message), isSpam: reason !== null, spamReason: reason },
      select: { id: true, createdAt: true },
    });
    ctx.log.info({ contactMessageId: row.id, spam: reason ?? false }, "contact message stored");
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  }),
});
