import { ShieldCheck, Star, Users } from "lucide-react";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import type { Badge } from "./badge-row";
import type { Stat } from "./stat-strip";

type Claims = CoreSiteFacts["claims"];

/** The Google-profile claims city and service-area pages show: "4.9" and "150+" by default. */
export const googleRating = (claims: Claims) => claims.googleProfile.rating.toFixed(1);
export const happyFamilies = (claims: Claims) => `${claims.googleProfile.happyFamilies}+`;

export const ratingFigure = (claims: Claims): Stat => ({
  icon: Star,
  value: googleRating(claims),
  label: "Google Rating",
});
export const familiesFigure = (claims: Claims): Stat => ({
  icon: Users,
  value: happyFamilies(claims),
  label: "Happy Families",
});

export const ratingBadge = (claims: Claims): Badge => ({ icon: Star, label: `${googleRating(claims)} Google Rating` });
export const LICENSED_BADGE: Badge = { icon: ShieldCheck, label: "Licensed & Insured" };

/** "150+ Happy Families" on service-area pages, "150+ Customers" on service-in-city pages. */
export function familiesBadge(claims: Claims, noun: "Happy Families" | "Customers"): Badge {
  return { icon: Users, label: `${happyFamilies(claims)} ${noun}` };
}
