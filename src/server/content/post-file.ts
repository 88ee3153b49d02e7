import { createHash } from "node:crypto";
import type { PostFields } from "#shared/content/blog/post-draft";
import type { PhotoReference, PostFileEntry } from "#shared/content/blog/post-file";
import type { Actor } from "../audit/actor";
import { postRef, recordAudit } from "../audit/audit-trail";
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import {
  deskSelect,
  type DeskRow,
  editedFields,
  isUniqueViolation,
  json,
  liveFields,
  stateOf,
  writeLivePost,
  writeUnpublished,
} from "./blog-desk";
import { cancelScheduledPublish, queueScheduledPublish } from "./blog-publish-job";
import { bodyPhotoIds, EMPTY_POST_BODY, type PostBodyJson, PostBodyJsonSchema } from "./post-body-html";

/**
 * The blog posts of a content file (`npm run content -- export / publish`, ADR 0026 and 0045): a
 * published post as the site shows it, a draft or scheduled one as the editor shows it. Publishing
 * writes what the owner's Publish, Schedule and Unpublish would, in one transaction.
 */

type Tx = Prisma.TransactionClient;

/** A post as the change lines name it: its slug (what the owner recognises), or its id while it has none. */
const nameOf = (post: Pick<PostFileEntry, "id" | "slug">) => post.slug || `(untitled draft ${post.id})`;

/** What publishing a file's posts changes, by slug (what the owner recognises). */
export interface PostChanges {
  added: string[];
  /** Each changed post's slug and the fields that change. */
  changed: { id: string; slug: string; fields: string[]; replacesDraft: boolean }[];
  /** Published or scheduled posts the file leaves out: they go off the site, kept as drafts. */
  unpublished: { id: string; slug: string }[];
}

