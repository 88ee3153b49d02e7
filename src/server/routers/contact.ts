import { ContactMessageSchema, parseSubjectLine } from "../../shared/schemas/contact";
import { publicProcedure, router } from "../trpc/init";

export interface ContactReceipt {
  id: string;
  createdAt: string;
}

export const contactRouter = router({
  send: publicProcedure.input(ContactMessageSchema).mutation(async ({ ctx, input }): Promise<ContactReceipt> => {
    const row = await ctx.db.contactMessage.create({
      data: { ...input, subject: parseSubjectLine(input.message) },
      select: { id: true, createdAt: true },
    });
    ctx.log.info({ contactMessageId: row.id }, "contact message stored");
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  }),
});
