import { Link } from "@tanstack/react-router";
import { ArrowRight, Star } from "lucide-react";
import { Card } from "#client/components/ui/card";
import { cn } from "#client/lib/cn";
import { PostCover } from "./post-cover";
import { PostMeta } from "./post-meta";
import type { PostSummary } from "./post-types";
import { TagChips } from "./tag-chips";

/** A card is a column of the list's grid (up to three in 72 rem), or the screen's width on a phone. */
const CARD_SIZES = "(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw";

/** Featured cards show two tag chips. */
const FEATURED_TAG_CHIPS = 2;

interface PostCardProps {
  post: PostSummary;
  featured?: boolean;
  /** Heading level inside the page outline. */
  headingLevel?: "h3" | "h4";
}

/** A post teaser; the whole card is one link (the title's, stretched over the card). */
export function PostCard({ post, featured = false, headingLevel = "h3" }: PostCardProps) {
  const Heading = headingLevel;
  return (
    <Card
      padding="none"
      className="group relative flex flex-col overflow-hidden transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="relative">
        <PostCover
          tags={post.tags}
          cover={post.cover}
          coverImageUrl={post.coverImageUrl}
          sizes={CARD_SIZES}
          className={featured ? "h-44" : "h-32"}
        />
        {featured ? (
          <span className="absolute left-4 top-4 inline-flex items-center gap-1 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-brand-900 shadow">
            <Star aria-hidden className="size-3.5 fill-current" /> Featured
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <TagChips tags={post.tags} max={featured ? FEATURED_TAG_CHIPS : undefined} />
        <Heading className={cn("mt-3 font-bold text-brand-900", featured ? "text-xl" : "text-lg")}>
          <Link
            to="/blog/$slug"
            params={{ slug: post.slug }}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-500"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-3 line-clamp-3 text-slate-700">{post.excerpt}</p> : null}
        <PostMeta
          authorName={post.authorName}
          publishedAt={post.publishedAt}
          readTimeMinutes={post.readTimeMinutes}
          className="mt-auto pt-5"
        />
        <span aria-hidden className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          Read article <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </Card>
  );
}
