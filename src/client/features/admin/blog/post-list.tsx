import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { businessDateTimeLabel } from "#shared/time/business-wall-clock";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { FormProblem } from "../accounts/email-field";
import { problemOf } from "../format";

export interface DeskListItem {
  id: string;
  title: string;
  slug: string;
  state: "draft" | "scheduled" | "published";
  hasDraft: boolean;
  publishedAt: string | null;
  scheduledAt: string | null;
}

const GROUPS = [
  { state: "draft", title: "Drafts", empty: "No drafts." },
  { state: "scheduled", title: "Scheduled", empty: "Nothing scheduled." },
  { state: "published", title: "Published", empty: "Nothing published yet." },
] as const;

function detail(post: DeskListItem): string {
  if (post.state === "scheduled" && post.scheduledAt)
    return `Goes live ${businessDateTimeLabel(new Date(post.scheduledAt))}`;
  if (post.state === "published") return `/blog/${post.slug}${post.hasDraft ? " · has unpublished changes" : ""}`;
  return post.slug ? `/blog/${post.slug}` : "No address yet";
}

/** The owner's posts by where they stand, and "New post". */
export function PostList({ posts }: { posts: readonly DeskListItem[] }) {
  const navigate = useNavigate();
  const create = useMutation(
    trpc.admin.posts.create.mutationOptions({
      onSuccess: (post) => void navigate({ to: "/admin/blog/$id", params: { id: post.id } }),
    }),
  );
  return (
    <div className="grid gap-8">
      <div>
        <Button onClick={() => create.mutate({ title: "" })} disabled={create.isPending}>
          <Plus aria-hidden className="size-4" /> New post
        </Button>
        <FormProblem message={create.error ? problemOf(create.error) : null} className="mt-2" />
      </div>
      {GROUPS.map((group) => {
        const inGroup = posts.filter((post) => post.state === group.state);
        return (
          <section key={group.state} aria-labelledby={`posts-${group.state}`}>
            <h2 id={`posts-${group.state}`} className="text-xl font-bold text-brand-900">
              {group.title} <span className="font-normal text-slate-600">({inGroup.length})</span>
            </h2>
            {inGroup.length === 0 ? (
              <p className="mt-2 text-slate-700">{group.empty}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
                {inGroup.map((post) => (
                  <li key={post.id}>
                    <Link
                      to="/admin/blog/$id"
                      params={{ id: post.id }}
                      className="block px-4 py-3 hover:bg-brand-50 focus-visible:outline-3"
                    >
                      <span className="block font-semibold text-brand-800">{post.title}</span>
                      <span className="block text-sm break-words text-slate-700">{detail(post)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
