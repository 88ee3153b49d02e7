import { StarRating } from "#client/components/page/star-rating";
import { useSiteFacts } from "#client/lib/site-facts";
import { Sparkle } from "./sparkle";

/** A drawn house with sparkles and the Google-profile rating card; decorative apart from the rating. */
export function HeroIllustration() {
  const { googleProfile } = useSiteFacts().claims;
  return (
    <div className="relative mx-auto hidden max-w-md sm:block">
      <svg aria-hidden viewBox="0 0 320 240" className="w-full drop-shadow-sm">
        <rect x="0" y="0" width="320" height="240" rx="28" fill="#d9ebff" />
        <circle cx="262" cy="52" r="24" fill="#f5b942" />
        <path d="M0 196 Q80 176 160 190 T320 184 V240 H0 Z" fill="#b7dcb0" />
        <path d="M70 120 L160 58 L250 120 Z" fill="#1e3a5f" />
        <rect x="86" y="118" width="148" height="86" fill="#ffffff" />
        <rect x="146" y="150" width="30" height="54" rx="3" fill="#1a5291" />
        <circle cx="170" cy="178" r="2.5" fill="#f5b942" />
        <rect x="100" y="136" width="32" height="28" rx="3" fill="#7cc4ff" />
        <rect x="190" y="136" width="32" height="28" rx="3" fill="#7cc4ff" />
        <path d="M116 136 V164 M100 150 H132 M206 136 V164 M190 150 H222" stroke="#ffffff" strokeWidth="2" />
        <rect x="206" y="70" width="16" height="30" fill="#1a5291" />
        <Sparkle x={60} y={78} size={14} />
        <Sparkle x={278} y={118} size={10} />
        <Sparkle x={244} y={160} size={12} />
        <Sparkle x={52} y={156} size={9} />
      </svg>
      <div className="absolute -bottom-6 left-4 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-lg">
        <span className="text-3xl font-extrabold text-brand-900">{googleProfile.rating.toFixed(1)}</span>
        <span>
          <StarRating rating={googleProfile.rating} className="size-4" />
          <span className="block text-sm text-slate-700">{googleProfile.happyFamilies}+ happy families</span>
        </span>
      </div>
    </div>
  );
}
