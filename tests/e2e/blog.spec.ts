import type { Page, Route } from "@playwright/test";
import { BUSINESS } from "#shared/facts/defaults/business";
import { teamMemberByName } from "#shared/content/blog/authors";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { readTimeMinutes } from "#shared/content/blog/reading";
import type { BlogPost } from "#shared/content/types";
import { expect, test } from "./support/fixtures";
import { clientRendered } from "./support/client-rendered";
import { SHIPPED_FACTS } from "../support/site-facts";

// The seeded database holds BLOG_POSTS; the API serves the published ones, newest first.
const published = BLOG_POSTS.filter((post) => post.published);
const draft = BLOG_POSTS.find((post) => !post.published);

/** The blog filter, written out independently of the page: substring on title or excerpt, and the tag. */
function matching(search: string, tag: string | null = null): BlogPost[] {
  const needle = search.toLowerCase();
  return published.filter(
    (post) =>
      (tag === null || (post.tags ?? []).includes(tag)) &&
      (post.title.toLowerCase().includes(needle) || (post.excerpt ?? "").toLowerCase().includes(needle)),
  );
}

const titles = (posts: readonly BlogPost[]) => posts.map((post) => post.title);

function cardTitles(page: Page, region: string) {
  return page.getByRole("region", { name: region }).getByRole("heading", { level: 3 });
}

/** Requests for one tRPC procedure (the batch link puts the names in the path). */
function isProcedure(procedure: string) {
  return (url: URL) => url.pathname.startsWith("/trpc/") && url.pathname.includes(procedure);
}

/**
 * Chromium reports a failed HTTP response as a console error; tests that provoke one on purpose
 * drop exactly those entries so every other console error still fails the test.
 */
function allowFailedResponses(consoleErrors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (consoleErrors[i]!.includes(expected)) consoleErrors.splice(i, 1);
}

/**
 * The route's canonical link. The root route's head also emits one for "/" (HeadContent does not
 * de-duplicate links), so the page's own canonical is the last one.
 */
function canonical(page: Page) {
  return page.locator('link[rel="canonical"]').last();
}

/** Opens /blog and waits for the posts (generously: the machine may be busy with other test runs). */
async function openBlog(page: Page) {
  await page.goto("/blog");
  await expect(cardTitles(page, "Featured Articles")).toHaveCount(3, { timeout: 15_000 });
}

function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

