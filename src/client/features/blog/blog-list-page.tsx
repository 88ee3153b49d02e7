import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Mail } from "lucide-react";
import { useState } from "react";
import { CtaBand } from "#client/components/page/cta-band";
import { CardSkeletons, MessageState, ReloadButton } from "#client/components/page/data-states";
import { PageHero } from "#client/components/page/page-hero";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { useSiteFacts } from "#client/lib/site-facts";
import { trpc } from "#client/lib/trpc";
import { BLOG_CRUMBS } from "./blog-crumbs";
import { BlogFilters } from "./blog-filters";
import { BlogPostList } from "./blog-post-list";
import { BlogWritersCard } from "./blog-writers-card";
import { filterTags, type PostFilter } from "./filter-posts";

const NO_FILTER: PostFilter = { search: "", tag: null };

/** /blog: searchable, topic-filtered list of published posts, and the team members who write them. */
export function BlogListPage() {
  const { business } = useSiteFacts();
  const posts = useQuery(trpc.posts.list.queryOptions());
  const team = useQuery(trpc.facts.team.queryOptions());
  const [filter, setFilter] = useState<PostFilter>(NO_FILTER);

  return (
    <>
      <PageHero
        crumbs={BLOG_CRUMBS}
        eyebrow={`The ${business.name} Blog`}
        title="Cleaning Tips & Insights"
        intro="Practical advice from our cleaning crews for Colorado homes: dry-air dust, mud season, pets, moving out and keeping a clean house on a busy schedule."
        aside={<BlogWritersCard members={team.data?.members ?? []} />}
      />
      <Section className="pt-0 md:pt-0">
        {posts.isPending ? (
          <CardSkeletons count={3} />
        ) : posts.isError ? (
          <MessageState
            tone="error"
            title="Unable to Load Blog Posts"
            message="We're having trouble loading our blog. Please try again later."
            action={<ReloadButton />}
          />
        ) : (
          <div className="grid gap-10">
            {posts.data.length > 0 ? (
              <BlogFilters filter={filter} tags={filterTags(posts.data)} onChange={setFilter} />
            ) : null}
            <BlogPostList posts={posts.data} filter={filter} onClear={() => setFilter(NO_FILTER)} />
          </div>
        )}
      </Section>
      <CtaBand
        title="Want our next cleaning tips?"
        text="Tell us what you'd like us to write about, or ask to hear when new articles go up. A real person on our team reads every message."
        primaryAction={
          <Link to="/contact" className={buttonVariants({ variant: "accent", size: "lg" })}>
            <Mail aria-hidden className="size-5" /> Contact Us for Updates
          </Link>
        }
      />
    </>
  );
}
