import { Clock, MapPin, Wallet } from "lucide-react";
import { COVERAGE } from "#shared/areas/cities";
import type { Stat } from "./stat-strip";

/** 13 communities, 30 min max travel, $0 travel fees. */
export const COVERAGE_FIGURES: readonly Stat[] = [
  { icon: MapPin, value: String(COVERAGE.communities), label: "Communities Served" },
  { icon: Clock, value: `${COVERAGE.maxTravelMinutes} min`, label: "Max Travel Time" },
  { icon: Wallet, value: `$${COVERAGE.travelFeeDollars}`, label: "Travel Fees" },
];
