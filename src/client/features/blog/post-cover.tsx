import {
  BookOpen,
  HeartPulse,
  Leaf,
  Mountain,
  PawPrint,
  Repeat,
  Sparkles,
  SprayCan,
  Truck,
  Warehouse,
  type LucideIcon,
} from "lucide-react";
import { BLOG_TAGS } from "#shared/content/blog/tags";
import type { PhotoView } from "#shared/photos/photo-sizes";
import { ResponsivePhoto } from "#client/components/photo/responsive-photo";
import { cn } from "#client/lib/cn";

type BlogTag = (typeof BLOG_TAGS)[number];

interface CoverArt {
  icon: LucideIcon;
  gradient: string;
}

const ART: Record<BlogTag, CoverArt> = {
  "Cleaning Tips": { icon: Sparkles, gradient: "from-brand-500 to-brand-700" },
  "Colorado Living": { icon: Mountain, gradient: "from-brand-600 to-brand-900" },
  "Healthy Home": { icon: HeartPulse, gradient: "from-teal-600 to-brand-700" },
  Seasonal: { icon: Leaf, gradient: "from-amber-500 to-orange-700" },
  "Deep Cleaning": { icon: SprayCan, gradient: "from-sky-600 to-brand-900" },
  "Recurring Cleaning": { icon: Repeat, gradient: "from-indigo-500 to-brand-700" },
  Moving: { icon: Truck, gradient: "from-brand-700 to-slate-800" },
  Pets: { icon: PawPrint, gradient: "from-emerald-600 to-teal-800" },
  Garage: { icon: Warehouse, gradient: "from-slate-500 to-slate-800" },
};

const FALLBACK: CoverArt = { icon: BookOpen, gradient: "from-brand-500 to-brand-900" };

function artFor(tags: readonly string[]): CoverArt {
  const known = tags.find((tag): tag is BlogTag => (BLOG_TAGS as readonly string[]).includes(tag));
  return known ? ART[known] : FALLBACK;
}

interface PostCoverProps {
  tags: readonly string[];
  /** A photo of the library; before it, an address. */
  cover: PhotoView | null;
  coverImageUrl: string | null;
  /** How wide it is drawn (the <picture>'s sizes). */
  sizes: string;
  /** The post page's cover, its largest element: loaded first. */
  priority?: boolean;
  className?: string;
}

/** The post's cover image when it has one; otherwise decorative CSS art picked by its first known topic. */
export function PostCover({ tags, cover, coverImageUrl, sizes, priority = false, className }: PostCoverProps) {
  if (cover) {
    return (
      <ResponsivePhoto
        photo={cover}
        sizes={sizes}
        priority={priority}
        className={cn("w-full object-cover", className)}
      />
    );
  }
  if (coverImageUrl) {
    return <img src={coverImageUrl} alt="" loading="lazy" className={cn("w-full object-cover", className)} />;
  }
  const { icon: Icon, gradient } = artFor(tags);
  return (
    <div
      aria-hidden
      className={cn("relative flex items-center justify-center overflow-hidden bg-gradient-to-br", gradient, className)}
    >
      <div className="absolute -right-8 -top-8 size-32 rounded-full bg-white/10" />
      <div className="absolute -bottom-10 -left-6 size-28 rounded-full bg-white/10" />
      <Icon className="relative size-12 text-white/90" strokeWidth={1.5} />
    </div>
  );
}
