import { describe, expect, it } from "vitest";
import { teamMemberByName } from "#shared/content/blog/authors";
import { SAMPLE_TEAM } from "#shared/content/blog/sample-team";
import { BLOG_POSTS, postBySlug, publishedPosts } from "#shared/content/blog/posts";
import {
  plainText,
  readTimeMinutes,
  seoDescription,
  SEO_DESCRIPTION_MAX_CHARS,
  wordCount,
} from "#shared/content/blog/reading";
import { BLOG_TAGS } from "#shared/content/blog/tags";
import { isSitePath } from "#shared/site/public-pages";
import { hrefsIn } from "#shared/site/routes";
import { SHIPPED_CORE_FACTS, SHIPPED_FACTS } from "../support/site-facts";

const words = (n: number): string => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("blog posts", () => {
  const published = publishedPosts();

  it("has at least 8 published posts and exactly one draft", () => {
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(BLOG_POSTS.filter((post) => !post.published)).toHaveLength(1);
  });

  it("gives every published post a 600-1000 word body", () => {
    for (const post of published) {
      const count = wordCount(post.bodyHtml ?? "");
      expect(count, post.slug).toBeGreaterThanOrEqual(600);
      expect(count, post.slug).toBeLessThanOrEqual(1000);
    }
  });

  it("uses unique kebab-case slugs and unique ids", () => {
    const slugs = BLOG_POSTS.map((post) => post.slug);
    const ids = BLOG_POSTS.map((post) => post.id);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("keeps every excerpt within the meta description length", () => {
    for (const post of BLOG_POSTS) {
      expect(post.excerpt, post.slug).toBeDefined();
      expect(post.excerpt?.length ?? 0, post.slug).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX_CHARS);
    }
  });

  it("tags each post with 2-4 tags from the vocabulary, more than 6 distinct overall", () => {
    const vocabulary: readonly string[] = BLOG_TAGS;
    for (const post of BLOG_POSTS) {
      expect(post.tags?.length ?? 0, post.slug).toBeGreaterThanOrEqual(2);
      expect(post.tags?.length ?? 0, post.slug).toBeLessThanOrEqual(4);
      for (const tag of post.tags ?? []) expect(vocabulary, post.slug).toContain(tag);
    }
    const distinct = new Set(published.flatMap((post) => post.tags ?? []));
    expect(distinct.size).toBeGreaterThan(6);
  });

  it("links only to site-relative pages that exist", () => {
    for (const post of BLOG_POSTS) {
      const links = hrefsIn(post.bodyHtml ?? "");
      expect(links.length, post.slug).toBeGreaterThan(0);
      for (const href of links) {
        expect(href, post.slug).toMatch(/^\/(?!\/)/);
        expect(isSitePath(href, SHIPPED_CORE_FACTS), `${post.slug} -> ${href}`).toBe(true);
      }
    }
  });

  it("contains no scripts, event handlers, inline styles, images or unfilled values", () => {
    for (const post of BLOG_POSTS) {
      const html = post.bodyHtml ?? "";
      expect(html, post.slug).not.toMatch(/<script/i);
      expect(html, post.slug).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
      expect(html, post.slug).not.toMatch(/\sstyle\s*=/i);
      expect(html, post.slug).not.toMatch(/<img/i);
      expect(html, post.slug).not.toMatch(/undefined|null|NaN|\$\{/);
    }
  });

  it("uses only semantic text markup", () => {
    const allowed = new Set(["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "a"]);
    for (const post of BLOG_POSTS) {
      for (const match of (post.bodyHtml ?? "").matchAll(/<\/?([a-z0-9]+)/gi)) {
        expect(allowed, post.slug).toContain(match[1]?.toLowerCase());
      }
    }
  });

  it("ends every post with a call to action linking somewhere on the site", () => {
    for (const post of BLOG_POSTS) {
      const paragraphs = (post.bodyHtml ?? "").trim().split("\n");
      expect(paragraphs.at(-1), post.slug).toMatch(/^<p>.*<a href="\//);
    }
  });

  it("is sorted newest first with dates in 2024-2026, none after 2026-11-01", () => {
    const dates = BLOG_POSTS.map((post) => post.publishedAt ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    for (const date of dates) {
      expect(date).toMatch(/^202[4-6]-\d{2}-\d{2}$/);
      expect(date <= "2026-11-01").toBe(true);
    }
  });

  it("has bylines from the named team and no cover images", () => {
    const authors = new Set(BLOG_POSTS.map((post) => post.authorName));
    expect(authors.size).toBeGreaterThanOrEqual(2);
    for (const name of authors) expect(teamMemberByName(SHIPPED_FACTS.team.members, name)).toBeDefined();
    for (const post of BLOG_POSTS) expect(post.coverImageUrl).toBeUndefined();
  });
});

describe("publishedPosts and postBySlug", () => {
  it("filters out the draft and keeps newest-first order", () => {
    const draft = BLOG_POSTS.find((post) => !post.published);
    expect(publishedPosts()).not.toContain(draft);
    expect(publishedPosts()).toEqual(BLOG_POSTS.filter((post) => post.published));
  });

  it("finds published posts by slug and never returns a draft", () => {
    const first = publishedPosts()[0];
    expect(first && postBySlug(first.slug)).toBe(first);
    const draft = BLOG_POSTS.find((post) => !post.published);
    expect(draft && postBySlug(draft.slug)).toBeUndefined();
    expect(postBySlug("no-such-post")).toBeUndefined();
  });
});

describe("reading helpers", () => {
  it("strips tags, decodes entities and keeps block text apart", () => {
    expect(
      plainText("<h2>Dust</h2><p>Wipe <strong>top</strong>-down &amp; dry.</p><ul><li>a</li><li>b</li></ul>"),
    ).toBe("Dust Wipe top-down & dry. a b");
  });

  it("rounds read time up at 250 words per minute and assumes 500 words without a body", () => {
    expect(readTimeMinutes(`<p>${words(250)}</p>`)).toBe(1);
    expect(readTimeMinutes(`<p>${words(251)}</p>`)).toBe(2);
    expect(readTimeMinutes(undefined)).toBe(2);
    expect(readTimeMinutes("")).toBe(2);
    expect(readTimeMinutes("<p>Short.</p>")).toBe(1);
  });

  it("uses the excerpt as the SEO description, else the first 155 characters of the body", () => {
    const post = { title: "Title", bodyHtml: `<p>${words(100)}</p>` };
    expect(seoDescription({ ...post, excerpt: "A short excerpt." })).toBe("A short excerpt.");
    const fallback = seoDescription(post);
    expect(fallback).toHaveLength(SEO_DESCRIPTION_MAX_CHARS);
    expect(fallback).toBe(words(100).slice(0, SEO_DESCRIPTION_MAX_CHARS));
    expect(seoDescription({ title: "Only a title" })).toBe("Only a title");
  });

  it("gives real posts a read time of a few minutes", () => {
    for (const post of publishedPosts()) expect(readTimeMinutes(post.bodyHtml), post.slug).toBeGreaterThanOrEqual(3);
  });
});

describe("blog support modules", () => {
  it("finds a byline's team member in the facts given (spaces around the byline ignored), and no one for other names", () => {
    const members = [{ name: "Ana Ruiz", role: "Owner", bio: "Ana cleans." }, { ...SAMPLE_TEAM.owner }];
    expect(teamMemberByName(members, " Ana Ruiz ")).toBe(members[0]);
    expect(teamMemberByName(members, SAMPLE_TEAM.owner.name)).toBe(members[1]);
    expect(teamMemberByName(members, SAMPLE_TEAM.operations.name)).toBeUndefined();
    expect(teamMemberByName([], "Ana Ruiz")).toBeUndefined();
  });
});
