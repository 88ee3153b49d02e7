import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PHOTO_FORMATS, photoUrl, type PhotoView } from "#shared/photos/photo-sizes";
import { ResponsivePhoto } from "#client/components/photo/responsive-photo";

const ID = "7d0f9a52-8c1e-4b7e-9d55-0c6f4b1f2a3e";
const photo: PhotoView = {
  id: ID,
  alt: "A freshly cleaned kitchen",
  width: 1800,
  height: 1200,
  focusX: 0.25,
  focusY: 0.6,
  files: PHOTO_FORMATS.flatMap((format) =>
    [480, 960, 1600].map((width) => ({ format, width, url: photoUrl(ID, "0123456789abcdef", width, format) })),
  ),
};

describe("ResponsivePhoto", () => {
  it("prints AVIF and WebP sources, then a JPEG img with srcset, size, alt and the focal point", () => {
    const html = renderToStaticMarkup(
      createElement(ResponsivePhoto, { photo, sizes: "(min-width: 768px) 720px, 100vw" }),
    );
    const base = `/media/${ID}-0123456789abcdef`;
    const set = (ext: string) => [480, 960, 1600].map((w) => `${base}-${w}.${ext} ${w}w`).join(", ");
    const sizes = 'sizes="(min-width: 768px) 720px, 100vw"';
    expect(html).toBe(
      `<picture><source type="image/avif" srcSet="${set("avif")}" ${sizes}/>` +
        `<source type="image/webp" srcSet="${set("webp")}" ${sizes}/>` +
        `<img src="${base}-960.jpg" srcSet="${set("jpg")}" ${sizes} width="1800" height="1200" ` +
        `alt="A freshly cleaned kitchen" loading="lazy" fetchPriority="auto" decoding="async" ` +
        `style="object-position:25% 60%"/></picture>`,
    );
  });

  it("a cover (priority) is loaded at once, first", () => {
    const html = renderToStaticMarkup(createElement(ResponsivePhoto, { photo, sizes: "100vw", priority: true }));
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});
