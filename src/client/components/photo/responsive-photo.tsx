import { pictureParts } from "#shared/photos/photo-markup";
import type { PhotoView } from "#shared/photos/photo-sizes";

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
  const { sources, img } = pictureParts(photo);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={img.src}
        srcSet={img.srcSet}
        sizes={sizes}
        width={img.width}
        height={img.height}
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
