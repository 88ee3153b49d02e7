/**
 * The owner's facts editor on the server (ADR 0039): one shared draft kept in site_facts_draft
 * (typed work survives a closed tab, even when it does not validate yet), published as a new
 * revision, and the history with readable diffs and restore. Two conflicts are refused, never
 * overwritten silently: a draft saved meanwhile by another tab (its updatedAt is the version) and a
 * revision published since the draft's base (publishFacts' 409).
 */
import { type ReadableChange, readableChanges, summaryOf } from "#shared/facts/fact-fields";
import { diffFacts } from "#shared/facts/facts-diff";
import { SiteFactsSchema } from "#shared/facts/site-facts-schema";
import type { Actor } from "../audit/actor";
import { recordAudit } from "../audit/audit-trail";
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { DomainError, fieldErrors } from "../errors";
import {
  listRevisions,
  publishFacts,
  readPublishedFacts,
  withShippedParts,
  writeFirstRevisionIfEmpty,
} from "./site-facts-store";

/** Saves by the same owner within this long of their last audited save add no audit entry (no row per keystroke). */
const DRAFT_AUDIT_QUIET_MS = 30 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who an actor is in the stored rows: the owner account's id, else its label (as publishFacts stores it). */
const storedBy = (actor: Actor) => actor.ownerAccountId ?? actor.label;

/** Stored "who" values (account ids, "system", "cli:ann") -> what the owner reads: the account's name and email. */
async function whoNames(db: Db, stored: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(stored.filter((value) => UUID.test(value)))];
  const owners = ids.length ? await db.ownerAccount.findMany({ where: { id: { in: ids } } }) : [];
  const names = new Map(owners.map((owner) => [owner.id, `${owner.name} (${owner.email})`]));
  for (const value of stored) if (!names.has(value)) names.set(value, UUID.test(value) ? "A removed owner" : value);
  return names;
}

/** Problems of a document under their field paths ("sizeTiers.2.price"); empty when it can be published. */
export function draftProblems(document: unknown): Record<string, string> {
  const parsed = SiteFactsSchema.safeParse(document);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

export interface EditorState {
  published: { revision: number; publishedAt: string; publishedBy: string; summary: string; document: unknown };
  draft: {
    baseRevision: number;
    document: unknown;
    /** The draft's version: a save or publish names the one it started from. */
    updatedAt: string;
    updatedBy: string;
    problems: Record<string, string>;
  } | null;
}

async function published(db: Db) {
  await writeFirstRevisionIfEmpty(db);
  const current = await readPublishedFacts(db);
  if (!current) throw new Error("No published facts were found");
  return current;
}

/** What the editor opens with: the revision in force and the shared draft, if any. */
export async function editorState(db: Db): Promise<EditorState> {
  const current = await published(db);
  const draft = await db.siteFactsDraft.findUnique({ where: { id: 1 } });
  const names = await whoNames(db, [current.publishedBy, ...(draft ? [draft.updatedBy] : [])]);
  return {
    published: {
      revision: current.revision,
      publishedAt: current.publishedAt.toISOString(),
      publishedBy: names.get(current.publishedBy) ?? current.publishedBy,
      summary: current.summary,
      document: current.facts,
    },
    draft: draft && {
      baseRevision: draft.baseRevision,
      document: draft.document,
      updatedAt: draft.updatedAt.toISOString(),
      updatedBy: names.get(draft.updatedBy) ?? draft.updatedBy,
      problems: draftProblems(draft.document),
    },
  };
}

async function draftChanged(db: Db, row: { updatedAt: Date; updatedBy: string }): Promise<DomainError> {
  const who = (await whoNames(db, [row.updatedBy])).get(row.updatedBy) ?? row.updatedBy;
  return new DomainError(
    "CONFLICT",
    `The draft was changed in another tab or by ${who} at ${row.updatedAt.toISOString()}. Load their version, or keep yours and overwrite it.`,
    { details: { reason: "draft_changed", updatedAt: row.updatedAt.toISOString(), updatedBy: who } },
  );
}

export interface SaveDraftRequest {
  document: Record<string, unknown>;
  baseRevision: number;
  /** The draft's updatedAt this tab last saw; null when it started from no draft. */
  draftVersion: string | null;
  /** Save over a draft another tab saved meanwhile (the owner chose "keep mine"). */
  overwrite: boolean;
  actor: Actor;
}

/**
 * Stores the draft as typed, valid or not (its problems are returned, not refused), unless
 * another tab saved the draft since `draftVersion` (409 draft_changed). Audited when a draft
 * starts, changes hands, or after a quiet spell.
 */
export async function saveDraft(
  db: Db,
  request: SaveDraftRequest,
): Promise<{ updatedAt: string; problems: Record<string, string> }> {
  const revisionExists = await db.siteFactsRevision.findUnique({ where: { revision: request.baseRevision } });
  if (!revisionExists)
    throw new DomainError("BAD_REQUEST", "baseRevision is not a published revision", {
      fields: { baseRevision: "baseRevision is not a published revision" },
    });
  const by = storedBy(request.actor);
  const saved = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ updated_at: Date; updated_by: string }[]>`
      SELECT "updated_at", "updated_by" FROM "site_facts_draft" WHERE "id" = 1 FOR UPDATE`;
    const previous = rows[0] && { updatedAt: rows[0].updated_at, updatedBy: rows[0].updated_by };
    const stale = previous ? previous.updatedAt.toISOString() !== request.draftVersion : request.draftVersion !== null;
    if (stale && !request.overwrite && previous) throw await draftChanged(db, previous);
    const row = await tx.siteFactsDraft.upsert({
      where: { id: 1 },
      create: {
        id: 1,
        baseRevision: request.baseRevision,
        document: request.document as Prisma.InputJsonObject,
        updatedBy: by,
      },
      update: {
        baseRevision: request.baseRevision,
        document: request.document as Prisma.InputJsonObject,
        updatedBy: by,
        updatedAt: new Date(),
      },
    });
    const quiet =
      previous &&
      previous.updatedBy === by &&
      row.updatedAt.getTime() - previous.updatedAt.getTime() < DRAFT_AUDIT_QUIET_MS;
    if (!quiet || request.overwrite)
      await recordAudit(tx, request.actor, {
        action: "facts.draft.save",
        records: [],
        detail: { baseRevision: request.baseRevision, overwrote: Boolean(request.overwrite && stale) },
      });
    return row;
  });
  return { updatedAt: saved.updatedAt.toISOString(), problems: draftProblems(request.document) };
}

