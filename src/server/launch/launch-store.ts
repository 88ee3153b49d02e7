import { BLOG_POSTS } from "#shared/content/blog/posts";
import { TESTIMONIALS } from "#shared/content/testimonials";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { placeholderFacts, type PlaceholderItem } from "#shared/facts/placeholder-facts";
import type { Actor } from "../audit/actor";
import { recordAudit } from "../audit/audit-trail";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { readPublishedFacts, writeFirstRevisionIfEmpty } from "../facts/site-facts-store";

export type SamplesDecision = "kept" | "hidden";

/** Where the site is on its way to launch: what the checklist shows. */
export interface LaunchStatus {
  launched: { at: Date; by: string } | null;
  /** Placeholder facts neither replaced nor confirmed. */
  placeholders: PlaceholderItem[];
  /** Items on a fresh install's checklist (its placeholders and the samples decision), for "7 of 12 left". */
  shippedItems: number;
  samples: {
    decision: SamplesDecision | null;
    decidedBy: string | null;
    decidedAt: Date | null;
    reviews: number;
    posts: number;
  };
}

const SHIPPED_ITEMS = placeholderFacts(DEFAULT_SITE_FACTS).length + 1;
const SAMPLE_REVIEW_IDS = TESTIMONIALS.map((review) => review.id);
const SAMPLE_POST_IDS = BLOG_POSTS.map((post) => post.id);
const SHIPPED_PUBLISHED_POST_IDS = BLOG_POSTS.filter((post) => post.published).map((post) => post.id);

/** The one launch row; the migration writes it, so it is only missing in a database restored from before. */
async function launchRow(db: Db) {
  return db.siteLaunch.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
}

/** Whether the owner has launched the site (pages indexable, the normal robots.txt). */
export async function isLaunched(db: Db): Promise<boolean> {
  const row = await db.siteLaunch.findUnique({ where: { id: 1 }, select: { launchedAt: true } });
  return Boolean(row?.launchedAt);
}

async function publishedFacts(db: Db) {
  await writeFirstRevisionIfEmpty(db);
  const published = await readPublishedFacts(db);
  if (!published) throw new Error("No published facts were found.");
  return published.facts;
}

export async function readLaunchStatus(db: Db): Promise<LaunchStatus> {
  const [row, facts, confirmations, reviews, posts] = await Promise.all([
    launchRow(db),
    publishedFacts(db),
    db.launchConfirmation.findMany(),
    db.testimonial.count({ where: { id: { in: SAMPLE_REVIEW_IDS }, hidden: false } }),
    db.blogPost.count({ where: { id: { in: SAMPLE_POST_IDS }, published: true } }),
  ]);
  const confirmed = new Map(confirmations.map((confirmation) => [confirmation.path, confirmation.value]));
  return {
    launched: row.launchedAt && row.launchedBy ? { at: row.launchedAt, by: row.launchedBy } : null,
    placeholders: placeholderFacts(facts, confirmed),
    shippedItems: SHIPPED_ITEMS,
    samples: {
      decision: row.samples === "kept" || row.samples === "hidden" ? row.samples : null,
      decidedBy: row.samplesDecidedBy,
      decidedAt: row.samplesDecidedAt,
      reviews,
      posts,
    },
  };
}

/**
 * "This is real, keep it": records the value in force at `path`, so the item comes back if the
 * value changes. Refused when the path is not a placeholder now (replaced already, or unknown).
 */
export async function confirmPlaceholder(db: Db, actor: Actor, path: string): Promise<void> {
  const item = placeholderFacts(await publishedFacts(db)).find((candidate) => candidate.path === path);
  if (!item) throw new DomainError("NOT_FOUND", "That fact is not on the launch checklist (it may have been replaced)");
  await db.$transaction(async (tx) => {
    const data = { value: item.valueJson, confirmedBy: actor.label, confirmedAt: new Date() };
    await tx.launchConfirmation.upsert({ where: { path }, create: { path, ...data }, update: data });
    await recordAudit(tx, actor, { action: "launch.confirm", detail: { path } });
  });
}

/** Hides every sample review and post ("hidden"), or shows them as shipped ("kept"). */
export async function decideSamples(db: Db, actor: Actor, decision: SamplesDecision): Promise<void> {
  const hide = decision === "hidden";
  await db.$transaction(async (tx) => {
    const reviews = await tx.testimonial.updateMany({
      where: { id: { in: SAMPLE_REVIEW_IDS } },
      data: { hidden: hide },
    });
    const posts = await tx.blogPost.updateMany({
      where: { id: { in: SHIPPED_PUBLISHED_POST_IDS } },
      data: { published: !hide },
    });
    await tx.siteLaunch.upsert({
      where: { id: 1 },
      create: { id: 1, samples: decision, samplesDecidedBy: actor.label, samplesDecidedAt: new Date() },
      update: { samples: decision, samplesDecidedBy: actor.label, samplesDecidedAt: new Date() },
    });
    await recordAudit(tx, actor, {
      action: hide ? "launch.samples.hide" : "launch.samples.keep",
      detail: { reviews: reviews.count, posts: posts.count },
    });
  });
}

/**
 * Marks the site launched. With items left, only when `anyway` says the owner was told; launching
 * twice keeps the first launch's time and name.
 */
export async function launchSite(db: Db, actor: Actor, { anyway = false } = {}): Promise<LaunchStatus> {
  const status = await readLaunchStatus(db);
  if (status.launched) return status;
  const left = status.placeholders.length + (status.samples.decision === null ? 1 : 0);
  if (left > 0 && !anyway)
    throw new DomainError(
      "CONFLICT",
      `${left} item(s) on the launch checklist are not done yet: launch anyway to go ahead`,
    );
  await db.$transaction(async (tx) => {
    await tx.siteLaunch.upsert({
      where: { id: 1 },
      create: { id: 1, launchedAt: new Date(), launchedBy: actor.label },
      update: { launchedAt: new Date(), launchedBy: actor.label },
    });
    await recordAudit(tx, actor, { action: "launch.launch", detail: { itemsLeft: left } });
  });
  return readLaunchStatus(db);
}
