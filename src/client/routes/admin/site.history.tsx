import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { RevisionHistory } from "#client/features/admin/site-editor/revision-history";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/site/history")({
  head: ({ matches }) => adminHead("Site history", matches),
  component: SiteHistoryPage,
});

function SiteHistoryPage() {
  const revisions = useQuery({ ...trpc.admin.facts.revisions.queryOptions(), gcTime: 0 });
  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Site history</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every published version of your site's facts. Restoring one publishes it again as a new revision, so nothing is
        lost.{" "}
        <Link to="/admin/site" className="font-semibold text-brand-700 underline">
          Back to the editor
        </Link>
      </p>
      <div className="mt-6">
        <AdminQueryState query={revisions} errorTitle="The history could not be loaded">
          {(data) => <RevisionHistory revisions={data} />}
        </AdminQueryState>
      </div>
    </>
  );
}
