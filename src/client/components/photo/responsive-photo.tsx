import { PHOTO_MIME, type PhotoFormat, type PhotoView } from "#shared/photos/photo-sizes";

const srcSet = (photo: PhotoView, format: PhotoFormat) =>
  photo.files
    .filter((file) => file.format === format)
    .map((file) => `${file.url} ${file.width}w`)
    .join(", ");

/**
 * A photo as <picture>: AVIF, then WebP, with a JPEG <img> every browser reads. Width and height
 * reserve its box before it loads (no layout shift); when CSS crops it (object-fit: cover), the
 * owner's focal point is what stays in view. `sizes` says how wide it is drawn, e.g.
 * "(min-width: 768px) 720px, 100vw"; the browser picks the smallest file that fills it.
 */
export function ResponsivePhoto({
  photo,
  sizes,
  className,
  priority = false,
}: {
  photo: PhotoView;
  sizes: string;
  className?: string;
  /** The page's largest element (a post's cover): loaded first, not lazily. */
  priority?: boolean;
}) {
  const jpegs = photo.files.filter((file) => file.format === "jpeg");
  const fallback = jpegs.find((file) => file.width >= 960) ?? jpegs.at(-1);
  return (
    <picture>
      {(["avif", "webp"] as const).map((format) => (
        <source key={format} type={PHOTO_MIME[format]} srcSet={srcSet(photo, format)} sizes={sizes} />
      ))}
      <img
        src={fallback?.url}
        srcSet={srcSet(photo, "jpeg")}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={className}
        style={{ objectPosition: `${Math.round(photo.focusX * 100)}% ${Math.round(photo.focusY * 100)}%` }}
      />
    </picture>
  );
}
