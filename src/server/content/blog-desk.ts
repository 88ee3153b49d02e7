import { randomUUID } from "node:crypto";
import {
  type PostFields,
  PostFieldsSchema,
  publishProblems,
  type PostState,
  slugFromTitle,
} from "#shared/content/blog/post-draft";
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { DomainError } from "../errors";
import { photoViews, VIEW_SELECT } from "../photos/photo-queries";
import { cancelScheduledPublish, queueScheduledPublish } from "./blog-publish-job";
import { bodyPhotoIds, EMPTY_POST_BODY, postBodyHtml, type PostBodyJson, PostBodyJsonSchema } from "./post-body-html";

type Tx = Prisma.TransactionClient;

export const deskSelect = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  body: true,
  bodyJson: true,
  tags: true,
  coverImageUrl: true,
  coverPhotoId: true,
  authorName: true,
  seoTitle: true,
  seoDescription: true,
  published: true,
  publishedAt: true,
  scheduledAt: true,
  draftJson: true,
  draftFields: true,
  draftUpdatedAt: true,
  version: true,
  updatedAt: true,
} as const;
export type DeskRow = Prisma.BlogPostGetPayload<{ select: typeof deskSelect }>;

/** The post as the editor opens it: the draft where there is one, else the live post. */
export interface DeskPost {
  id: string;
  state: PostState;
  version: number;
  fields: PostFields;
  /** Null for a post written before the editor (its HTML body is kept until a new body is saved). */
  body: PostBodyJson | null;
  /** Whether the live post differs from what the editor shows (unpublished edits). */
  hasDraft: boolean;
  liveSlug: string | null;
  publishedAt: string | null;
  scheduledAt: string | null;
  draftUpdatedAt: string | null;
}

export interface DeskListItem {
  id: string;
  title: string;
  slug: string;
  state: PostState;
  hasDraft: boolean;
  publishedAt: string | null;
  scheduledAt: string | null;
  updatedAt: string;
}

export const stateOf = (row: Pick<DeskRow, "published" | "scheduledAt">): PostState =>
  row.published ? "published" : row.scheduledAt ? "scheduled" : "draft";

export function liveFields(row: DeskRow): PostFields {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt ?? "",
    tags: row.tags,
    authorName: row.authorName,
    coverImageUrl: row.coverImageUrl ?? "",
    coverPhotoId: row.coverPhotoId ?? "",
    seoTitle: row.seoTitle ?? "",
    seoDescription: row.seoDescription ?? "",
  };
}

/** The fields the editor shows: the draft's (checked again: the column outlives schema changes). */
export function editedFields(row: DeskRow): PostFields {
  const draft = row.draftFields === null ? null : PostFieldsSchema.safeParse(row.draftFields);
  return draft?.success ? draft.data : liveFields(row);
}

function editedBody(row: DeskRow): PostBodyJson | null {
  const parsed = PostBodyJsonSchema.safeParse(row.draftJson ?? row.bodyJson);
  return parsed.success ? parsed.data : null;
}

function toDeskPost(row: DeskRow): DeskPost {
  return {
    id: row.id,
    state: stateOf(row),
    version: row.version,
    fields: editedFields(row),
    body: editedBody(row),
    hasDraft: row.draftUpdatedAt !== null,
    liveSlug: row.published ? row.slug : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    draftUpdatedAt: row.draftUpdatedAt?.toISOString() ?? null,
  };
}

async function findRow(db: Db | Tx, id: string): Promise<DeskRow> {
  const row = await db.blogPost.findUnique({ where: { id }, select: deskSelect });
  if (!row) throw new DomainError("NOT_FOUND", "No blog post with that id");
  return row;
}

