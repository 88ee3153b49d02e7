import { mkdir } from "node:fs/promises";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { useOwnSite } from "./support/own-site";
import { signInAsOwner } from "./support/owner-sign-in";

const SHOTS = "/tmp/shots-blog";
/** The editor's lazy chunk and the library it holds: a visitor's page must fetch neither. */
const EDITOR_SCRIPT = /rich-text-editor|lexical/i;

/** A small landscape photo with detail (a gradient), uploaded through the owner's API; resolves once resized. */
async function uploadPhoto(page: Page, base: string, alt: string): Promise<void> {
  const [width, height] = [1200, 800];
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    pixels[at] = (((at / 3) % width) * 255) / width;
    pixels[at + 1] = (Math.floor(at / 3 / width) * 255) / height;
    pixels[at + 2] = 160;
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const uploaded = await page.request.post(`${base}/api/admin/photos?${new URLSearchParams({ alt }).toString()}`, {
    headers: { origin: base, "content-type": "image/jpeg" },
    data: jpeg,
  });
  expect(uploaded.status()).toBe(201);
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get(`${base}/trpc/admin.photos.list`)).json()), {
      timeout: 60_000,
    })
    .toContain('"status":"ready"');
}

/**
 * On a server and database of its own: a published post joins the sitemap and /blog, which the
 * suite's other tests compare with the shipped posts on the shared server.
 */
const site = useOwnSite("blog_desk");

test("the owner writes a post with a heading and a list, publishes it, and visitors read it without the editor", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const base = site().baseUrl;
  const width = testInfo.project.name;
  await mkdir(SHOTS, { recursive: true });
  const title = `Mud season entryways ${width} ${Date.now()}`;
  const slug = title.toLowerCase().replace(/ /g, "-");

  await signInAsOwner(page, `${base}/admin/blog`);
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  // A sample post (written as HTML before the editor) opens with its text, so a typo can be fixed.
  await page.getByRole("link", { name: /Why Is My Colorado Home So Dusty/ }).click();
  const sample = page.getByRole("textbox", { name: "Post body" });
  await expect(sample.getByRole("heading", { level: 2, name: "Why the Front Range is so dusty" })).toBeVisible();
  await expect(
    sample.getByRole("listitem").filter({ hasText: "Upgrade and change your furnace filter." }),
  ).toBeVisible();
  // Its fact tokens are explained beside the editor.
  await expect(page.getByText(/Words in double braces, like \{\{business\.name\}\}/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sample-post-${width}.png` });
  // Opening it changes nothing: no draft is saved until the owner edits.
  await expect(page.getByRole("status")).toHaveText("All changes saved");
  await page.goto(`${base}/admin/blog`);
  await expect(page.getByRole("link", { name: /Why Is My Colorado Home So Dusty/ })).not.toContainText("unpublished");
  const alt = `A clean entryway with a boot tray ${width}`;
  await uploadPhoto(page, base, alt);
  await page.getByRole("button", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill(title);
  // The address follows the title until the owner edits it.
  await expect(page.getByLabel("Address (/blog/…)")).toHaveValue(slug);

  const body = page.getByRole("textbox", { name: "Post body" });
  await body.click();
  await page.keyboard.type("Boots off at the door");
  await page.getByRole("button", { name: "Heading", exact: true }).click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Three things help:");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("A boot tray");
  await page.keyboard.press("Enter");
  await page.keyboard.type("A second mat outside");
  await expect(body.getByRole("heading", { level: 2, name: "Boots off at the door" })).toBeVisible();
  await expect(body.getByRole("listitem")).toHaveCount(2);

  // A photo of the library in the body (its alt text offered, editable), and the same one as the cover.
  await page.getByRole("button", { name: "Image", exact: true }).click();
  // The owner taps a thumbnail (its label); the radio behind it is what a keyboard or a screen reader uses.
  const toInsert = page.getByRole("group", { name: "Photo to insert" });
  await toInsert.locator("label", { hasText: alt }).click();
  await expect(toInsert.getByRole("radio", { name: alt })).toBeChecked();
  const photoAlt = page.getByLabel("What the photo shows here (alt text)");
  await expect(photoAlt).toHaveValue(alt);
  await photoAlt.fill("The boot tray by the door");
  await page.getByRole("button", { name: "Insert photo" }).click();
  await expect(body.getByRole("img", { name: "The boot tray by the door" })).toBeVisible();
  const cover = page.getByRole("group", { name: "Cover photo" });
  await expect(cover.getByRole("radio", { name: "No cover" })).toBeChecked();
  // By the keyboard: arrow keys move the choice from "No cover" to the photo.
  await cover.getByRole("radio", { name: "No cover" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(cover.getByRole("radio", { name: alt })).toBeChecked();

  // Autosaved on the server about a second after the last keystroke.
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({ timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}/editor-${width}.png`, fullPage: true });

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText(`/blog/${slug}`).first()).toBeVisible();
  await page.goto(`${base}/admin/blog`);
  await expect(page.getByRole("region", { name: /Published/ }).getByText(title)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-blog-${width}.png`, fullPage: true });

  // A visitor (no session) on the post page: every script it loads is recorded.
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const reader = await visitor.newPage();
  const scripts: string[] = [];
  reader.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await reader.goto(new URL(`/blog/${slug}`, page.url()).href);
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole("heading", { level: 2, name: "Boots off at the door" })).toBeVisible();
  await expect(reader.getByRole("listitem").filter({ hasText: "A boot tray" })).toBeVisible();
  await expect(reader.getByRole("listitem").filter({ hasText: "A second mat outside" })).toBeVisible();
  // The cover and the body's photo: resized files (public now the post is), with srcset and a reserved box.
  const coverImg = reader.getByRole("img", { name: alt });
  await expect(coverImg).toHaveAttribute("srcset", /\/media\/[0-9a-f-]{36}-[0-9a-f]{16}-960\.jpg 960w/);
  await expect(coverImg).toHaveAttribute("fetchpriority", "high");
  const bodyImg = reader.getByRole("img", { name: "The boot tray by the door" });
  for (const img of [coverImg, bodyImg]) {
    await expect(img).toHaveAttribute("width", "1200");
    await expect(img).toHaveAttribute("height", "800");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  await reader.waitForLoadState("networkidle");
  await reader.screenshot({ path: `${SHOTS}/post-${width}.png`, fullPage: true });
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => EDITOR_SCRIPT.test(url))).toEqual([]);
  // /blog names its RSS feed for feed readers.
  await reader.goto(new URL("/blog", page.url()).href);
  const feed = reader.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(feed).toHaveAttribute("href", /\/blog\/rss\.xml$/);
  await visitor.close();
});
