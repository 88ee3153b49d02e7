import { PHOTO_MIME, type PhotoFormat, type PhotoView } from "./photo-sizes";

/** How wide a post's photos are drawn: the article column (about 760 px beside the sidebar), else the screen. */
export const POST_PHOTO_SIZES = "(min-width: 1024px) 760px, 100vw";

const srcSet = (photo: PhotoView, format: PhotoFormat) =>
  photo.files
    .filter((file) => file.format === format)
    .map((file) => `${file.url} ${file.width}w`)
    .join(", ");

/**
 * What a <picture> of the photo says: AVIF, then WebP sources, and a JPEG <img> every browser
 * reads (its src the 960 px file, or the largest there is). One description for the React
 * component and the post bodies the server renders to HTML, so both print the same markup.
 */
export function pictureParts(photo: PhotoView) {
  const jpegs = photo.files.filter((file) => file.format === "jpeg");
  return {
    sources: (["avif", "webp"] as const).map((format) => ({ type: PHOTO_MIME[format], srcSet: srcSet(photo, format) })),
    img: {
      src: (jpegs.find((file) => file.width >= 960) ?? jpegs.at(-1))?.url,
      srcSet: srcSet(photo, "jpeg"),
      width: photo.width,
      height: photo.height,
    },
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The photo as HTML (a post body's image), lazily loaded: `alt` is the post's own text for it. */
export function pictureHtml(photo: PhotoView, alt: string, sizes = POST_PHOTO_SIZES): string {
  const { sources, img } = pictureParts(photo);
  const sourceTags = sources
    .map((source) => `<source type="${source.type}" srcset="${escapeAttribute(source.srcSet)}" sizes="${sizes}">`)
    .join("");
  return (
    `<picture>${sourceTags}<img src="${escapeAttribute(img.src ?? "")}" srcset="${escapeAttribute(img.srcSet)}" ` +
    `sizes="${sizes}" width="${img.width}" height="${img.height}" alt="${escapeAttribute(alt)}" loading="lazy" decoding="async"></picture>`
  );
}
