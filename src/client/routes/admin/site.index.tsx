import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { SiteEditor } from "#client/features/admin/site-editor/site-editor";
import type { RawSearch } from "#client/lib/navigation-search";
import { trpc } from "#client/lib/trpc";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { serviceAreaDetailPath } from "#shared/slugs/service-area-detail";

/**
 * ?part=claims opens that part (the launch checklist's Replace links); the editor ignores a part the
 * document has not. A plain check: the route tree is in every first visit, the facts' schema is not.
 */
const parseSiteSearch = (search: RawSearch): { part?: string } => ({
  part: typeof search.part === "string" && /^[a-zA-Z]{1,40}$/.test(search.part) ? search.part : undefined,
});

export const Route = createFileRoute("/admin/site/")({
  validateSearch: parseSiteSearch,
  head: ({ matches }) => adminHead("Your site", matches),
  component: SiteEditorPage,
});

/** The first city with a detailed /service-areas page, to preview: only those are pages of their own. */
function cityPagePath({ serviceAreas = [], areaDetailPages = [] }: Partial<SiteFacts>): string | undefined {
  const area = serviceAreas.find((candidate) => areaDetailPages.includes(candidate.slug));
  return area && serviceAreaDetailPath(area.city);
}

function SiteEditorPage() {
  const { part } = Route.useSearch();
  // Read afresh on each visit (no cached copy from before a publish or restore); the editor then keeps its own copy while the owner types.
  const state = useQuery({ ...trpc.admin.facts.state.queryOptions(), gcTime: 0 });
  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Your site</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The facts every page shows: your details, prices, areas, FAQs and copy. Changes are kept as a draft as you type;
        nothing reaches the site until you publish. Every publish is kept in the{" "}
        <Link to="/admin/site/history" className="font-semibold text-brand-700 underline">
          history
        </Link>
        .
      </p>
      <div className="mt-6">
        <AdminQueryState query={state} errorTitle="Your site's facts could not be loaded">
          {(data) => (
            <SiteEditor
              state={data}
              initialPart={part}
              cityPreviewPath={cityPagePath(data.published.document as Partial<SiteFacts>)}
            />
          )}
        </AdminQueryState>
      </div>
    </>
  );
}
