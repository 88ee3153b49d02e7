import { publishedServiceList } from "#shared/catalog/published-services";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { newestFirst, TESTIMONIALS } from "#shared/content/testimonials";
import { htmlToPostBody } from "../content/html-to-post-body";
import { sanitizeContentHtml } from "../content/sanitize-html";
import type { Db } from "./client";
import type { Prisma } from "./generated/client";

const SEED_LOCK_KEY = 72707370;

export interface SeedResult {
  services: number;
  testimonials: number;
  posts: number;
  summary: string;
}

/** The rows the seed writes, from the shared content (src/shared); prerendering reads the same rows. */
export function seedRows() {
  const services = publishedServiceList(DEFAULT_SITE_FACTS.services).map((service, index) => ({
    key: service.key,
    name: service.name,
    description: service.description,
    priceType: service.priceType,
    basePrice: service.basePrice,
    hourlyRate: service.hourlyRate,
    bullets: [...DEFAULT_SITE_FACTS.services[service.key].bullets],
    sortOrder: index,
  }));
  // In the order pages showed them before the owner could order them: newest first.
  const testimonials = [...TESTIMONIALS].sort(newestFirst).map((t, index) => ({
    id: t.id,
    authorName: t.authorName,
    authorLocation: t.authorLocation,
    rating: t.rating,
    body: t.body,
    publishedAt: new Date(`${t.publishedAt}T00:00:00Z`),
    source: t.source,
    featured: t.featured,
    sortOrder: index,
  }));
  const posts = BLOG_POSTS.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt ?? null,
    body: p.bodyHtml === undefined ? null : sanitizeContentHtml(p.bodyHtml),
    tags: [...(p.tags ?? [])],
    coverImageUrl: p.coverImageUrl ?? null,
    authorName: p.authorName,
    publishedAt: p.publishedAt ? new Date(p.publishedAt) : null,
    published: p.published,
  }));

  return { services, testimonials, posts };
}

/**
 * Posts written before the editor (the samples) hold only HTML; they get the editor's JSON once, so
 * the owner can open and correct them. Their HTML stays as it is (the pages do not change) until the
 * next publish renders it from the JSON; raw SQL, so updated_at (the desk's order) stays too.
 */
async function giveHtmlPostsTheirJson(tx: Prisma.TransactionClient): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string; body: string }[]>`
    SELECT id, body FROM blog_posts WHERE body_json IS NULL AND body IS NOT NULL`;
  for (const { id, body } of rows)
    await tx.$executeRaw`UPDATE blog_posts SET body_json = ${JSON.stringify(htmlToPostBody(body))}::jsonb
      WHERE id = ${id} AND body_json IS NULL`;
}

/**
 * Prisma's defaults (2 s to get a connection, 5 s for the whole batch) made a start fail on a busy
 * machine; a second process starting at once also waits here for the first one's lock.
 */
const SEED_TRANSACTION_LIMITS = { maxWait: 30_000, timeout: 60_000 };

/**
 * Loads the shared content (src/shared) into the tables the API reads, only where a row is
 * missing: a row that exists is never updated (but for a post body's JSON, added beside its HTML), so
 * an edit made in the database survives every restart. The reviews are written once per database (content_seeded): one the owner removed does
 * not come back (ADR 0043). Running it twice, or from two processes, changes nothing the second
 * time and never duplicates. Rows added by other means are left alone.
 */
export async function seed(db: Db): Promise<SeedResult> {
  const { services, testimonials, posts } = seedRows();
  await db.$transaction(async (tx) => {
    // Two processes starting at once take turns instead of racing each other's inserts.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`;
    await tx.service.createMany({ data: services, skipDuplicates: true });
    const firstTime = await tx.contentSeeded.createMany({ data: [{ kind: "testimonials" }], skipDuplicates: true });
    if (firstTime.count > 0) await tx.testimonial.createMany({ data: testimonials, skipDuplicates: true });
    await tx.blogPost.createMany({ data: posts, skipDuplicates: true });
    await giveHtmlPostsTheirJson(tx);
  }, SEED_TRANSACTION_LIMITS);
  return {
    services: services.length,
    testimonials: testimonials.length,
    posts: posts.length,
    summary: `${services.length} services, ${testimonials.length} testimonials, ${posts.length} blog posts`,
  };
}
