import sharp from "sharp";
import { type PhotoType, sniffPhotoType } from "#shared/photos/photo-type";
import { DomainError } from "../errors";

export const HEIC_MESSAGE =
  "HEIC photos from iPhones can't be read yet — export the photo as JPEG (or set the iPhone's Camera > Formats to Most Compatible) and upload that";

const TAKEN = "JPEG, PNG, WebP or AVIF";

/**
 * The upload's type from its bytes, refused with 415 unless the site can resize it: HEIC (HEVC)
 * is not decoded by the prebuilt image library (ADR 0044), and anything else is named.
 */
export async function readablePhotoType(bytes: Buffer): Promise<PhotoType> {
  const type = sniffPhotoType(bytes);
  if (type === "heic")
    throw new DomainError("UNSUPPORTED_MEDIA_TYPE", HEIC_MESSAGE, { fields: { photo: HEIC_MESSAGE } });
  if (typeof type === "object") {
    const message = `This file is ${type.other}: upload a photo in ${TAKEN}`;
    throw new DomainError("UNSUPPORTED_MEDIA_TYPE", message, { fields: { photo: message } });
  }
  // The header only (no pixels decoded yet): a truncated or mislabelled file is refused now, not in the job.
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.width) {
    const message = `This ${type.toUpperCase()} file could not be read: it may be damaged. Try exporting it again.`;
    throw new DomainError("UNSUPPORTED_MEDIA_TYPE", message, { fields: { photo: message } });
  }
  return type;
}