export async function listDeskPosts(db: Db): Promise<DeskListItem[]> {
  const rows = await db.blogPost.findMany({
    select: deskSelect,
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
  });
  return rows.map((row) => {
    const fields = editedFields(row);
    return {
      id: row.id,
      title: fields.title || "(untitled)",
      slug: fields.slug,
      state: stateOf(row),
      hasDraft: row.draftUpdatedAt !== null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export const getDeskPost = async (db: Db, id: string) => toDeskPost(await findRow(db, id));

/**
 * A new, unpublished post. Its live slug is a placeholder nobody sees (the column is unique and
 * required); the draft carries the slug the owner chooses.
 */
export async function createDeskPost(db: Db, title: string, authorName: string): Promise<DeskPost> {
  const id = randomUUID();
  const fields: PostFields = {
    ...{ title, excerpt: "", tags: [], authorName, coverImageUrl: "", coverPhotoId: "", seoTitle: "" },
    slug: slugFromTitle(title),
    seoDescription: "",
  };
  const row = await db.blogPost.create({
    data: {
      id,
      slug: `unpublished-${id}`,
      title: title || "(untitled)",
      authorName,
      draftFields: fields,
      draftJson: json(EMPTY_POST_BODY),
      draftUpdatedAt: new Date(),
    },
    select: deskSelect,
  });
  return toDeskPost(row);
}

// The body arrived as JSON and was parsed from JSON: it is JSON, whatever its static type says.
export const json = (body: PostBodyJson) => body as unknown as Prisma.InputJsonValue;

export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

const STALE_SAVE =
  "This post was changed in another tab or window since you opened it. Reload to see the latest version.";

/** Saves the editor's state as the post's draft; the live post is untouched. Refused when `version` is stale. */
export async function saveDraft(
  db: Db,
  input: { id: string; version: number; fields: PostFields; body: PostBodyJson },
): Promise<{ version: number; savedAt: string }> {
  const savedAt = new Date();
  const { count } = await db.blogPost.updateMany({
    where: { id: input.id, version: input.version },
    data: {
      draftFields: input.fields,
      draftJson: json(input.body),
      draftUpdatedAt: savedAt,
      version: { increment: 1 },
    },
  });
  if (count === 0) {
    await findRow(db, input.id);
    throw new DomainError("CONFLICT", STALE_SAVE);
  }
  return { version: input.version + 1, savedAt: savedAt.toISOString() };
}

/**
 * The library photos the post shows (cover, then the body's), resized, by id. A cover that is
 * gone (deleted) or not resized yet is refused, naming the field; a body image that is gone is
 * left out by the renderer.
 */
async function postPhotos(db: Db | Tx, fields: PostFields, body: PostBodyJson | null) {
  const ids = [...new Set([fields.coverPhotoId, ...(body ? bodyPhotoIds(body) : [])].filter(Boolean))];
  const photos = await photoViews(db, ids);
  const cover = fields.coverPhotoId ? (photos.get(fields.coverPhotoId) ?? null) : null;
  return { photos, cover };
}

function requireCover(fields: PostFields, cover: unknown): void {
  if (fields.coverPhotoId && !cover) {
    const problem = "The cover photo was deleted or is not ready yet: choose it again, or another one";
    throw new DomainError("BAD_REQUEST", `coverPhotoId: ${problem}`, { fields: { coverPhotoId: problem } });
  }
}

function requirePublishable(fields: PostFields): void {
  const problems = publishProblems(fields);
  const [first] = Object.values(problems);
  if (first) throw new DomainError("BAD_REQUEST", first, { fields: problems });
}

interface LivePost {
  id: string;
  fields: PostFields;
  /** Null for a post written before the editor: it keeps its HTML body. */
  body: PostBodyJson | null;
  /** The post as stored before, if it exists: its slug becomes a redirect when it changes. */
  previous: { slug: string; publishedAt: Date | null } | undefined;
  now: Date;
  /** When the post was first published; the previous date, else now, when not given. */
  publishedAt?: Date | null;
}

/**
 * Writes a post as live (created when new): the body rendered from its JSON with its photos, the
 * old slug kept as a redirect when it changes, the photos it shows made public while it stays
 * published (ADR 0044 addendum), any schedule cancelled. Publish and the content file both write
 * through here, inside their transaction.
 */
export async function writeLivePost(tx: Tx, post: LivePost): Promise<DeskRow> {
  const { id, fields, body, previous, now } = post;
  const { photos, cover } = await postPhotos(tx, fields, body);
  requireCover(fields, cover);
  if (previous?.publishedAt && previous.slug !== fields.slug) {
    await tx.blogSlugRedirect.upsert({
      where: { oldSlug: previous.slug },
      create: { oldSlug: previous.slug, postId: id },
      update: { postId: id },
    });
  }
  // The new slug is this post's again: no redirect may send it elsewhere.
  await tx.blogSlugRedirect.deleteMany({ where: { oldSlug: fields.slug } });
  const live = {
    slug: fields.slug,
    title: fields.title,
    excerpt: fields.excerpt || null,
    tags: fields.tags,
    authorName: fields.authorName,
    coverImageUrl: fields.coverImageUrl || null,
    coverPhotoId: fields.coverPhotoId || null,
    seoTitle: fields.seoTitle || null,
    seoDescription: fields.seoDescription || null,
    ...(body ? { bodyJson: json(body), body: postBodyHtml(body, photos) } : {}),
    published: true,
    publishedAt: post.publishedAt ?? previous?.publishedAt ?? now,
    scheduledAt: null,
    draftFields: Prisma.DbNull,
    draftJson: Prisma.DbNull,
    draftUpdatedAt: null,
  };
  const written = await tx.blogPost.upsert({
    where: { id },
    create: { id, ...live },
    update: { ...live, version: { increment: 1 } },
    select: deskSelect,
  });
  await tx.blogPostPhoto.deleteMany({ where: { postId: id } });
  await tx.blogPostPhoto.createMany({ data: [...photos.keys()].map((photoId) => ({ postId: id, photoId })) });
  await cancelScheduledPublish(tx, id);
  return written;
}

/**
 * Makes the draft the live post, in one transaction: the body rendered from its JSON (the HTML
 * column the public pages read), the old slug kept as a redirect when it changes, any schedule
 * cancelled. `expectedScheduledAt` (the queue's job) publishes only if that schedule still stands.
 */
export async function publishDraft(
  db: Db,
  id: string,
  options: { now?: Date; expectedScheduledAt?: Date } = {},
): Promise<DeskPost | null> {
  const now = options.now ?? new Date();
  try {
    return await db.$transaction(async (tx) => {
      const row = await tx.blogPost.findUnique({ where: { id }, select: deskSelect });
      if (!row) throw new DomainError("NOT_FOUND", "No blog post with that id");
      if (options.expectedScheduledAt && row.scheduledAt?.getTime() !== options.expectedScheduledAt.getTime())
        return null;
      const fields = editedFields(row);
      requirePublishable(fields);
      const updated = await writeLivePost(tx, { id, fields, body: editedBody(row), previous: row, now });
      return toDeskPost(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError("CONFLICT", "Another post already uses this slug: choose another one", {
        fields: { slug: "Another post already uses this slug" },
      });
    throw error;
  }
}

/** Publishes the draft at `at` by a job on the queue (it survives restarts); a later schedule replaces it. */
export async function schedulePublish(db: Db, id: string, at: Date, now = new Date()): Promise<DeskPost> {
  if (at.getTime() <= now.getTime())
    throw new DomainError("BAD_REQUEST", "at must be in the future", { fields: { at: "at must be in the future" } });
  return db.$transaction(async (tx) => {
    const row = await findRow(tx, id);
    if (row.published)
      throw new DomainError("CONFLICT", "This post is already published: its changes go live with Publish now");
    requirePublishable(editedFields(row));
    const updated = await tx.blogPost.update({
      where: { id },
      data: { scheduledAt: at, version: { increment: 1 } },
      select: deskSelect,
    });
    await queueScheduledPublish(tx, id, at);
    return toDeskPost(updated);
  });
}

/** Takes the post off the site (its address answers 404) and cancels any schedule; the text stays as a draft. */
export async function unpublish(db: Db, id: string): Promise<DeskPost> {
  return db.$transaction(async (tx) => toDeskPost(await writeUnpublished(tx, await findRow(tx, id), new Date())));
}

/**
 * Takes a post off the site, keeping what the editor showed as its draft so the owner goes on
 * from there, and cancels a schedule. Unpublish and the content file both write through here.
 */
export async function writeUnpublished(tx: Tx, row: DeskRow, now: Date): Promise<DeskRow> {
  const body = editedBody(row);
  const updated = await tx.blogPost.update({
    where: { id: row.id },
    data: {
      published: false,
      scheduledAt: null,
      draftFields: editedFields(row),
      draftJson: body ? json(body) : Prisma.DbNull,
      draftUpdatedAt: row.draftUpdatedAt ?? now,
      version: { increment: 1 },
    },
    select: deskSelect,
  });
  await cancelScheduledPublish(tx, row.id);
  return updated;
}

/** The draft as the public post procedure answers it, for the preview page (its photos served to the owner). */
export async function previewRow(db: Db, id: string) {
  const row = await findRow(db, id);
  const fields = editedFields(row);
  const body = editedBody(row);
  const { photos } = await postPhotos(db, fields, body);
  const coverPhoto = fields.coverPhotoId
    ? await db.photo.findFirst({ where: { id: fields.coverPhotoId, status: "ready" }, select: VIEW_SELECT })
    : null;
  const html = body ? postBodyHtml(body, photos) : row.body;
  return {
    id: row.id,
    slug: fields.slug,
    title: fields.title || "(untitled)",
    excerpt: fields.excerpt || null,
    body: html,
    tags: fields.tags,
    coverImageUrl: fields.coverImageUrl || null,
    coverPhoto,
    authorName: fields.authorName,
    seoTitle: fields.seoTitle || null,
    seoDescription: fields.seoDescription || null,
    publishedAt: row.publishedAt ?? new Date(),
  };
}
