import { z } from "zod";
import { adminMutationProcedure, adminProcedure } from "#server/admin/admin-procedures";
import {
  discardDraft,
  editorState,
  publishDraft,
  restoreRevision,
  revisionDiff,
  revisionHistory,
  saveDraft,
} from "#server/facts/facts-editor";
import { router } from "#server/trpc/init";

const revision = (field: string) =>
  z.int({ error: `${field} must be a revision number` }).min(1, `${field} must be a revision number`);
const draftVersion = z.iso.datetime({ error: "draftVersion must be the draft's updatedAt time" });

export const SaveDraftInputSchema = z.object({
  document: z.record(z.string(), z.unknown(), { error: "document must be the site's facts as an object" }),
  baseRevision: revision("baseRevision"),
  draftVersion: draftVersion.nullable(),
  overwrite: z.boolean({ error: "overwrite must be true or false" }).default(false),
});

const PublishInputSchema = z.object({
  draftVersion,
  summary: z.string({ error: "summary must be text" }).max(200, "A summary is at most 200 characters").optional(),
  overRevision: revision("overRevision").optional(),
});

/**
 * The owner's site editor (/admin/site, ADR 0039): the shared draft, publishing it, the history
 * and restore. A whole document is larger than /trpc takes, so the browser saves the draft with
 * PUT /api/admin/facts/draft (thin over saveDraft).
 */
export const factsRouter = router({
  state: adminProcedure.query(({ ctx }) => editorState(ctx.db)),
  saveDraft: adminMutationProcedure
    .input(SaveDraftInputSchema)
    .mutation(({ ctx, input }) => saveDraft(ctx.db, { ...input, actor: ctx.actor })),
  discardDraft: adminMutationProcedure.input(z.object({ draftVersion })).mutation(async ({ ctx, input }) => {
    await discardDraft(ctx.db, input.draftVersion, ctx.actor);
    return { discarded: true };
  }),
  publish: adminMutationProcedure
    .input(PublishInputSchema)
    .mutation(({ ctx, input }) => publishDraft(ctx.db, { ...input, actor: ctx.actor })),
  revisions: adminProcedure.query(({ ctx }) => revisionHistory(ctx.db)),
  revision: adminProcedure
    .input(z.object({ revision: revision("revision") }))
    .query(({ ctx, input }) => revisionDiff(ctx.db, input.revision)),
  restore: adminMutationProcedure
    .input(z.object({ revision: revision("revision"), baseRevision: revision("baseRevision") }))
    .mutation(({ ctx, input }) => restoreRevision(ctx.db, { ...input, actor: ctx.actor })),
});
