import { Clock, MapPin, Wallet } from "lucide-react";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { formatDollars } from "#shared/pricing/format";
import type { Stat } from "./stat-strip";

/** Communities served, longest drive, travel fee ("13", "30 min", "$0" by default). */
export function coverageFigures({ serviceAreas, coverage }: Pick<CoreSiteFacts, "serviceAreas" | "coverage">): Stat[] {
  return [
    { icon: MapPin, value: String(serviceAreas.length), label: "Communities Served" },
    { icon: Clock, value: `${coverage.maxTravelMinutes} min`, label: "Max Travel Time" },
    { icon: Wallet, value: formatDollars(coverage.travelFee), label: "Travel Fees" },
  ];
}
