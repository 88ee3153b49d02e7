import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { EstimateReferenceSchema } from "#shared/leads/estimate-reference";
import { inboxActor } from "#server/audit/actor";
import { chatRef, contactRef, estimateRef, recordAudit, sessionRef } from "#server/audit/audit-trail";
import { requeueContactNotification } from "#server/notify/contact-notification-job";
import { DomainError, found } from "#server/errors";
import { privacyRouter } from "./privacy";
import { mergeRouters, router } from "#server/trpc/init";
import { accountRouter } from "./account";
import { inviteRouter, passwordResetRouter } from "./owner-links";
import { siteRouter } from "./site";
import { launchRouter } from "./launch";
import { factsRouter } from "./facts";
import { auditRouter } from "./audit";
import { adminBookingsRouter } from "./bookings";
import {
  adminMutationProcedure,
  adminProcedure,
  ownerDataProcedure,
  sameOriginProcedure,
} from "#server/admin/admin-procedures";
import { ChatListInputSchema, findChat, listChats } from "#server/admin/chat-queries";
import {
  ContactFilterSchema,
  ContactListInputSchema,
  contactsForExport,
  findContact,
  listContacts,
  setContactHandled,
} from "#server/admin/contact-queries";
import { contactsCsv } from "#server/admin/contacts-csv";
import { dashboardRouter } from "./dashboard";
import { healthRouter } from "./health";
import { findEstimate } from "#server/admin/estimate-queries";
import { OwnerEmailSchema, ownersExist } from "#server/admin/owner-accounts";
import { photosRouter } from "./photos";
import { questionsRouter } from "./questions";
import { postsRouter } from "./posts";
import { repliesRouter } from "./replies";
import { reviewsRouter } from "./reviews";
import { replyThread } from "#server/replies/reply-queries";

const IdSchema = z.object({ id: z.uuid({ error: "id must be a message or conversation id (UUID)" }) });
const SignInSchema = z.object({
  email: OwnerEmailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});

/**
 * The owner's inbox (/admin): every procedure but status and signIn needs a session; changes
 * need this site's Origin. status answers 200 either way, so the page can show its sign-in form
 * (or how to create the first account) without a failed request.
 */