test.describe("/blog", () => {
  test("lists every published post: three featured with a badge and two topic chips, the rest recent", async ({
    page,
  }) => {
    await openBlog(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cleaning Tips & Insights");
    await expect(page).toHaveTitle(`Cleaning Tips & Insights | ${BUSINESS.name} Blog`);
    await expect(canonical(page)).toHaveAttribute("href", /\/blog$/);

    const featured = page
      .getByRole("region", { name: "Featured Articles" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(featured).toHaveCount(3);
    await expect(cardTitles(page, "Featured Articles")).toHaveText(titles(published.slice(0, 3)));
    for (let i = 0; i < 3; i++) {
      const card = featured.nth(i);
      await expect(card.getByText("Featured", { exact: true })).toBeVisible();
      await expect(card.getByRole("list", { name: "Topics" }).getByRole("listitem")).toHaveText(
        (published[i]!.tags ?? []).slice(0, 2),
      );
    }
    await expect(cardTitles(page, "Recent Articles")).toHaveText(titles(published.slice(3)));
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(published.length);
    await expect(page.getByText(draft!.title)).toHaveCount(0);

    await page.getByRole("link", { name: published[4]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${published[4]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(published[4]!.title);
  });

  test("the tag filter offers All Topics plus the first six distinct tags", async ({ page }) => {
    await openBlog(page);
    const firstTags = [...new Set(published.flatMap((post) => post.tags ?? []))].slice(0, 6);
    const group = page.getByRole("group", { name: "Filter by topic" });
    await expect(group.getByRole("button")).toHaveText(["All Topics", ...firstTags]);
    await expect(group.getByRole("button", { name: "All Topics" })).toHaveAttribute("aria-pressed", "true");
  });

  test("search matches title words case-insensitively and excerpt words, listing every hit under Search Results", async ({
    page,
  }) => {
    await openBlog(page);
    const search = page.getByRole("searchbox", { name: "Search articles" });

    const titleWord = published[1]!.title
      .split(" ")
      .find((word) => word.length > 5)!
      .replace(/\W/g, "")
      .toUpperCase();
    await search.fill(titleWord);
    const byTitle = matching(titleWord);
    expect(byTitle.length).toBeGreaterThan(0);
    await expect(cardTitles(page, "Search Results")).toHaveText(titles(byTitle));
    await expect(page.getByRole("region", { name: "Featured Articles" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Recent Articles" })).toHaveCount(0);

    // A word that appears in some excerpt but in no title.
    const allTitles = published.map((post) => post.title.toLowerCase()).join(" ");
    const excerptWord = published
      .flatMap((post) => (post.excerpt ?? "").toLowerCase().split(/[^a-z]+/))
      .find((word) => word.length > 6 && !allTitles.includes(word))!;
    await search.fill(excerptWord);
    const byExcerpt = matching(excerptWord);
    expect(byExcerpt.length).toBeGreaterThan(0);
    await expect(cardTitles(page, "Search Results")).toHaveText(titles(byExcerpt));
  });

  test("a topic and a search combine", async ({ page }) => {
    await openBlog(page);
    const tag = "Colorado Living";
    const word = "clean";
    const both = matching(word, tag);
    // The data must make the combination meaningful: narrower than either filter alone.
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(Math.min(matching("", tag).length, matching(word).length));

    const group = page.getByRole("group", { name: "Filter by topic" });
    await group.getByRole("button", { name: tag }).click();
    await expect(group.getByRole("button", { name: tag })).toHaveAttribute("aria-pressed", "true");
    await expect(group.getByRole("button", { name: "All Topics" })).toHaveAttribute("aria-pressed", "false");
    await expect(cardTitles(page, "Search Results")).toHaveText(titles(matching("", tag)));

    await page.getByRole("searchbox", { name: "Search articles" }).fill(word);
    await expect(cardTitles(page, "Search Results")).toHaveText(titles(both));

    await group.getByRole("button", { name: tag }).click();
    await expect(group.getByRole("button", { name: "All Topics" })).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page, "Search Results")).toHaveText(titles(matching(word)));
  });

  test("no match shows the empty state; Clear Search restores the full list", async ({ page }) => {
    await openBlog(page);
    await page.getByRole("group", { name: "Filter by topic" }).getByRole("button", { name: "Cleaning Tips" }).click();
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("xylophone");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();

    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByRole("button", { name: "All Topics" })).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page, "Featured Articles")).toHaveCount(3);
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(published.length);
  });

  test("Contact Us for Updates goes to /contact", async ({ page }) => {
    await openBlog(page);
    await expect(page.getByRole("link", { name: "Contact Us for Updates" })).toHaveAttribute("href", "/contact");
  });

  test("shows three skeleton cards while the posts load", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(isProcedure("posts.list"), async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(clientRendered("/blog"));
    await expect(page.getByRole("status", { name: "Loading" }).getByTestId("skeleton-card")).toHaveCount(3);
    release();
    await expect(page.getByTestId("skeleton-card")).toHaveCount(0);
    await expect(cardTitles(page, "Featured Articles")).toHaveCount(3);
  });

  test("a failed load shows the error state; Retry reloads the page", async ({ page, consoleErrors }) => {
    const postsList = isProcedure("posts.list");
    await page.route(postsList, (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await page.goto(clientRendered("/blog"));
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "Unable to Load Blog Posts" })).toBeVisible();
    await expect(alert).toContainText("We're having trouble loading our blog. Please try again later.");

    await page.unroute(postsList);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(cardTitles(page, "Featured Articles")).toHaveCount(3);
    allowFailedResponses(consoleErrors, 500);
  });
});

test.describe("/blog/$slug", () => {
  // The newest post is in the API's newest four, so it tests "current post excluded".
  const post = published[0]!;

  test("shows the article: breadcrumb, topics, title, author, long date, read time, excerpt and body", async ({
    page,
  }) => {
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Blog", post.title]);
    await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");

    const header = page.locator("article header");
    await expect(header.getByRole("list", { name: "Topics" }).getByRole("listitem")).toHaveText([...(post.tags ?? [])]);
    await expect(header.getByText(post.authorName, { exact: true })).toBeVisible();
    await expect(header.locator("time")).toHaveText(longDate(post.publishedAt!));
    await expect(header.getByText(`${readTimeMinutes(post.bodyHtml)} min read`, { exact: true })).toBeVisible();
    await expect(header.getByText(post.excerpt!, { exact: true })).toBeVisible();

    const firstSubheading = /<h2>([^<]+)<\/h2>/.exec(post.bodyHtml!)![1]!;
    await expect(page.locator(".prose-content h2").first()).toHaveText(firstSubheading);
    await expect(page.locator("article img")).toHaveCount(0);

    const author = teamMemberByName(SHIPPED_FACTS.team.members, post.authorName)!;
    const sidebar = page.getByRole("complementary", { name: "About this article" });
    await expect(sidebar.getByRole("heading", { name: "About the Author" })).toBeVisible();
    await expect(sidebar.getByText(author.role)).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Book a Free Assessment" })).toHaveAttribute("href", "/booking");
    await expect(sidebar.getByRole("link", { name: "Get Estimate" })).toHaveAttribute("href", "/pricing");
    await expect(sidebar.getByRole("heading", { name: "Stay Informed" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cleaning Tips & Insights");
  });

  test("shows a loading skeleton while the article loads", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(isProcedure("posts.bySlug"), async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(clientRendered(`/blog/${post.slug}`));
    await expect(page.getByRole("status", { name: "Loading article" })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole("status", { name: "Loading article" })).toHaveCount(0);
  });

  test("sets the title with the blog suffix, the description, canonical and JSON-LD", async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    await expect(page).toHaveTitle(`${post.title} | ${BUSINESS.name} Blog`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.excerpt!);
    await expect(canonical(page)).toHaveAttribute("href", new RegExp(`/blog/${post.slug}$`));
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const posting = jsonLd.find((data) => data["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      author: { "@type": "Person", name: post.authorName },
    });
    const breadcrumb = jsonLd.find((data) => data["@type"] === "BreadcrumbList")!;
    expect((breadcrumb.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Home",
      "Blog",
      post.title,
    ]);
    // The image and the author's page it names exist: the image is served, the author is on /blog.
    const image = await page.request.get(new URL(posting.image as string).pathname);
    expect(image.status()).toBe(200);
    const authorUrl = new URL((posting.author as { url: string }).url);
    await page.goto(authorUrl.pathname);
    await expect(page.locator(authorUrl.hash)).toContainText(post.authorName);
  });

  test("related articles: at most three, never the current post", async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    await expect(cardTitles(page, "Related Articles")).toHaveText(titles(published.slice(1, 4)));

    const older = published[published.length - 1]!;
    await page.goto(`/blog/${older.slug}`);
    await expect(cardTitles(page, "Related Articles")).toHaveText(titles(published.slice(0, 3)));
  });

  test("the share menu opens, closes on Escape and after a choice", async ({ page, context }) => {
    await context.route(/facebook\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>share</title>" }),
    );
    await page.goto(`/blog/${post.slug}`);
    const share = page.getByRole("button", { name: "Share" });
    const menu = page.getByRole("list", { name: "Share this article" });
    await expect(share).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await share.click();
    await expect(share).toHaveAttribute("aria-expanded", "true");
    const url = encodeURIComponent(`/blog/${post.slug}`);
    await expect(menu.getByRole("link", { name: /^Twitter/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=.*${url}`),
    );
    await expect(menu.getByRole("link", { name: /^Facebook/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://www\\.facebook\\.com/sharer/sharer\\.php\\?u=.*${url}`),
    );
    await expect(menu.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://www\\.linkedin\\.com/sharing/share-offsite/\\?url=.*${url}`),
    );
    await expect(menu.getByRole("button", { name: "Copy Link" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(share).toBeFocused();

    await share.click();
    await share.click();
    await expect(menu).toBeHidden();

    await share.click();
    const popup = page.waitForEvent("popup");
    await menu.getByRole("link", { name: /^Facebook/ }).click();
    await (await popup).close();
    await expect(menu).toBeHidden();
    await expect(share).toHaveAttribute("aria-expanded", "false");
  });

  test("Copy Link puts the article URL on the clipboard and closes the menu", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByRole("list", { name: "Share this article" })).toBeHidden();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Link copied")).toBeVisible();
    const articleUrl = await canonical(page).getAttribute("href");
    expect(articleUrl).toMatch(new RegExp(`/blog/${post.slug}$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(articleUrl);
  });

  for (const [label, slug] of [
    ["an unknown slug", "no-such-article"],
    ["the unpublished draft", draft!.slug],
  ] as const) {
    test(`${label} shows Article Not Found with a way back`, async ({ page, consoleErrors }) => {
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
      await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
      await expect(page).toHaveTitle(`Article Not Found | ${BUSINESS.name} Blog`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await page.getByRole("link", { name: "Back to Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      allowFailedResponses(consoleErrors, 404);
    });
  }

  test("a failed request also shows Article Not Found, not the site error page", async ({ page, consoleErrors }) => {
    await page.route(isProcedure("posts.bySlug"), (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await page.goto(clientRendered(`/blog/${post.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    allowFailedResponses(consoleErrors, 500);
  });
});
