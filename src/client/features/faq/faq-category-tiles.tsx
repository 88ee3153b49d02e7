import { CalendarClock, CreditCard, Sparkles } from "lucide-react";
import { FAQ_CATEGORY_TILES } from "#shared/content/faq-page";

const ICONS = [Sparkles, CreditCard, CalendarClock] as const;

/** The three topic tiles (display only, per the spec). */
export function FaqCategoryTiles() {
  return (
    <section aria-labelledby="faq-topics-heading" className="mb-12">
      <h2 id="faq-topics-heading" className="sr-only">
        Popular topics
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {FAQ_CATEGORY_TILES.map((tile, index) => {
          const Icon = ICONS[index % ICONS.length] ?? Sparkles;
          return (
            <li key={tile.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-brand-900">{tile.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{tile.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
