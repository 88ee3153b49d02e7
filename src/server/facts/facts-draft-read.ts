import { upgradeFactsDocument } from "#shared/facts/document-upgrades";
import { SiteFactsSchema, type SiteFacts } from "#shared/facts/site-facts-schema";
import type { Db } from "../db/client";
import { fieldErrors } from "../errors";

/** The owner's saved draft of the site's facts (one row): its document may be invalid while they type. */
export interface SavedFactsDraft {
  baseRevision: number;
  document: unknown;
  updatedAt: Date;
}

/** The saved draft, or null when the owner has none. */
export function readFactsDraft(db: Db): Promise<SavedFactsDraft | null> {
  return db.siteFactsDraft.findUnique({
    where: { id: 1 },
    select: { baseRevision: true, document: true, updatedAt: true },
  });
}

/** One problem of a draft: the field's path in the document ("business.phone.display") and what is wrong. */
export interface DraftProblem {
  field: string;
  message: string;
}

/** A draft's document as the site's facts, or its problems, each under its field (the schema's own messages). */
export function draftFacts(
  document: unknown,
): { ok: true; facts: SiteFacts } | { ok: false; problems: DraftProblem[] } {
  // Upgraded like a stored revision: a draft saved before an upgrade of the document still reads.
  const parsed = SiteFactsSchema.safeParse(upgradeFactsDocument(document));
  if (parsed.success) return { ok: true, facts: parsed.data };
  return {
    ok: false,
    problems: Object.entries(fieldErrors(parsed.error)).map(([field, message]) => ({ field, message })),
  };
}
