import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { SiteEditor } from "#client/features/admin/site-editor/site-editor";
import { trpc } from "#client/lib/trpc";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { serviceAreaDetailPath } from "#shared/slugs/service-area-detail";

export const Route = createFileRoute("/admin/site/")({
  head: ({ matches }) => adminHead("Your site", matches),
  component: SiteEditorPage,
});

/** The first city with a detailed /service-areas page, to preview: only those are pages of their own. */
function cityPagePath({ serviceAreas = [], areaDetailPages = [] }: Partial<SiteFacts>): string | undefined {
  const area = serviceAreas.find((candidate) => areaDetailPages.includes(candidate.slug));
  return area && serviceAreaDetailPath(area.city);
}

function SiteEditorPage() {
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
            <SiteEditor state={data} cityPreviewPath={cityPagePath(data.published.document as Partial<SiteFacts>)} />
          )}
        </AdminQueryState>
      </div>
    </>
  );
}
