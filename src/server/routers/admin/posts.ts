import { z } from "zod";
import { PostFieldsSchema } from "#shared/content/blog/post-draft";
import { adminMutationProcedure, adminProcedure } from "#server/admin/admin-procedures";
import { postRef, recordAudit } from "#server/audit/audit-trail";
import {
  createDeskPost,
  getDeskPost,
  listDeskPosts,
  previewRow,
  publishDraft,
  saveDraft,
  schedulePublish,
  unpublish,
} from "#server/content/blog-desk";
import { PostBodyJsonSchema } from "#server/content/post-body-html";
import { found } from "#server/errors";
import { toPostDto } from "#server/routers/public/posts";
import { router } from "#server/trpc/init";

const IdSchema = z.object({ id: z.string({ error: "id must be a post id" }).min(1, "id must be a post id").max(100) });

const SaveDraftSchema = IdSchema.extend({
  version: z.number({ error: "version must be a number" }).int("version must be a whole number"),
  fields: PostFieldsSchema,
  body: PostBodyJsonSchema,
});

const CreateSchema = z.object({
  title: z.string({ error: "title must be text" }).trim().max(200, "title must be at most 200 characters"),
});

const ScheduleSchema = IdSchema.extend({
  at: z.iso.datetime({ error: "at must be an instant (ISO 8601, e.g. 2026-12-01T16:30:00Z)" }),
});

/**
 * The owner's blog desk (/admin/blog): posts are written as drafts (autosaved), then published
 * now or at a time (a job on the queue), or unpublished. Autosaves are not audited (several a
 * minute while typing, and a post holds no personal data); every other step is.
 */
export const postsRouter = router({
  list: adminProcedure.query(({ ctx }) => listDeskPosts(ctx.db)),
  get: adminProcedure.input(IdSchema).query(({ ctx, input }) => getDeskPost(ctx.db, input.id)),
  create: adminMutationProcedure.input(CreateSchema).mutation(async ({ ctx, input }) => {
    const post = await createDeskPost(ctx.db, input.title, ctx.session.owner.name);
    await recordAudit(ctx.db, ctx.actor, { action: "post.create", records: [postRef(post.id)] });
    return post;
  }),
  saveDraft: adminMutationProcedure.input(SaveDraftSchema).mutation(({ ctx, input }) => saveDraft(ctx.db, input)),
  publish: adminMutationProcedure.input(IdSchema).mutation(async ({ ctx, input }) => {
    const post = found(await publishDraft(ctx.db, input.id), "Post");
    await recordAudit(ctx.db, ctx.actor, { action: "post.publish", records: [postRef(post.id)] });
    return post;
  }),
  schedule: adminMutationProcedure.input(ScheduleSchema).mutation(async ({ ctx, input }) => {
    const post = await schedulePublish(ctx.db, input.id, new Date(input.at));
    await recordAudit(ctx.db, ctx.actor, { action: "post.schedule", records: [postRef(post.id)] });
    return post;
  }),
  unpublish: adminMutationProcedure.input(IdSchema).mutation(async ({ ctx, input }) => {
    const post = await unpublish(ctx.db, input.id);
    await recordAudit(ctx.db, ctx.actor, { action: "post.unpublish", records: [postRef(post.id)] });
    return post;
  }),
  /** The draft as the public post page receives it (with the facts in force), for /admin/preview-post/<id>. */
  preview: adminProcedure.input(IdSchema).query(async ({ ctx, input }) => {
    const row = await previewRow(ctx.db, input.id);
    await recordAudit(ctx.db, ctx.actor, { action: "post.preview", records: [postRef(row.id)] });
    return toPostDto(row, ctx.facts.current().facts);
  }),
});
