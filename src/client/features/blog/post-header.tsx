import { Breadcrumbs } from "#client/components/page/breadcrumbs";
import { postCrumbs } from "./blog-crumbs";
import { PostMeta } from "./post-meta";
import type { Post } from "./post-types";
import { ShareMenu } from "./share-menu";
import { TagChips } from "./tag-chips";

/** The article's top band: breadcrumb, topics, title (the page's h1), excerpt, byline and share menu. */
export function PostHeader({ post, url }: { post: Post; url: string }) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pb-8 pt-10 md:pt-14">
        <div className="max-w-3xl">
          <Breadcrumbs crumbs={postCrumbs(post)} />
          <TagChips tags={post.tags} className="mt-6" />
          <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-brand-900 md:text-5xl">
            {post.title}
          </h1>
          {post.excerpt ? <p className="mt-5 text-lg text-slate-700 md:text-xl">{post.excerpt}</p> : null}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-5">
            <PostMeta
              authorName={post.authorName}
              publishedAt={post.publishedAt}
              readTimeMinutes={post.readTimeMinutes}
            />
            <ShareMenu url={url} title={post.title} />
          </div>
        </div>
      </div>
    </header>
  );
}
