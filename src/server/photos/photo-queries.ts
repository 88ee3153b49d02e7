import { type PhotoFormat, photoUrl, type PhotoView } from "#shared/photos/photo-sizes";
import type { PhotoType } from "#shared/photos/photo-type";
import type { PhotoDetails } from "#shared/photos/photo-input";
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { queuePhotoResize } from "./photo-job";

/** Stores an upload as pending and queues its resize, in one transaction. */
export async function createPhoto(
  db: Db,
  upload: PhotoDetails & { bytes: Buffer; type: PhotoType; ownerId: string },
): Promise<{ id: string }> {
  return db.$transaction(async (tx) => {
    const photo = await tx.photo.create({
      data: {
        alt: upload.alt,
        focusX: upload.focusX,
        focusY: upload.focusY,
        original: new Uint8Array(upload.bytes),
        originalType: upload.type,
        originalBytes: upload.bytes.length,
        uploadedBy: upload.ownerId,
      },
      select: { id: true },
    });
    await queuePhotoResize(tx, photo.id);
    return photo;
  });
}

/** The columns a PhotoView is made of (toView). */
export const VIEW_SELECT = {
  id: true,
  alt: true,
  width: true,
  height: true,
  focusX: true,
  focusY: true,
  variants: { select: { format: true, width: true, hash: true }, orderBy: { width: "asc" } },
} as const;

type ViewRow = {
  id: string;
  alt: string;
  width: number | null;
  height: number | null;
  focusX: number;
  focusY: number;
  variants: { format: string; width: number; hash: string }[];
};

export function toView(row: ViewRow): PhotoView | null {
  if (row.width === null || row.height === null || row.variants.length === 0) return null;
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    focusX: row.focusX,
    focusY: row.focusY,
    files: row.variants.map(({ format, width, hash }) => ({
      format: format as PhotoFormat,
      width,
      url: photoUrl(row.id, hash, width, format as PhotoFormat),
    })),
  };
}

/**
 * Public: the owner's "Use on the public site" toggle, or a published post shows it (its cover or
 * body, recorded at publish in blog_post_photos). A draft's photos are neither.
 */
const PUBLIC = {
  OR: [{ published: true }, { postUses: { some: { post: { published: true } } } }],
} satisfies Prisma.PhotoWhereInput;

/** Whether anyone may see the photo: resized and public. */
export async function isPhotoPublic(db: Db, id: string): Promise<boolean> {
  return (await db.photo.count({ where: { id, status: "ready", ...PUBLIC } })) === 1;
}

/** A public, resized photo as a public page shows it (ResponsivePhoto); null otherwise. */
export async function publicPhotoView(db: Db, id: string): Promise<PhotoView | null> {
  const row = await db.photo.findFirst({ where: { id, status: "ready", ...PUBLIC }, select: VIEW_SELECT });
  return row && toView(row);
}

/** The resized photos among `ids`, public or not (a post being published or previewed), by id. */
export async function photoViews(db: Db | Prisma.TransactionClient, ids: string[]): Promise<Map<string, PhotoView>> {
  const rows = ids.length
    ? await db.photo.findMany({ where: { id: { in: ids }, status: "ready" }, select: VIEW_SELECT })
    : [];
  return new Map(rows.flatMap((row) => (toView(row) ? [[row.id, toView(row)!] as const] : [])));
}

/** The owner's photo list, newest first, with what each one costs to keep. */
export async function listPhotos(db: Db) {
  const rows = await db.photo.findMany({
    orderBy: { uploadedAt: "desc" },
    take: 200,
    select: {
      ...VIEW_SELECT,
      status: true,
      published: true,
      uploadedAt: true,
      originalBytes: true,
      variantBytes: true,
      _count: { select: { postUses: { where: { post: { published: true } } } } },
    },
  });
  return rows.map(({ variants, _count, ...row }) => ({
    ...row,
    view: toView({ ...row, variants }),
    /** Published posts showing it: public whatever the toggle says. */
    inPublishedPosts: _count.postUses,
  }));
}

export async function updatePhotoDetails(db: Db, id: string, details: Partial<PhotoDetails>): Promise<boolean> {
  return (await db.photo.updateMany({ where: { id }, data: details })).count === 1;
}

export async function setPhotoPublished(db: Db, id: string, published: boolean): Promise<boolean> {
  return (await db.photo.updateMany({ where: { id }, data: { published } })).count === 1;
}

/** Deletes a photo that is not public, and its files; "published" when it is (a page shows it). */
export async function deleteUnpublishedPhoto(db: Db, id: string): Promise<"deleted" | "published" | "missing"> {
  const { count } = await db.photo.deleteMany({ where: { id, NOT: PUBLIC } });
  if (count === 1) return "deleted";
  return (await db.photo.count({ where: { id } })) === 1 ? "published" : "missing";
}

/** One resized file by its URL's parts, with whether its photo is public. */
export async function photoFile(db: Db, key: { photoId: string; hash: string; width: number; format: PhotoFormat }) {
  const variant = await db.photoVariant.findUnique({
    where: { photoId_format_width: { photoId: key.photoId, format: key.format, width: key.width } },
    select: {
      hash: true,
      bytes: true,
      photo: {
        select: {
          published: true,
          postUses: { where: { post: { published: true } }, select: { postId: true }, take: 1 },
        },
      },
    },
  });
  if (!variant || variant.hash !== key.hash) return null;
  return { bytes: Buffer.from(variant.bytes), published: variant.photo.published || variant.photo.postUses.length > 0 };
}
