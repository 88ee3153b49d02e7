import { ShieldCheck, Star, Users } from "lucide-react";
import { GOOGLE_PROFILE_CLAIM } from "#shared/business/claims";
import type { Badge } from "./badge-row";
import type { Stat } from "./stat-strip";

/** The Google-profile claims city and service-area pages show: 4.9 rating, 150+ families. */
export const GOOGLE_RATING = GOOGLE_PROFILE_CLAIM.rating.toFixed(1);
export const HAPPY_FAMILIES = `${GOOGLE_PROFILE_CLAIM.happyFamilies}+`;

export const RATING_FIGURE: Stat = { icon: Star, value: GOOGLE_RATING, label: "Google Rating" };
export const FAMILIES_FIGURE: Stat = { icon: Users, value: HAPPY_FAMILIES, label: "Happy Families" };

export const RATING_BADGE: Badge = { icon: Star, label: `${GOOGLE_RATING} Google Rating` };
export const LICENSED_BADGE: Badge = { icon: ShieldCheck, label: "Licensed & Insured" };

/** "150+ Happy Families" on service-area pages, "150+ Customers" on service-in-city pages. */
export function familiesBadge(noun: "Happy Families" | "Customers"): Badge {
  return { icon: Users, label: `${HAPPY_FAMILIES} ${noun}` };
}
