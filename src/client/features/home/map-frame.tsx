import { useState } from "react";
import { Button, ExternalButtonLink } from "#client/components/ui/button";
import { useSiteFacts } from "#client/lib/site-facts";
import { MapBackdrop } from "./map-backdrop";

/**
 * The embedded map, loaded only when the visitor asks for it. A frame loaded with the page shows
 * the browser's own error page inside the section whenever the map provider does not answer
 * (blocked, offline, down), and every visitor would pay for the provider's scripts; until the
 * tap, a drawn map stands in, with a link to the same map on the provider's site.
 */
export function MapFrame() {
  const { business, coverage } = useSiteFacts();
  const [shown, setShown] = useState(false);
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl border border-brand-100 shadow-sm">
      <MapBackdrop />
      {shown ? (
        <iframe
          src={coverage.mapEmbedUrl}
          title={`Map of the ${business.name} service area in Douglas County and the South Denver metro`}
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full"
        />
      ) : (
        <div className="absolute inset-x-3 bottom-3 flex flex-wrap justify-center gap-2 rounded-xl bg-white/95 p-3 shadow-sm sm:inset-x-4 sm:bottom-4">
          <Button size="sm" onClick={() => setShown(true)}>
            Show the map
          </Button>
          <ExternalButtonLink href={coverage.mapUrl} variant="outline" size="sm">
            View on Google Maps
          </ExternalButtonLink>
        </div>
      )}
    </div>
  );
}
