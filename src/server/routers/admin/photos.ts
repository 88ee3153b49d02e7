import { z } from "zod";
import { FocusSchema, PhotoDetailsSchema, AltSchema } from "#shared/photos/photo-input";
import { adminMutationProcedure, adminProcedure } from "#server/admin/admin-procedures";
import { photoRef, recordAudit } from "#server/audit/audit-trail";
import { DomainError } from "#server/errors";
import {
  createPhoto,
  deleteUnpublishedPhoto,
  listPhotos,
  setPhotoPublished,
  updatePhotoDetails,
} from "#server/photos/photo-queries";
import { readablePhotoType } from "#server/photos/photo-upload";
import { router } from "#server/trpc/init";

const IdSchema = z.object({ id: z.uuid({ error: "id must be a photo id (UUID)" }) });

/**
 * The owner's photos (/admin/photos). Uploads arrive as raw bytes at POST /api/admin/photos
 * (src/server/rest/photo-routes.ts), which calls `upload` with them; over /trpc it cannot be sent.
 */
export const photosRouter = router({
  list: adminProcedure.query(({ ctx }) => listPhotos(ctx.db)),
  upload: adminMutationProcedure
    .input(PhotoDetailsSchema.extend({ bytes: z.instanceof(Buffer, { error: "photo: send the photo's bytes" }) }))
    .mutation(async ({ ctx, input }) => {
      const type = await readablePhotoType(input.bytes);
      const photo = await createPhoto(ctx.db, { ...input, type, ownerId: ctx.session.owner.id });
      await recordAudit(ctx.db, ctx.actor, {
        action: "photo.upload",
        records: [photoRef(photo.id)],
        detail: { bytes: input.bytes.length, type },
      });
      return { id: photo.id, status: "pending" as const };
    }),
  update: adminMutationProcedure
    .input(IdSchema.extend({ alt: AltSchema.optional() }).merge(FocusSchema.partial()))
    .mutation(async ({ ctx, input: { id, ...details } }) => {
      if (!(await updatePhotoDetails(ctx.db, id, details))) throw new DomainError("NOT_FOUND", "Photo not found");
      return { id };
    }),
  setPublished: adminMutationProcedure
    .input(IdSchema.extend({ published: z.boolean({ error: "published must be true or false" }) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await setPhotoPublished(ctx.db, input.id, input.published)))
        throw new DomainError("NOT_FOUND", "Photo not found");
      await recordAudit(ctx.db, ctx.actor, {
        action: "photo.publish",
        records: [photoRef(input.id)],
        detail: { published: input.published },
      });
      return { id: input.id, published: input.published };
    }),
  /** Refused while the photo is public (the toggle, or a published post's cover or body): a page may show it. */
  delete: adminMutationProcedure.input(IdSchema).mutation(async ({ ctx, input }) => {
    const outcome = await deleteUnpublishedPhoto(ctx.db, input.id);
    if (outcome === "missing") throw new DomainError("NOT_FOUND", "Photo not found");
    if (outcome === "published")
      throw new DomainError(
        "CONFLICT",
        'This photo is on the public site ("Use on the public site" is on, or a published post shows it): take it off first, then delete it',
      );
    await recordAudit(ctx.db, ctx.actor, { action: "photo.delete", records: [photoRef(input.id)] });
    return { id: input.id, deleted: true };
  }),
});