export const adminRouter = router({
  signIn: sameOriginProcedure.input(SignInSchema).mutation(async ({ ctx, input }) => {
    const result = await ctx.admin.signIn(input.email, input.password);
    if (!result.ok && result.reason === "throttled") {
      ctx.admin.retryAfter(result.retryAfterSeconds);
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      throw new TRPCError({
        code: "TOO_MANY_REQUESTS",
        message: `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      });
    }
    if (!result.ok && result.reason === "busy") {
      ctx.admin.retryAfter(result.retryAfterSeconds);
      throw new TRPCError({
        code: "TOO_MANY_REQUESTS",
        message: "Too many sign-ins at once. Please try again in a moment.",
      });
    }
    if (!result.ok) {
      ctx.log.warn("admin sign-in refused: wrong email or password");
      throw new TRPCError({ code: "UNAUTHORIZED", message: "That email and password do not match an owner account" });
    }
    ctx.log.info({ ownerId: result.owner.id }, "admin signed in");
    await recordAudit(ctx.db, inboxActor(result), { action: "owner.sign-in", records: [sessionRef(result.sessionId)] });
    return { expiresAt: result.expiresAt.toISOString() };
  }),
  signOut: adminMutationProcedure.mutation(async ({ ctx }) => {
    await ctx.admin.signOut();
    ctx.log.info({ ownerId: ctx.session.owner.id }, "admin signed out");
    await recordAudit(ctx.db, ctx.actor, { action: "owner.sign-out", records: [sessionRef(ctx.session.id)] });
    return { signedOut: true };
  }),
  status: ownerDataProcedure.query(async ({ ctx }) => {
    const session = (await ctx.admin?.session()) ?? null;
    return {
      signedIn: session !== null,
      expiresAt: session?.expiresAt.toISOString() ?? null,
      owner: session ? { name: session.owner.name, email: session.owner.email } : null,
      // Only asked when signed out: the sign-in page then says how to create the first account.
      ownersExist: session !== null || (await ownersExist(ctx.db)),
    };
  }),
  account: accountRouter,
  invite: inviteRouter,
  passwordReset: passwordResetRouter,
  site: siteRouter,
  launch: launchRouter,
  facts: factsRouter,

  // Reading or changing one record leaves an audit entry (ids only) before the data goes out.
  contacts: router({
    list: adminProcedure.input(ContactListInputSchema).query(({ ctx, input }) => listContacts(ctx.db, input)),
    get: adminProcedure.input(IdSchema).query(async ({ ctx, input }) => {
      const contact = found(await findContact(ctx.db, input.id), "Message");
      await recordAudit(ctx.db, ctx.actor, { action: "contact.open", records: [contactRef(contact.id)] });
      return { ...contact, replies: await replyThread(ctx.db, { kind: "contact", id: contact.id }) };
    }),
    setHandled: adminMutationProcedure
      .input(IdSchema.extend({ handled: z.boolean({ error: "handled must be true or false" }) }))
      .mutation(async ({ ctx, input }) => {
        const contact = found(await setContactHandled(ctx.db, input.id, input.handled), "Message");
        await recordAudit(ctx.db, ctx.actor, {
          action: "contact.mark-handled",
          records: [contactRef(contact.id)],
          detail: { handled: input.handled },
        });
        return contact;
      }),
    /** "Send again" for a message whose email failed for good (or was off when it arrived). */
    resendNotification: adminMutationProcedure.input(IdSchema).mutation(async ({ ctx, input }) => {
      if (!(await requeueContactNotification(ctx.db, input.id))) {
        throw new DomainError("CONFLICT", "This message's email is not in a state that can be sent again");
      }
      await recordAudit(ctx.db, ctx.actor, { action: "contact.resend-email", records: [contactRef(input.id)] });
      return { queued: true };
    }),
    exportCsv: adminProcedure.input(ContactFilterSchema).query(async ({ ctx, input }) => {
      const rows = await contactsForExport(ctx.db, input);
      // The filter's settings, but not its search text (it may be someone's address).
      const detail = {
        count: rows.length,
        status: input.status,
        includeSpam: input.includeSpam,
        searched: Boolean(input.search),
      };
      await recordAudit(ctx.db, ctx.actor, {
        action: "contacts.export-csv",
        records: rows.map((row) => contactRef(row.id)),
        detail,
      });
      return contactsCsv(rows);
    }),
  }),

  chats: router({
    list: adminProcedure.input(ChatListInputSchema).query(({ ctx, input }) => listChats(ctx.db, input)),
    get: adminProcedure.input(IdSchema).query(async ({ ctx, input }) => {
      const transcript = found(await findChat(ctx.db, input.id), "Conversation");
      await recordAudit(ctx.db, ctx.actor, { action: "chat.open", records: [chatRef(transcript.id)] });
      return { ...transcript, replies: await replyThread(ctx.db, { kind: "chat", id: transcript.id }) };
    }),
  }),

  replies: repliesRouter,
  posts: postsRouter,
  reviews: reviewsRouter,
  questions: questionsRouter,
  dashboard: dashboardRouter,
  bookings: adminBookingsRouter,
  health: healthRouter,
  photos: photosRouter,

  estimates: router({
    get: adminProcedure.input(z.object({ reference: EstimateReferenceSchema })).query(async ({ ctx, input }) => {
      const estimate = found(await findEstimate(ctx.db, input.reference), "Estimate");
      await recordAudit(ctx.db, ctx.actor, { action: "estimate.open", records: [estimateRef(estimate.reference)] });
      return estimate;
    }),
  }),

  privacy: mergeRouters(privacyRouter, auditRouter),
});