/** Throws away the shared draft, if it is still the one this tab saw. */
export async function discardDraft(db: Db, draftVersion: string, actor: Actor): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.siteFactsDraft.findUnique({ where: { id: 1 } });
    if (!row) return;
    if (row.updatedAt.toISOString() !== draftVersion) throw await draftChanged(db, row);
    await tx.siteFactsDraft.delete({ where: { id: 1 } });
    await recordAudit(tx, actor, {
      action: "facts.draft.discard",
      records: [],
      detail: { baseRevision: row.baseRevision },
    });
  });
}

export interface PublishDraftRequest {
  /** The draft's updatedAt this tab saw: another tab's newer draft is not published unseen. */
  draftVersion: string;
  summary?: string;
  /** Publish over this revision instead of the draft's base (the owner saw it and chose to overwrite it). */
  overRevision?: number;
  actor: Actor;
}

/** Publishes the shared draft as a new revision and clears it; the summary defaults to the changed fields. */
export async function publishDraft(db: Db, request: PublishDraftRequest): Promise<{ revision: number }> {
  const draft = await db.siteFactsDraft.findUnique({ where: { id: 1 } });
  if (!draft) throw new DomainError("NOT_FOUND", "There is no draft to publish");
  if (draft.updatedAt.toISOString() !== request.draftVersion) throw await draftChanged(db, draft);
  const baseRevision = request.overRevision ?? draft.baseRevision;
  const base = await db.siteFactsRevision.findUnique({ where: { revision: baseRevision } });
  const summary =
    request.summary?.trim() ||
    summaryOf(readableChanges(diffFacts(base?.document, draft.document), base?.document, draft.document));
  const result = await publishFacts(db, { document: draft.document, baseRevision, summary, actor: request.actor });
  // Only the draft that was published: one saved meanwhile by another tab stays.
  await db.siteFactsDraft.deleteMany({ where: { id: 1, updatedAt: draft.updatedAt } });
  return result;
}

export interface RevisionListItem {
  revision: number;
  publishedAt: string;
  publishedBy: string;
  summary: string;
  changedFields: number;
}

/** Published revisions, newest first, with who published each (by name) and how many fields it changed. */
export async function revisionHistory(db: Db, limit = 100): Promise<RevisionListItem[]> {
  const revisions = (await listRevisions(db)).slice(0, limit);
  const oldest = revisions.at(-1)?.revision ?? 0;
  const documents = await db.siteFactsRevision.findMany({
    where: { revision: { gte: oldest - 1 } },
    select: { revision: true, document: true },
  });
  const byRevision = new Map(documents.map((row) => [row.revision, row.document]));
  const names = await whoNames(
    db,
    revisions.map((row) => row.publishedBy),
  );
  return revisions.map((row) => ({
    revision: row.revision,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: names.get(row.publishedBy) ?? row.publishedBy,
    summary: row.summary,
    changedFields: byRevision.has(row.revision - 1)
      ? diffFacts(byRevision.get(row.revision - 1), byRevision.get(row.revision)).length
      : 0,
  }));
}

/** What revision N changed against N - 1, in the owner's words (money in dollars). */
export async function revisionDiff(db: Db, revision: number): Promise<{ revision: number; changes: ReadableChange[] }> {
  const rows = await db.siteFactsRevision.findMany({
    where: { revision: { in: [revision - 1, revision] } },
    select: { revision: true, document: true },
  });
  const after = rows.find((row) => row.revision === revision)?.document;
  if (after === undefined) throw new DomainError("NOT_FOUND", `Revision ${revision} not found`);
  const before = rows.find((row) => row.revision === revision - 1)?.document;
  if (before === undefined) return { revision, changes: [] };
  return { revision, changes: readableChanges(diffFacts(before, after), before, after) };
}

/** Publishes revision N's document again as a new revision (audited as facts.restore). */
export async function restoreRevision(
  db: Db,
  request: { revision: number; baseRevision: number; actor: Actor },
): Promise<{ revision: number }> {
  const row = await db.siteFactsRevision.findUnique({ where: { revision: request.revision } });
  if (!row) throw new DomainError("NOT_FOUND", `Revision ${request.revision} not found`);
  return publishFacts(db, {
    // A revision from before a part existed gets today's shipped part, as reading it would.
    document: withShippedParts(row.document),
    baseRevision: request.baseRevision,
    summary: `Restored revision ${request.revision}`,
    actor: request.actor,
    action: "facts.restore",
  });
}
