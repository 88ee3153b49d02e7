import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { EstimateReferenceSchema } from "../../shared/leads/estimate-reference";
import { publicProcedure, router } from "../trpc/init";
import { adminMutationProcedure, adminProcedure, sameOriginProcedure } from "./admin-procedures";
import { ChatListInputSchema, findChat, listChats } from "./chat-queries";
import { ContactFilterSchema, ContactListInputSchema, contactsForExport, findContact, listContacts, setContactHandled } from "./contact-queries";
import { contactsCsv } from "./contacts-csv";
import { dashboardRouter } from "./dashboard-router";
import { findEstimate } from "./estimate-queries";

const IdSchema = z.object({ id: z.uuid({ error: "id must be a message or conversation id (UUID)" }) });
const SignInSchema = z.object({ password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long") });

function found<T>(value: T | null, what: string): T {
  if (value === null) throw new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });
  return value;
}

/**
 * The owner's inbox (/admin): every procedure but status and signIn needs a session; changes
 * need this site's Origin. status answers 200 either way, so the page can show its sign-in form
 * without a failed request.
 */
export const adminRouter = router({
  signIn: sameOriginProcedure.input(SignInSchema).mutation(({ ctx, input }) => {
    const expiresAt = ctx.admin?.signIn(input.password) ?? null;
    if (!expiresAt) {
      ctx.log.warn("admin sign-in refused: wrong password");
      throw new TRPCError({ code: "UNAUTHORIZED", message: "That password is not right" });
    }
    ctx.log.info("admin signed in");
    return { expiresAt: expiresAt.toISOString() };
  }),
  signOut: adminMutationProcedure.mutation(({ ctx }) => {
    ctx.admin.signOut();
    return { signedOut: true };
  }),
  status: publicProcedure.query(({ ctx }) => {
    const expiresAt = ctx.admin?.sessionExpiry() ?? null;
    return { signedIn: expiresAt !== null, expiresAt: expiresAt?.toISOString() ?? null };
  }),

  contacts: router({
    list: adminProcedure.input(ContactListInputSchema).query(({ ctx, input }) => listContacts(ctx.db, input)),
    get: adminProcedure.input(IdSchema).query(async ({ ctx, input }) => found(await findContact(ctx.db, input.id), "Message")),
    setHandled: adminMutationProcedure
      .input(IdSchema.extend({ handled: z.boolean({ error: "handled must be true or false" }) }))
      .mutation(async ({ ctx, input }) => found(await setContactHandled(ctx.db, input.id, input.handled), "Message")),
    exportCsv: adminProcedure.input(ContactFilterSchema).query(async ({ ctx, input }) => contactsCsv(await contactsForExport(ctx.db, input))),
  }),

  chats: router({
    list: adminProcedure.input(ChatListInputSchema).query(({ ctx, input }) => listChats(ctx.db, input)),
    get: adminProcedure.input(IdSchema).query(async ({ ctx, input }) => found(await findChat(ctx.db, input.id), "Conversation")),
  }),

  dashboard: dashboardRouter,

  estimates: router({
    get: adminProcedure.input(z.object({ reference: EstimateReferenceSchema })).query(async ({ ctx, input }) => found(await findEstimate(ctx.db, input.reference), "Estimate")),
  }),
});
