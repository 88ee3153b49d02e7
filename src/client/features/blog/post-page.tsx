import { Link } from "@tanstack/react-router";
import type { TeamMember } from "#shared/content/blog/authors";
import { ArrowLeft } from "lucide-react";
import { POST_PHOTO_SIZES } from "#shared/photos/photo-markup";
import { buttonVariants } from "#client/components/ui/button";
import { absoluteUrl } from "#client/lib/seo";
import { ArticleBody } from "./article-body";
import { postPath } from "./post-format";
import { PostCover } from "./post-cover";
import { PostHeader } from "./post-header";
import { PostSidebar } from "./post-sidebar";
import type { Post } from "./post-types";
import { RelatedPosts } from "./related-posts";

interface PostPageProps {
  post: Post;
  /** The team member the byline names, if any. */
  author: TeamMember | undefined;
  /** Introduces the business on a byline not on the team. */
  mission: string | null;
}

/** /blog/$slug once the post has loaded. */
export function PostPage({ post, author, mission }: PostPageProps) {
  return (
    <>
      <article>
        <PostHeader post={post} url={absoluteUrl(postPath(post.slug))} />
        <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 pt-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            {post.cover || post.coverImageUrl ? (
              <PostCover
                tags={post.tags}
                cover={post.cover}
                coverImageUrl={post.coverImageUrl}
                sizes={POST_PHOTO_SIZES}
                priority
                className="mb-8 aspect-video rounded-2xl"
              />
            ) : null}
            {post.body ? <ArticleBody html={post.body} /> : null}
            <div className="mt-12 border-t border-slate-200 pt-6">
              <Link to="/blog" className={buttonVariants({ variant: "ghost" })}>
                <ArrowLeft aria-hidden className="size-5" /> Back to Blog
              </Link>
            </div>
          </div>
          <PostSidebar author={author} mission={mission} />
        </div>
      </article>
      <RelatedPosts currentSlug={post.slug} />
    </>
  );
}
