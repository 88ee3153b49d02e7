import { seedRows } from "../db/seed";
import { type PostDto, type PostSummaryDto, toPostDto } from "../routers/public/posts";
import type { ServiceDto } from "../routers/public/services";
import type { TestimonialDto } from "../routers/public/testimonials";

interface Snapshot {
  services: ServiceDto[];
  testimonials: (TestimonialDto & { featured: boolean })[];
  posts: PostDto[];
}

const byNewest = (a: Date | null, b: Date | null) => (b?.getTime() ?? -Infinity) - (a?.getTime() ?? -Infinity);

/** What the public procedures answer on a freshly seeded database, from the seed's own rows. */
function snapshot(): Snapshot {
  const rows = seedRows();
  const services = [...rows.services]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ sortOrder: _order, ...service }) => service);
  const testimonials = [...rows.testimonials]
    .sort((a, b) => byNewest(a.publishedAt, b.publishedAt) || a.id.localeCompare(b.id))
    .map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString().slice(0, 10) }));
  const posts = rows.posts
    .filter((row) => row.published)
    .sort((a, b) => byNewest(a.publishedAt, b.publishedAt) || a.id.localeCompare(b.id))
    .map(({ published: _published, ...row }) => toPostDto(row));
  return { services, testimonials, posts };
}

const withoutBody = ({ body: _body, ...summary }: PostDto): PostSummaryDto => summary;
const withoutFeatured = ({ featured: _featured, ...testimonial }: Snapshot["testimonials"][number]): TestimonialDto =>
  testimonial;

/**
 * Prerendering's answer to a tRPC query (path and input, as the page asks for it): the same
 * value the API gives on a seeded database (tests/integration/prerender-content.test.ts checks
 * this), or undefined for anything else, e.g. an unknown slug.
 */
export function contentQueryResolver(): (path: string, input: unknown) => unknown {
  const { services, testimonials, posts } = snapshot();
  const args = (input: unknown) => (input && typeof input === "object" ? (input as Record<string, unknown>) : {});
  return (path, input) => {
    const { slug, limit, featured } = args(input);
    switch (path) {
      case "services.list":
        return services;
      case "services.bySlug":
        return services.find((service) => service.key === slug);
      case "testimonials.list":
        return testimonials.filter((t) => featured !== true || t.featured).map(withoutFeatured);
      case "posts.list":
        return posts.slice(0, typeof limit === "number" ? limit : undefined).map(withoutBody);
      case "posts.bySlug":
        return posts.find((post) => post.slug === slug);
      default:
        return undefined;
    }
  };
}
