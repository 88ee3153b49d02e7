import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { PHOTO_FORMATS, type PhotoFormat, photoWidths } from "#shared/photos/photo-sizes";

export interface ResizedFile {
  format: PhotoFormat;
  width: number;
  height: number;
  hash: string;
  bytes: Buffer;
}

/**
 * Encoder settings: visually close to the camera's JPEG at a fraction of its size. AVIF effort 2
 * (of 9): higher efforts cost several times the time for a few per cent fewer bytes.
 */
const ENCODE: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

const contentHash = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

/**
 * Every variant of one photo: turned upright by its EXIF orientation, resized to the site's widths
 * (never enlarged) in AVIF, WebP and JPEG. sharp writes no metadata unless asked (no
 * withMetadata here), so camera, time and GPS tags are not in any file. Throws when the bytes
 * cannot be decoded.
 */
export async function resizePhoto(original: Buffer): Promise<{ width: number; height: number; files: ResizedFile[] }> {
  const upright = sharp(original, { failOn: "error" }).rotate();
  const { autoOrient: size } = await upright.metadata();
  const files: ResizedFile[] = [];
  for (const width of photoWidths(size.width)) {
    for (const format of PHOTO_FORMATS) {
      const { data, info: out } = await ENCODE[format](
        upright.clone().resize({ width, withoutEnlargement: true }),
      ).toBuffer({ resolveWithObject: true });
      files.push({ format, width: out.width, height: out.height, hash: contentHash(data), bytes: data });
    }
  }
  return { width: size.width, height: size.height, files };
}
