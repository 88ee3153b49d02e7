import { z } from "zod";
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

const serviceSelect = {
  key: true,
  name: true,
  description: true,
  priceType: true,
  basePrice: true,
  hourlyRate: true,
  bullets: true,
} as const;

export const ServiceSlugInput = z.object({
  slug: z
    .string()
    .trim()
    .min(1, "slug is required")
    .max(100, "slug must be at most 100 characters")
    .regex(/^[a-z0-9-]+$/, "slug may only contain lowercase letters, digits and hyphens"),
});

export const servicesRouter = router({
  list: cachedQuery.query(({ ctx }): Promise<ServiceDto[]> =>
    ctx.db.service.findMany({ orderBy: { sortOrder: "asc" }, select: serviceSelect }),
  ),
  bySlug: cachedQuery.input(ServiceSlugInput).query(async ({ ctx, input }): Promise<ServiceDto> => {
    const service = await ctx.db.service.findUnique({ where: { key: input.slug }, select: serviceSelect });
    if (!service) throw new DomainError("NOT_FOUND", `No service "${input.slug}"`);
    return service;
  }),
});
