import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { PostEditor } from "#client/features/admin/blog/post-editor";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/blog/$id")({
  head: ({ matches }) => adminHead("Edit post", matches),
  component: EditPostPage,
});

function EditPostPage() {
  const { id } = Route.useParams();
  // Read once: the editor owns the text from then on (a refetch must not replace what is typed).
  const post = useQuery({
    ...trpc.admin.posts.get.queryOptions({ id }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return (
    <>
      <Link to="/admin/blog" className="font-semibold text-brand-700 underline">
        All posts
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold text-brand-900">Edit post</h1>
      <div className="mt-6">
        <AdminQueryState query={post} errorTitle="The post could not be loaded">
          {(data) => <PostEditor key={`${data.id}-${data.state}`} post={data} />}
        </AdminQueryState>
      </div>
    </>
  );
}
