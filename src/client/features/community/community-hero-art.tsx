import { Heart, Home, type LucideIcon, School, Sparkles, Trophy, Users } from "lucide-react";
import { useSiteFacts } from "#client/lib/site-facts";

const ICONS: readonly LucideIcon[] = [Home, Heart, School, Users, Trophy, Sparkles];

/** Decorative hero card: a neighbourhood of icons around the founding year. */
export function CommunityHeroArt() {
  const { business } = useSiteFacts();
  return (
    <div className="rounded-3xl bg-brand-900 p-8 text-center text-white shadow-lg">
      <ul aria-hidden className="mx-auto grid max-w-xs grid-cols-3 gap-4">
        {ICONS.map((Icon, index) => (
          <li
            key={index}
            className="flex aspect-square items-center justify-center rounded-2xl bg-white/10 odd:bg-accent-400 odd:text-brand-900"
          >
            <Icon className="size-8" />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-2xl font-bold">Giving back since {business.foundedYear}</p>
      <p className="mt-1 text-brand-100">Family-owned and rooted in Douglas County</p>
    </div>
  );
}
