import { describe, expect, it } from "vitest";
import type { PostsInForce } from "#server/content/published-posts";
import type { FactsInForce, FactsRevision } from "#server/facts/facts-in-force";
import type { SiteRenderer } from "#server/prerender/site-renderer";
import type { PostRow } from "#server/routers/public/posts";
import { createLiveSite } from "#server/site/live-site";
import { SHIPPED_FACTS } from "../support/site-facts";

const TEMPLATE = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Facts that change when the test says so, as a publish heard over LISTEN would. */
function publishableFacts() {
  let current: FactsRevision = { revision: 1, facts: SHIPPED_FACTS };
  const listeners: ((next: FactsRevision) => void)[] = [];
  const facts: FactsInForce = {
    current: () => current,
    onChange: (listener) => void listeners.push(listener),
    refresh: () => Promise.resolve(false),
    close: () => Promise.resolve(),
  };
  const publish = (name: string) => {
    current = {
      revision: current.revision + 1,
      facts: { ...current.facts, business: { ...current.facts.business, name } },
    };
    for (const listener of listeners) listener(current);
  };
  return { facts, publish };
}

/** Published posts that change when the test says so, as a write heard over LISTEN would. */
function changingPosts(first: readonly PostRow[]) {
  let current = first;
  const listeners: ((next: readonly PostRow[]) => void)[] = [];
  const posts: PostsInForce = {
    current: () => current,
    onChange: (listener) => void listeners.push(listener),
    close: () => Promise.resolve(),
  };
  const change = (next: readonly PostRow[]) => {
    current = next;
    for (const listener of listeners) listener(current);
  };
  return { posts, change };
}

const post = (slug: string, title: string): PostRow => ({
  ...{ id: slug, slug, title, excerpt: null, body: `<p>${title}</p>`, tags: [], coverImageUrl: null },
  ...{ coverPhoto: null, authorName: "Test Owner", seoTitle: null, seoDescription: null },
  publishedAt: new Date("2026-11-02T15:00:00Z"),
});

/** Renders "path rN name" (and the titles of the posts it was given); /broken fails from revision 2 on. */
const renderer: SiteRenderer = {
  pages: () => [
    { path: "/", kind: "static" },
    { path: "/broken", kind: "static" },
    { path: "/blog/a-shipped-post", kind: "blog-post" },
  ],
  notFoundSamples: () => ["/not-found/page"],
  render(path, { revision, facts, posts = [] }, { hydrate }) {
    if (path === "/broken" && revision >= 2) return Promise.reject(new Error("the page threw"));
    const titles = posts.map((row) => row.title).join(",");
    return Promise.resolve({
      html: `${path} r${revision} ${facts.business.name} ${hydrate}${titles && ` [${titles}]`}`,
      notFound: false,
    });
  },
};

describe("the live site (pages of the facts revision in force)", () => {
  it("renders each page from one revision, serves the last good page when a render fails, and says so", async () => {
    const { facts, publish } = publishableFacts();
    const site = createLiveSite({
      template: TEMPLATE,
      facts,
      posts: changingPosts([]).posts,
      prerendered: null,
      renderer,
      log: quiet,
    });
    await site.warmed();
    expect(await site.page("/")).toBe(`/ r1 ${SHIPPED_FACTS.business.name} true`);
    expect(await site.page("/elsewhere")).toBeUndefined();
    expect(await site.notFound("/not-found/page")).toBe(`/not-found/page r1 ${SHIPPED_FACTS.business.name} false`);
    expect(site.status()).toEqual({ revision: 1, rendered: 3, total: 3, failures: [] });

    publish("Kestrel House Care");
    expect(await site.page("/")).toBe("/ r2 Kestrel House Care true");
    // The failed page is the previous revision's, whole: never parts of two.
    expect(await site.page("/broken")).toBe(`/broken r1 ${SHIPPED_FACTS.business.name} true`);
    await site.warmed();
    const { failures, ...rest } = site.status();
    expect(rest).toEqual({ revision: 2, rendered: 3, total: 3 });
    expect(failures).toEqual([{ revision: 2, path: "/broken", message: "the page threw", at: expect.any(Date) }]);
    // The shell carries the new revision's facts; the page list (sitemap.xml's) has every page.
    expect(site.shell()).toContain('"revision":2');
    expect(site.shell()).toContain("Kestrel House Care");
    expect(site.pages().map((page) => page.path)).toContain("/broken");
  });

  it("has a page for each published post in force, and a change of the posts starts a new generation", async () => {
    const { facts } = publishableFacts();
    const { posts, change } = changingPosts([post("mud-season", "Mud Season")]);
    const site = createLiveSite({ template: TEMPLATE, facts, posts, prerendered: null, renderer, log: quiet });
    // The renderer's own post pages (the build's) give way to the database's.
    expect(site.pages().map((page) => page.path)).toEqual(["/", "/broken", "/blog/mud-season"]);
    expect(site.pages().at(-1)).toEqual({ path: "/blog/mud-season", lastModified: "2026-11-02" });
    expect(await site.page("/blog/a-shipped-post")).toBeUndefined();
    expect(await site.page("/")).toBe(`/ r1 ${SHIPPED_FACTS.business.name} true [Mud Season]`);

    change([post("garage-floors", "Garage Floors")]);
    expect(await site.page("/blog/mud-season")).toBeUndefined();
    expect(await site.page("/blog/garage-floors")).toBe(
      `/blog/garage-floors r1 ${SHIPPED_FACTS.business.name} true [Garage Floors]`,
    );
    // Every page of the new generation reads the new posts, the one rendered before the change too.
    expect(await site.page("/")).toBe(`/ r1 ${SHIPPED_FACTS.business.name} true [Garage Floors]`);
  });
});
