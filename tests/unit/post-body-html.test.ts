import { describe, expect, it } from "vitest";
import { bodyPhotoIds, postBodyHtml, type PostBodyJson } from "#server/content/post-body-html";
import type { PhotoView } from "#shared/photos/photo-sizes";
import { businessWallClockToUtc } from "#shared/time/business-wall-clock";
import { publishProblems, slugFromTitle } from "#shared/content/blog/post-draft";

const text = (value: string, format = 0) => ({ type: "text", text: value, format, version: 1 });
const doc = (...children: unknown[]): PostBodyJson => ({ root: { type: "root", children } });
const paragraph = (...children: unknown[]) => ({ type: "paragraph", children });

describe("a post body rendered from the editor's JSON", () => {
  it("renders every node type the editor writes", () => {
    const html = postBodyHtml(
      doc(
        { type: "heading", tag: "h2", children: [text("Mud season")] },
        { type: "heading", tag: "h3", children: [text("Boots")] },
        { type: "heading", tag: "h4", children: [text("Mats")] },
        paragraph(
          text("bold", 1),
          text(" italic", 2),
          text(" under", 8),
          text(" code", 16),
          { type: "linebreak" },
          text("all", 1 | 2),
        ),
        {
          type: "list",
          listType: "bullet",
          children: [
            { type: "listitem", children: [text("one")] },
            { type: "listitem", children: [text("two")] },
          ],
        },
        { type: "list", listType: "number", children: [{ type: "listitem", children: [text("first")] }] },
        { type: "quote", children: [text("Clean is calm.")] },
        paragraph(
          { type: "link", url: "https://example.com/a?b=1&c=2", children: [text("web")] },
          { type: "link", url: "/pricing", children: [text("ours")] },
          { type: "link", url: "mailto:hi@example.com", children: [text("mail")] },
        ),
        { type: "image", src: "/images/mud.jpg", alt: 'Boots "by" the door', width: 640, height: 480 },
      ),
    );
    expect(html).toBe(
      [
        "<h2>Mud season</h2>",
        "<h3>Boots</h3>",
        "<h4>Mats</h4>",
        "<p><strong>bold</strong><em> italic</em><u> under</u><code> code</code><br /><strong><em>all</em></strong></p>",
        "<ul><li>one</li><li>two</li></ul>",
        "<ol><li>first</li></ol>",
        "<blockquote>Clean is calm.</blockquote>",
        '<p><a href="https://example.com/a?b=1&amp;c=2">web</a><a href="/pricing">ours</a><a href="mailto:hi@example.com">mail</a></p>',
        '<img src="/images/mud.jpg" alt="Boots &quot;by&quot; the door" width="640" height="480" />',
      ].join(""),
    );
  });

  it("drops a javascript: or data: link (keeping its text) and an image from elsewhere than the web", () => {
    const html = postBodyHtml(
      doc(
        paragraph(
          { type: "link", url: "javascript:alert(1)", children: [text("click")] },
          { type: "link", url: " JavaScript:alert(1)", children: [text("again")] },
          { type: "link", url: "//evil.example/x", children: [text("proto")] },
        ),
        { type: "image", src: "data:image/png;base64,AAAA", alt: "x" },
        { type: "image", src: "javascript:alert(1)", alt: "y" },
      ),
    );
    expect(html).toBe("<p>clickagainproto</p>");
  });

  it("escapes markup typed as text and ignores HTML-looking node types", () => {
    const html = postBodyHtml(
      doc(
        paragraph(text('<script>alert("x")</script><img src=x onerror=alert(1)>')),
        { type: "html", html: "<script>alert(1)</script>" },
        { type: "heading", tag: "script", children: [text("not a script")] },
      ),
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toBe(
      '<p>&lt;script&gt;alert("x")&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p><h2>not a script</h2>',
    );
  });
});

describe("a library photo in a post body", () => {
  const id = "6f0c8a52-0000-4000-8000-000000000001";
  const photo: PhotoView = {
    ...{ id, alt: "A clean entryway", width: 1200, height: 800, focusX: 0.5, focusY: 0.5 },
    files: (["avif", "webp", "jpeg"] as const).flatMap((format) =>
      [480, 960].map((width) => ({
        format,
        width,
        url: `/media/${id}-0123456789abcdef-${width}.${format === "jpeg" ? "jpg" : format}`,
      })),
    ),
  };
  const image = (photoId: string, alt: string) => ({ type: "image", photoId, src: "/preview.jpg", alt });

  it("is the <picture> ResponsivePhoto prints, with the post's alt text (escaped) or else the photo's", () => {
    const html = postBodyHtml(doc(image(id, 'The "boot" tray'), paragraph(image(id, ""))), new Map([[id, photo]]));
    const sizes = 'sizes="(min-width: 1024px) 760px, 100vw"';
    const set = (ext: string) =>
      `/media/${id}-0123456789abcdef-480.${ext} 480w, /media/${id}-0123456789abcdef-960.${ext} 960w`;
    const picture = (alt: string) =>
      `<picture><source type="image/avif" srcset="${set("avif")}" ${sizes} /><source type="image/webp" srcset="${set("webp")}" ${sizes} />` +
      `<img src="/media/${id}-0123456789abcdef-960.jpg" srcset="${set("jpg")}" ${sizes} width="1200" height="800" alt="${alt}" loading="lazy" decoding="async" /></picture>`;
    expect(html).toBe(`${picture("The &quot;boot&quot; tray")}<p>${picture("A clean entryway")}</p>`);
    // The preview address the editor keeps is never what the site serves.
    expect(html).not.toContain("/preview.jpg");
  });

  it("is left out when the photo is not there (deleted, or not resized), and its ids are found at any depth", () => {
    expect(postBodyHtml(doc(paragraph(text("Before")), image(id, "x")))).toBe("<p>Before</p>");
    const other = "6f0c8a52-0000-4000-8000-000000000002";
    const nested = doc(image(id, ""), { type: "quote", children: [paragraph(image(other, ""), image(id, ""))] });
    expect(bodyPhotoIds(nested)).toEqual([id, other]);
  });
});

describe("the blog desk's small rules", () => {
  it("makes a slug from a title", () => {
    expect(slugFromTitle("Mud Season & You: Entryway Care!")).toBe("mud-season-you-entryway-care");
    expect(slugFromTitle("Café crème")).toBe("cafe-creme");
  });

  it("names each field a post needs before it can go live", () => {
    const empty = {
      ...{ title: "", slug: "", excerpt: "", tags: [], authorName: "", coverImageUrl: "" },
      ...{ coverPhotoId: "", seoTitle: "", seoDescription: "" },
    };
    expect(Object.keys(publishProblems(empty))).toEqual(["title", "slug", "authorName"]);
  });

  it("reads a date and time in Mountain Time as the right UTC instant, summer and winter", () => {
    expect(businessWallClockToUtc("2026-12-01", "09:30")?.toISOString()).toBe("2026-12-01T16:30:00.000Z");
    expect(businessWallClockToUtc("2026-07-01", "09:30")?.toISOString()).toBe("2026-07-01T15:30:00.000Z");
    expect(businessWallClockToUtc("2026-13-01", "09:30")).toBeNull();
    expect(businessWallClockToUtc("tomorrow", "9")).toBeNull();
  });
});
