/** The photo facts every layer shares: limits, widths, formats and the public URL scheme (ADR 0044). */

/** The largest upload taken: a camera JPEG or a phone's photo is well under it. */
export const PHOTO_MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Widths written for each photo, capped at the photo's own width (never enlarged). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** Best first: <picture> offers AVIF, then WebP; JPEG is the <img> every browser reads. */
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_MIME: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

const EXTENSION: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** The widths a photo `originalWidth` wide is resized to: the standard ones below it, else its own. */
export function photoWidths(originalWidth: number): number[] {
  const below = PHOTO_WIDTHS.filter((width) => width <= originalWidth);
  return below.length > 0 ? below : [originalWidth];
}

/** One resized file's URL: the hash of its bytes is in the name, so it never changes (immutable). */
export function photoUrl(photoId: string, hash: string, width: number, format: PhotoFormat): string {
  return `/media/${photoId}-${hash}-${width}.${EXTENSION[format]}`;
}

/** Reads a photoUrl's file name back: null for anything that is not one. */
export function parsePhotoFileName(
  name: string,
): { photoId: string; hash: string; width: number; format: PhotoFormat } | null {
  const match = /^([0-9a-f-]{36})-([0-9a-f]{16})-(\d{1,5})\.(avif|webp|jpg)$/.exec(name);
  if (!match) return null;
  const [, photoId, hash, width, extension] = match;
  const format = (Object.keys(EXTENSION) as PhotoFormat[]).find((key) => EXTENSION[key] === extension)!;
  return { photoId: photoId!, hash: hash!, width: Number(width), format };
}

/** What a page needs to show a photo: see src/client/components/photo/responsive-photo.tsx. */
export interface PhotoView {
  id: string;
  alt: string;
  /** The upright original's size: the largest variant's aspect ratio, for width and height. */
  width: number;
  height: number;
  /** 0-1 from the left and top: the part kept when the photo is cropped (object-position). */
  focusX: number;
  focusY: number;
  files: { format: PhotoFormat; width: number; url: string }[];
}
