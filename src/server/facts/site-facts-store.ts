import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { upgradeFactsDocument } from "#shared/facts/document-upgrades";
import { SiteFactsSchema, type SiteFacts } from "#shared/facts/site-facts-schema";
import type { Actor } from "../audit/actor";
import { recordAudit } from "../audit/audit-trail";
import type { Db } from "../db/client";
import { DomainError, fieldErrors } from "../errors";

/** Every publish NOTIFYs this channel with the new revision number, so instances can refresh (ADR 0026). */
export const SITE_FACTS_CHANNEL = "site_facts";

export interface PublishedFacts {
  revision: number;
  facts: SiteFacts;
  publishedAt: Date;
  publishedBy: string;
  summary: string;
}

/**
 * A stored document with every part of the facts the code has since grown (a new top-level part,
 * like priceRanges) filled in from the shipped defaults: revisions published before the part
 * existed still read, and the owner's next publish stores it. New facts are therefore added as
 * new top-level parts (ADR 0028).
 */
export function withShippedParts(document: unknown): unknown {
  if (typeof document !== "object" || document === null || Array.isArray(document)) return document;
  return upgradeFactsDocument({ ...DEFAULT_SITE_FACTS, ...document });
}

/** The revision in force (the highest), or null before the first one is written. */
export async function readPublishedFacts(db: Db): Promise<PublishedFacts | null> {
  const row = await db.siteFactsRevision.findFirst({ orderBy: { revision: "desc" } });
  if (!row) return null;
  return {
    revision: row.revision,
    // Parsed again on the way out: a document edited by hand in the database is refused here, not on a page.
    facts: SiteFactsSchema.parse(withShippedParts(upgradeFactsDocument(row.document))),
    publishedAt: row.publishedAt,
    publishedBy: row.publishedBy,
    summary: row.summary,
  };
}

/**
 * Writes today's constants as revision 1 when no revision exists; never touches a published one.
 * Concurrent callers (two instances starting together) write exactly one: the others hit the
 * unique revision and do nothing. True when this call wrote it.
 */
export async function writeFirstRevisionIfEmpty(db: Db): Promise<boolean> {
  const document = JSON.stringify(SiteFactsSchema.parse(DEFAULT_SITE_FACTS));
  const written = await db.$executeRaw`
    INSERT INTO "site_facts_revisions" ("revision", "document", "published_by", "summary")
    SELECT 1, ${document}::jsonb, 'system', 'The facts as the code shipped them'
    WHERE NOT EXISTS (SELECT 1 FROM "site_facts_revisions")
    ON CONFLICT ("revision") DO NOTHING`;
  return written === 1;
}

export interface PublishRequest {
  /** The new document, as received (validated here). */
  document: unknown;
  /** The revision the change was made from: refused when another was published since. */
  baseRevision: number;
  summary: string;
  actor: Actor;
  /** What the audit trail calls it: a publish, or a restore of an older revision (the owner's editor). */
  action?: "facts.publish" | "facts.restore";
}

/** Refused input, with each problem under its field path (e.g. "sizeTiers.2.price"). */
export function parseSiteFacts(document: unknown): SiteFacts {
  const parsed = SiteFactsSchema.safeParse(document);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error);
  throw new DomainError("BAD_REQUEST", "The site's facts have problems; each is listed under its field", { fields });
}

/**
 * Publishes a new revision (base + 1) in one transaction with its audit entry and a NOTIFY on
 * SITE_FACTS_CHANNEL (delivered only if it commits). A stale base is a 409: someone published meanwhile.
 */
export async function publishFacts(db: Db, request: PublishRequest): Promise<{ revision: number }> {
  const facts = parseSiteFacts(request.document);
  const revision = request.baseRevision + 1;
  const publishedBy = request.actor.ownerAccountId ?? request.actor.label;
  return db.$transaction(async (tx) => {
    // Inserted only when the base is still the newest; a concurrent publisher from the same base
    // waits on the unique revision and then inserts nothing.
    const inserted = await tx.$executeRaw`
      INSERT INTO "site_facts_revisions" ("revision", "document", "published_by", "summary")
      SELECT ${revision}, ${JSON.stringify(facts)}::jsonb, ${publishedBy}, ${request.summary}
      WHERE (SELECT max("revision") FROM "site_facts_revisions") = ${request.baseRevision}
      ON CONFLICT ("revision") DO NOTHING`;
    if (inserted !== 1) {
      const current = await tx.siteFactsRevision.aggregate({ _max: { revision: true } });
      throw new DomainError(
        "CONFLICT",
        `The site's facts changed meanwhile: revision ${current._max.revision ?? "none"} is now published, not ${request.baseRevision}. Start again from the published facts.`,
        { details: { reason: "changed_meanwhile", currentRevision: current._max.revision } },
      );
    }
    await recordAudit(tx, request.actor, {
      action: request.action ?? "facts.publish",
      records: [{ kind: "site_facts_revision", id: String(revision) }],
      detail: { revision },
    });
    await tx.$executeRaw`SELECT pg_notify(${SITE_FACTS_CHANNEL}, ${String(revision)})`;
    return { revision };
  });
}

export interface RevisionSummary {
  revision: number;
  publishedAt: Date;
  publishedBy: string;
  summary: string;
}

/** Every published revision, newest first, without the documents. */
export async function listRevisions(db: Db): Promise<RevisionSummary[]> {
  return db.siteFactsRevision.findMany({
    orderBy: { revision: "desc" },
    select: { revision: true, publishedAt: true, publishedBy: true, summary: true },
  });
}
