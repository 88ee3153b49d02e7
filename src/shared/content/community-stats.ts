/** The four headline figures of /community, worded from the published community claims. */
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { formatDollars } from "#shared/pricing/format";

export interface CommunityStat {
  value: string;
  label: string;
}

export function communityStatItems(community: SiteFacts["claims"]["community"]): readonly CommunityStat[] {
  return [
    { value: `${community.familiesServed}+`, label: "Families Served" },
    { value: `${community.yearsInCommunity}`, label: "Years in the Community" },
    { value: `${formatDollars(community.servicesDonated)}+`, label: "Services Donated" },
    { value: `${community.eventsSponsored}`, label: "Events Sponsored" },
  ];
}
