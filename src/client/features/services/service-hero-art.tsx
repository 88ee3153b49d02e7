import { Sparkles } from "lucide-react";
import type { ServiceKey } from "#shared/catalog/services";
import { StarRating } from "#client/components/page/star-rating";
import { useSiteFacts } from "#client/lib/site-facts";
import { SERVICE_ICONS } from "./service-icon";

/** Decorative hero illustration: the service's icon in a sparkling badge, with the rating chip. */
export function ServiceHeroArt({ service }: { service: ServiceKey }) {
  const { rating } = useSiteFacts().claims.googleProfile;
  const Icon = SERVICE_ICONS[service];
  return (
    <div className="relative mx-auto hidden size-72 lg:block">
      <div aria-hidden className="absolute inset-0 rounded-full bg-gradient-to-br from-brand-100 to-brand-50" />
      <div
        aria-hidden
        className="absolute inset-10 flex items-center justify-center rounded-full bg-brand-700 shadow-xl"
      >
        <Icon className="size-24 text-white" strokeWidth={1.5} />
      </div>
      <Sparkles aria-hidden className="absolute right-6 top-6 size-10 text-accent-400" />
      <Sparkles aria-hidden className="absolute bottom-14 left-2 size-6 text-accent-500" />
      <p className="absolute -bottom-2 right-0 flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-lg">
        <StarRating rating={rating} className="size-4" />
        {rating} on Google
      </p>
    </div>
  );
}
