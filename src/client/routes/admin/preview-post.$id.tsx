import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { teamMemberByName } from "#shared/content/blog/authors";
import { PostPage } from "#client/features/blog/post-page";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/preview-post/$id")({
  head: ({ matches }) => adminHead("Preview", matches),
  component: PreviewPostPage,
});

/** The draft on the public post page's own component; only the owner can open it (admin.* answers). */
function PreviewPostPage() {
  const { id } = Route.useParams();
  const post = useQuery(trpc.admin.posts.preview.queryOptions({ id }));
  const team = useQuery(trpc.facts.team.queryOptions());
  return (
    <AdminQueryState query={post} errorTitle="The preview could not be loaded">
      {(data) => (
        <>
          <p role="note" className="rounded-lg bg-amber-100 px-4 py-2 font-semibold text-amber-900">
            Preview of your draft: visitors do not see this until you publish.
          </p>
          <PostPage post={data} author={teamMemberByName(team.data?.members ?? [], data.authorName)} mission={null} />
        </>
      )}
    </AdminQueryState>
  );
}
