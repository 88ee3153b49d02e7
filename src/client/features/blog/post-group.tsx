import type { ReactNode } from "react";
import { PostCard } from "./post-card";
import type { PostSummary } from "./post-types";

interface PostGroupProps {
  id: string;
  title: string;
  intro?: ReactNode;
  posts: readonly PostSummary[];
  featured?: boolean;
}

/** A titled grid of post cards ("Featured Articles", "Recent Articles", "Search Results"). */
export function PostGroup({ id, title, intro, posts, featured = false }: PostGroupProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 first:mt-0">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-brand-900 md:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <PostCard post={post} featured={featured} />
          </li>
        ))}
      </ul>
    </section>
  );
}
