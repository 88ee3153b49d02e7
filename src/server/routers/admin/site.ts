import { adminProcedure } from "#server/admin/admin-procedures";
import { readPublishedFacts } from "#server/facts/site-facts-store";
import { router } from "#server/trpc/init";

export interface SiteUpdateStatus {
  /** The newest published revision of the site's facts, and who published it when. */
  published: { revision: number; publishedAt: string; publishedBy: string; summary: string } | null;
  /** What the instance that answered serves: its revision, its pages rendered so far, failures. */
  serving: {
    revision: number;
    rendered: number;
    total: number;
    failures: { revision: number; path: string; message: string; at: string }[];
  } | null;
}

/** Whether the site shows what was last published (ADR 0028), for the owner's pages. */
export const siteRouter = router({
  status: adminProcedure.query(async ({ ctx }): Promise<SiteUpdateStatus> => {
    const published = await readPublishedFacts(ctx.db);
    const serving = ctx.siteStatus();
    return {
      published: published && {
        revision: published.revision,
        publishedAt: published.publishedAt.toISOString(),
        publishedBy: published.publishedBy,
        summary: published.summary,
      },
      serving: serving && {
        ...serving,
        failures: serving.failures.map((failure) => ({ ...failure, at: failure.at.toISOString() })),
      },
    };
  }),
});
