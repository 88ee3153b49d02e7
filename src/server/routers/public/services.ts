import { z } from "zod";
import { publishedService } from "#shared/catalog/published-services";
import { isServiceKey, SERVICE_KEYS } from "#shared/catalog/services";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { DomainError } from "#server/errors";
import { cachedQuery, router } from "#server/trpc/init";

export interface ServiceDto {
  key: string;
  name: string;
  description: string;
  priceType: string;
  basePrice: number | null;
  hourlyRate: number | null;
  bullets: string[];
}

// One answer per revision's services: the same objects on every request, so the REST adapter
// serialises them and computes their ETag once (cached-json.ts), as it does for cached content.
const dtosOfRevision = new WeakMap<SiteFacts["services"], readonly ServiceDto[]>();

/** The services of a facts revision, prices in dollars as this API has always answered. */
export function serviceDtos(services: SiteFacts["services"]): readonly ServiceDto[] {
  let dtos = dtosOfRevision.get(services);
  if (!dtos) {
    dtos = SERVICE_KEYS.map((key) => ({ ...publishedService(services, key), bullets: [...services[key].bullets] }));
    dtosOfRevision.set(services, dtos);
  }
  return dtos;
}

/** One service of a facts revision, or undefined for a slug that names none. */
export function serviceDtoBySlug(services: SiteFacts["services"], slug: string): ServiceDto | undefined {
  return isServiceKey(slug) ? serviceDtos(services).find((service) => service.key === slug) : undefined;
}

export const ServiceSlugInput = z.object({
  slug: z
    .string()
    .trim()
    .min(1, "slug is required")
    .max(100, "slug must be at most 100 characters")
    .regex(/^[a-z0-9-]+$/, "slug may only contain lowercase letters, digits and hyphens"),
});

/**
 * Answered from the facts revision in force (ADR 0028), not the services table, and kept in the
 * content cache like other public content: its key names the revision, so a publish is a new key
 * (no clear needed), and a kept answer skips the procedure chain (it had made this route 20 % slower
 * than when it read a cached table).
 */
export const servicesRouter = router({
  list: cachedQuery.query(({ ctx }): readonly ServiceDto[] => serviceDtos(ctx.facts.current().facts.services)),
  bySlug: cachedQuery.input(ServiceSlugInput).query(({ ctx, input }): ServiceDto => {
    const service = serviceDtoBySlug(ctx.facts.current().facts.services, input.slug);
    if (!service) throw new DomainError("NOT_FOUND", `No service "${input.slug}"`);
    return service;
  }),
});
