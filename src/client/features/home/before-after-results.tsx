import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import type { ServiceKey } from "#shared/catalog/services";
import { SERVICE_GALLERY_CAPTIONS } from "#shared/content/service-gallery";
import { Section } from "#client/components/ui/section";
import { useSiteFacts } from "#client/lib/site-facts";
import { BeforeAfterPanel } from "./before-after-panel";
import type { SceneKey } from "./before-after-scenes";

const RESULTS: readonly { service: ServiceKey; scene: SceneKey }[] = [
  { service: "standard", scene: "kitchen" },
  { service: "deep", scene: "shower" },
  { service: "moveout", scene: "cabinets" },
];

/** Before/after results: drawn scenes captioned with each service's gallery captions. */
export function BeforeAfterResults() {
  const { services } = useSiteFacts();
  return (
    <Section
      id="results"
      tone="tint"
      eyebrow="The difference"
      title="Before & After"
      intro="What a visit from our team changes, room by room."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {RESULTS.map(({ service, scene }) => {
          const caption = SERVICE_GALLERY_CAPTIONS[service][0];
          return (
            <li key={service}>
              <figure className="h-full rounded-2xl border border-brand-100 bg-white p-3 shadow-sm">
                <BeforeAfterPanel scene={scene} />
                <figcaption className="px-2 pb-2 pt-4">
                  <Link
                    to="/services/$slug"
                    params={{ slug: service }}
                    className="inline-flex items-center gap-1 text-sm font-bold uppercase tracking-wider text-brand-700 hover:underline"
                  >
                    {services[service].name} <ArrowRight aria-hidden className="size-4" />
                  </Link>
                  <p className="mt-1 text-slate-700">{caption}</p>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