const bodyOf = (value: unknown): PostBodyJson | null => {
  const parsed = PostBodyJsonSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * A photo's content hash: SHA-256 (16 hex digits) of its files' own hashes, so the same upload
 * resized the same way has the same hash on every site. Null until it is resized.
 */
async function photoHashes(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string | null>> {
  const uuids = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  const rows = await db.photo.findMany({
    where: { id: { in: uuids } },
    select: { id: true, variants: { select: { hash: true }, orderBy: [{ format: "asc" }, { width: "asc" }] } },
  });
  return new Map(
    rows.map(({ id, variants }) => [
      id,
      variants.length === 0
        ? null
        : createHash("sha256")
            .update(variants.map((variant) => variant.hash).join(","))
            .digest("hex")
            .slice(0, 16),
    ]),
  );
}

function toEntry(row: DeskRow, hashes: Map<string, string | null>): PostFileEntry {
  const state = stateOf(row);
  // A published post is what the site shows (its unpublished edits stay in /admin); otherwise the editor's.
  const { coverPhotoId, ...fields } = state === "published" ? liveFields(row) : editedFields(row);
  const body =
    (state === "published" ? bodyOf(row.bodyJson) : bodyOf(row.draftJson ?? row.bodyJson)) ?? EMPTY_POST_BODY;
  const reference = (id: string): PhotoReference => ({ id, hash: hashes.get(id) ?? null });
  return {
    id: row.id,
    state,
    ...fields,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    coverPhoto: coverPhotoId ? reference(coverPhotoId) : null,
    bodyPhotos: bodyPhotoIds(body).map(reference),
    body,
  };
}

async function readRows(db: Db | Tx): Promise<DeskRow[]> {
  return db.blogPost.findMany({
    select: deskSelect,
    orderBy: [{ publishedAt: { sort: "desc", nulls: "last" } }, { id: "asc" }],
  });
}

async function entriesOf(db: Db | Tx, rows: readonly DeskRow[]): Promise<PostFileEntry[]> {
  const ids = rows.flatMap((row) => [
    row.coverPhotoId ?? "",
    (row.draftFields as { coverPhotoId?: unknown } | null)?.coverPhotoId,
    ...[row.bodyJson, row.draftJson].flatMap((body) => {
      const parsed = bodyOf(body);
      return parsed ? bodyPhotoIds(parsed) : [];
    }),
  ]);
  const hashes = await photoHashes(
    db,
    ids.filter((id): id is string => typeof id === "string" && id !== ""),
  );
  return rows.map((row) => toEntry(row, hashes));
}

/** Every post, newest first, as the content file carries it. */
export async function exportPosts(db: Db): Promise<PostFileEntry[]> {
  return entriesOf(db, await readRows(db));
}

/** JSON with its keys sorted, so two documents compare by content, whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** The fields of `next` that differ from `current` (times by instant; a null publishedAt keeps the date). */
function changedFields(current: PostFileEntry, next: PostFileEntry): string[] {
  const comparable = (entry: PostFileEntry, other: PostFileEntry) => ({
    ...entry,
    publishedAt: time(entry.publishedAt ?? other.publishedAt),
    scheduledAt: time(entry.scheduledAt),
    coverPhoto: entry.coverPhoto?.id ?? null,
    bodyPhotos: entry.bodyPhotos.map((photo) => photo.id),
  });
  const [before, after] = [comparable(current, next), comparable(next, current)];
  return (Object.keys(after) as (keyof typeof after)[]).filter(
    (key) => canonical(before[key]) !== canonical(after[key]),
  );
}

function changesBetween(rows: readonly DeskRow[], current: PostFileEntry[], next: readonly PostFileEntry[]) {
  const byId = new Map(current.map((entry) => [entry.id, entry]));
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const inFile = new Set(next.map((entry) => entry.id));
  const changes: PostChanges = { added: [], changed: [], unpublished: [] };
  for (const entry of next) {
    const before = byId.get(entry.id);
    if (!before) {
      changes.added.push(nameOf(entry));
      continue;
    }
    const fields = changedFields(before, entry);
    if (fields.length > 0)
      changes.changed.push({
        id: entry.id,
        slug: nameOf(entry),
        fields,
        // A published post's edits in the editor are a draft beside it, which the file's version replaces.
        replacesDraft: before.state === "published" && Boolean(rowById.get(entry.id)?.draftUpdatedAt),
      });
  }
  for (const entry of current)
    if (!inFile.has(entry.id) && entry.state !== "draft")
      changes.unpublished.push({ id: entry.id, slug: nameOf(entry) });
  return changes;
}

/** What publishing these posts would change. */
export async function postChanges(db: Db, next: readonly PostFileEntry[]): Promise<PostChanges> {
  const rows = await readRows(db);
  return changesBetween(rows, await entriesOf(db, rows), next);
}

/** The lines `publish` prints for the changes. */
export function postChangeLines({ added, changed, unpublished }: PostChanges): string[] {
  return [
    ...added.map((slug) => `posts: add ${slug}`),
    ...changed.map(
      ({ slug, fields, replacesDraft }) =>
        `posts: change ${slug} (${fields.join(", ")})${replacesDraft ? "; its unpublished edits in /admin are replaced" : ""}`,
    ),
    ...unpublished.map(({ slug }) => `posts: unpublish ${slug} (not in the file; kept as a draft in /admin)`),
  ];
}

/**
 * What this site cannot take from the file, each naming the post: a slug another post's page holds
 * (one the file does not move or unpublish), and photo references it cannot honour.
 */
export async function postProblems(db: Db, posts: readonly PostFileEntry[], now = new Date()): Promise<string[]> {
  return [
    ...(await slugProblems(db, posts)),
    ...(await scheduleProblems(db, posts, now)),
    ...(await photoProblems(db, posts)),
  ];
}

/** A new or moved schedule must be ahead (the editor's rule); one already queued may have just passed. */
async function scheduleProblems(db: Db, posts: readonly PostFileEntry[], now: Date): Promise<string[]> {
  const queued = await db.blogPost.findMany({
    where: { id: { in: posts.map((post) => post.id) }, scheduledAt: { not: null } },
    select: { id: true, scheduledAt: true },
  });
  const queuedAt = new Map(queued.map((row) => [row.id, row.scheduledAt?.getTime()]));
  return posts.flatMap((post, index) => {
    const at = post.state === "scheduled" ? time(post.scheduledAt) : null;
    if (at === null || at > now.getTime() || queuedAt.get(post.id) === at) return [];
    return [`posts[${index}].scheduledAt: ${post.scheduledAt} has passed: choose a time in the future`];
  });
}

async function slugProblems(db: Db, posts: readonly PostFileEntry[]): Promise<string[]> {
  const inFile = new Map(posts.map((post) => [post.id, post]));
  const holders = await db.blogPost.findMany({
    where: { slug: { in: posts.map((post) => post.slug) } },
    select: { id: true, slug: true },
  });
  const holderOf = new Map(holders.map((row) => [row.slug, row.id]));
  return posts.flatMap((post, index) => {
    const holder = holderOf.get(post.slug);
    if (post.state !== "published" || holder === undefined || holder === post.id) return [];
    // The holder's entry publishes it under another slug: the slug is freed in the same transaction.
    const moved = inFile.get(holder);
    if (moved?.state === "published" && moved.slug !== post.slug) return [];
    return [`posts[${index}].slug: another post on this site already uses ${post.slug}`];
  });
}

/**
 * The file's photo references this site cannot honour, each naming the post and the photo: a photo
 * that is not here (a file taken to another site), or one whose file differs from the exported one.
 */
async function photoProblems(db: Db, posts: readonly PostFileEntry[]): Promise<string[]> {
  const wanted = posts.flatMap((post, index) => {
    const given = new Map(post.bodyPhotos.map((photo) => [photo.id, photo.hash]));
    const body = bodyPhotoIds(post.body).map((id) => ({ id, hash: given.get(id) ?? null }));
    return [
      ...(post.coverPhoto ? [{ index, post, field: "coverPhoto", ...post.coverPhoto }] : []),
      ...[...post.bodyPhotos, ...body.filter((photo) => !given.has(photo.id))].map((photo) => ({
        index,
        post,
        field: "bodyPhotos",
        ...photo,
      })),
    ];
  });
  const here = await photoHashes(
    db,
    wanted.map((photo) => photo.id),
  );
  return wanted.flatMap(({ index, post, field, id, hash }) => {
    const where = `posts[${index}].${field}`;
    if (!here.has(id))
      return [
        `${where}: the post "${post.slug}" uses photo ${id}${hash ? ` (content hash ${hash})` : ""}, which is not on this site. Upload it in /admin/photos and choose it in the post again, or take it out of the file.`,
      ];
    const local = here.get(id);
    if (hash && local && local !== hash)
      return [
        `${where}: the post "${post.slug}" uses photo ${id}, but that photo's file on this site differs (content hash ${local}, the file says ${hash}).`,
      ];
    return [];
  });
}

/** Thrown when a post's slug is taken by a post the file does not free it from. */
export class PostSlugTaken extends Error {}

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

function fieldsOf(entry: PostFileEntry): PostFields {
  const { title, slug, excerpt, tags, authorName, coverImageUrl, seoTitle, seoDescription } = entry;
  const coverPhotoId = entry.coverPhoto?.id ?? "";
  return { title, slug, excerpt, tags, authorName, coverImageUrl, coverPhotoId, seoTitle, seoDescription };
}

/** A published entry: written as the editor's Publish writes it (old slug kept as a redirect, photos public). */
async function writeLive(tx: Tx, entry: PostFileEntry, row: DeskRow | undefined, now: Date): Promise<void> {
  await writeLivePost(tx, {
    id: entry.id,
    fields: fieldsOf(entry),
    body: entry.body,
    previous: row,
    now,
    publishedAt: dateOrNull(entry.publishedAt),
  });
}

/** A draft or scheduled entry: the editor's draft, the live post off the site (as Unpublish leaves it). */
async function writeDraft(tx: Tx, entry: PostFileEntry, now: Date): Promise<void> {
  const scheduledAt = entry.state === "scheduled" ? dateOrNull(entry.scheduledAt) : null;
  const draft = {
    published: false,
    scheduledAt,
    draftFields: fieldsOf(entry),
    draftJson: json(entry.body),
    draftUpdatedAt: now,
  };
  await tx.blogPost.upsert({
    where: { id: entry.id },
    create: {
      id: entry.id,
      slug: `unpublished-${entry.id}`,
      // Placeholders until its first publish, as the editor's new post has.
      title: entry.title || "(untitled)",
      authorName: entry.authorName,
      publishedAt: dateOrNull(entry.publishedAt),
      ...draft,
    },
    update: { ...draft, version: { increment: 1 } },
  });
  if (scheduledAt) await queueScheduledPublish(tx, entry.id, scheduledAt);
  else await cancelScheduledPublish(tx, entry.id);
}

/**
 * Makes the posts the file's, in one transaction with its audit entry: new posts added, changed ones
 * written, published or scheduled ones it leaves out unpublished. Unchanged posts are not touched
 * (their drafts in /admin stay). The content_changed trigger tells every instance.
 */
export async function publishPosts(
  db: Db,
  posts: readonly PostFileEntry[],
  actor: Actor,
  now = new Date(),
): Promise<PostChanges> {
  return db.$transaction(async (tx) => {
    const rows = await readRows(tx);
    const changes = changesBetween(rows, await entriesOf(tx, rows), posts);
    const rowById = new Map(rows.map((row) => [row.id, row]));
    const touched = new Set(changes.changed.map((change) => change.id));
    // Posts moving to a new slug leave their old one first, so two posts can swap slugs.
    for (const entry of posts) {
      const row = rowById.get(entry.id);
      if (row && touched.has(entry.id) && entry.state === "published" && row.slug !== entry.slug)
        await tx.blogPost.update({ where: { id: row.id }, data: { slug: `moving-${row.id}` } });
    }
    for (const [index, entry] of posts.entries()) {
      const row = rowById.get(entry.id);
      if (row && !touched.has(entry.id)) continue;
      try {
        if (entry.state === "published") await writeLive(tx, entry, row, now);
        else await writeDraft(tx, entry, now);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new PostSlugTaken(`posts[${index}].slug: another post on this site already uses ${entry.slug}`);
        throw error;
      }
    }
    // A slug a post now lives at redirects nowhere (two posts swapping slugs each left one behind).
    const liveSlugs = posts.filter((entry) => entry.state === "published").map((entry) => entry.slug);
    await tx.blogSlugRedirect.deleteMany({ where: { oldSlug: { in: liveSlugs } } });
    for (const { id } of changes.unpublished) await writeUnpublished(tx, rowById.get(id)!, now);
    await recordAudit(tx, actor, {
      action: "posts.publish",
      records: [
        ...posts.filter((entry) => !rowById.has(entry.id)).map((entry) => postRef(entry.id)),
        ...changes.changed.map(({ id }) => postRef(id)),
        ...changes.unpublished.map(({ id }) => postRef(id)),
      ],
      detail: {
        added: changes.added.length,
        changed: changes.changed.length,
        unpublished: changes.unpublished.length,
      },
    });
    return changes;
  });
}
