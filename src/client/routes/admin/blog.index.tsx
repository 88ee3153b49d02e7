import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { PostList } from "#client/features/admin/blog/post-list";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/blog/")({
  head: ({ matches }) => adminHead("Blog", matches),
  component: BlogDeskPage,
});

function BlogDeskPage() {
  const posts = useQuery(trpc.admin.posts.list.queryOptions());
  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Blog</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Write posts here. Your changes are saved as you type and stay a draft until you publish them, now or at a time
        you choose.
      </p>
      <div className="mt-6">
        <AdminQueryState query={posts} errorTitle="The posts could not be loaded">
          {(data) => <PostList posts={data} />}
        </AdminQueryState>
      </div>
    </>
  );
}
