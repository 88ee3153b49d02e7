import {
  Archive,
  Bath,
  BedDouble,
  Car,
  CookingPot,
  DoorOpen,
  Sofa,
  Sparkles,
  Warehouse,
  type LucideIcon,
} from "lucide-react";

/** Picks an icon for the scene a caption describes; the first matching keyword wins. */
const SCENES: readonly (readonly [RegExp, LucideIcon])[] = [
  [/kitchen|oven|cabinet|range|backsplash/i, CookingPot],
  [/bath|vanity|shower|grout/i, Bath],
  [/baseboard|door/i, DoorOpen],
  [/bedroom/i, BedDouble],
  [/family room|living/i, Sofa],
  [/shel(f|ves)/i, Archive],
  [/garage/i, Car],
  [/cobweb|rafter/i, Warehouse],
];

function sceneIcon(caption: string): LucideIcon {
  return SCENES.find(([pattern]) => pattern.test(caption))?.[1] ?? Sparkles;
}

/** CSS-art before/after tile: a dusty, smudged half beside a bright, sparkling one. */
function BeforeAfterTile({ caption }: { caption: string }) {
  const Icon = sceneIcon(caption);
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden className="relative grid aspect-[4/3] grid-cols-2">
        <div className="relative flex items-center justify-center overflow-hidden bg-stone-300 bg-[radial-gradient(circle,rgba(87,64,40,0.35)_1.5px,transparent_2px)] bg-[length:13px_13px]">
          <span className="absolute -left-4 top-6 size-20 rounded-full bg-amber-900/25 blur-xl" />
          <span className="absolute bottom-4 right-2 size-14 rounded-full bg-stone-600/30 blur-lg" />
          <Icon className="relative size-14 text-stone-500" strokeWidth={1.5} />
          <span className="absolute left-2 top-2 rounded-full bg-stone-700 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            Before
          </span>
        </div>
        <div className="relative flex items-center justify-center bg-gradient-to-br from-white to-brand-100">
          <Icon className="size-14 text-brand-600" strokeWidth={1.5} />
          <Sparkles className="absolute right-5 top-9 size-6 text-accent-500" />
          <Sparkles className="absolute bottom-7 left-5 size-4 text-accent-400" />
          <span className="absolute right-2 top-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            After
          </span>
        </div>
        <span className="absolute inset-y-0 left-1/2 w-1 -translate-x-1/2 bg-white shadow" />
        <span className="absolute left-1/2 top-1/2 flex size-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-brand-700 text-xs font-bold text-white shadow">
          ↔
        </span>
      </div>
      <figcaption className="p-4 text-sm text-slate-700">{caption}</figcaption>
    </figure>
  );
}

/** Before/after scenes for a service (CSS art; no photos exist yet). */
export function BeforeAfterGallery({ captions }: { captions: readonly string[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {captions.map((caption) => (
        <li key={caption}>
          <BeforeAfterTile caption={caption} />
        </li>
      ))}
    </ul>
  );
}
