import { DEFAULT_SITE_FACTS } from "./default-site-facts";
import type { SiteFacts } from "./site-facts-schema";

/** Why the launch checklist flags a fact, in the owner's words. */
export const PLACEHOLDER_REASONS = {
  fictionPhone: "555 numbers are reserved for fiction",
  exampleDomain: "example.com is not your domain",
  sampleClaim: "a sample claim",
  sampleTeam: "sample people, not your team",
} as const;

export type PlaceholderReason = (typeof PLACEHOLDER_REASONS)[keyof typeof PLACEHOLDER_REASONS];

/** One fact the launch checklist asks the owner to replace or confirm. */
export interface PlaceholderItem {
  /** Dotted path in the facts document, e.g. "business.phone". */
  path: string;
  /** The top-level part of the facts, for the editor's link (/admin/site?part=business). */
  part: string;
  label: string;
  /** The value as the owner reads it. */
  shown: string;
  reason: PlaceholderReason;
  /** The value as stored, compared with a confirmation's (JSON). */
  valueJson: string;
}

/** Numbers in the 555-0100..0199 block (any separators, with or without the area code's +1). */
const FICTION_PHONE = /555[-. )]*01\d\d/;
const EXAMPLE_DOMAIN = /(^|[^a-z0-9-])example\.(com|org|net)\b/i;

/** Facts flagged as a whole (a phone is its display and its link; a set of figures is one claim). */
const WHOLE = new Set(["business.phone", "business.booking.embed"]);

/** The shipped sample claims: flagged while they hold exactly the shipped value. */
const SAMPLE_VALUES: readonly { path: string; reason: PlaceholderReason }[] = [
  { path: "claims.reviewsPage", reason: PLACEHOLDER_REASONS.sampleClaim },
  { path: "claims.googleProfile", reason: PLACEHOLDER_REASONS.sampleClaim },
  { path: "claims.yearsOfExpertise", reason: PLACEHOLDER_REASONS.sampleClaim },
  { path: "claims.community", reason: PLACEHOLDER_REASONS.sampleClaim },
  { path: "claims.insurance", reason: PLACEHOLDER_REASONS.sampleClaim },
  { path: "community.partners", reason: PLACEHOLDER_REASONS.sampleClaim },
  { path: "community.events", reason: PLACEHOLDER_REASONS.sampleClaim },
  { path: "team.members", reason: PLACEHOLDER_REASONS.sampleTeam },
];

const LABELS: Record<string, string> = {
  "business.phone": "Phone number",
  "business.email": "Email address",
  "business.bookingUrl": "Online booking link",
  "business.reviewsUrl": "Google reviews link",
  "business.social.facebook": "Facebook page",
  "business.social.instagram": "Instagram page",
  "business.social.linkedin": "LinkedIn page",
  "business.booking.embed": "Booking provider's form files",
  "coverage.mapEmbedUrl": "Map on the home page",
  "coverage.mapUrl": "Map link",
  "claims.reviewsPage": "Review figures on the reviews page",
  "claims.googleProfile": "Google rating and number of reviews",
  "claims.yearsOfExpertise": "Years of experience",
  "claims.community": "Community figures (families served, donations)",
  "claims.insurance": "Insurance and bond amounts",
  "community.partners": "Community partners",
  "community.events": "Community events",
  "team.members": "Team members named on the blog",
};

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US")}`;

/** How each flagged value reads on the checklist (shipped sample values in the site's own words). */
const SHOWN: Record<string, (value: never) => string> = {
  "business.phone": (phone: SiteFacts["business"]["phone"]) => phone.display,
  "business.booking.embed": (embed: SiteFacts["business"]["booking"]["embed"]) => embed.scriptUrl,
  "claims.reviewsPage": (page: SiteFacts["claims"]["reviewsPage"]) =>
    `${page.rating} stars from ${page.reviewCount} reviews, ${page.recommendPercent}% recommend, ${page.repeatCustomerPercent}% come back`,
  "claims.googleProfile": (profile: SiteFacts["claims"]["googleProfile"]) =>
    `${profile.rating} stars from ${profile.reviewCount} reviews, ${profile.happyFamilies}+ happy families`,
  "claims.yearsOfExpertise": (years: number) => `${years}+ years`,
  "claims.community": (community: SiteFacts["claims"]["community"]) =>
    `${community.familiesServed}+ families, ${community.yearsInCommunity} years, ${dollars(community.servicesDonated)} donated, ${community.eventsSponsored} events`,
  "claims.insurance": (insurance: SiteFacts["claims"]["insurance"]) =>
    `${dollars(insurance.generalLiabilityCoverage)} liability, ${dollars(insurance.bonding)} bond`,
  "community.partners": (partners: SiteFacts["community"]["partners"]) =>
    partners.map((partner) => partner.name).join(", "),
  "community.events": (events: SiteFacts["community"]["events"]) => events.map((event) => event.name).join(", "),
  "team.members": (members: SiteFacts["team"]["members"]) =>
    members.map((member) => `${member.name} (${member.role})`).join(", "),
};

function valueAt(document: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
}

/** A leaf's label when no owner's words were written for it: its path, readably. */
function fallbackLabel(path: string): string {
  const words = path
    .split(".")
    .filter((key) => !/^\d+$/.test(key))
    .map((key) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());
  const text = words.join(" › ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function ruleReason(value: unknown): PlaceholderReason | undefined {
  const texts = strings(value);
  if (texts.some((text) => FICTION_PHONE.test(text))) return PLACEHOLDER_REASONS.fictionPhone;
  if (texts.some((text) => EXAMPLE_DOMAIN.test(text))) return PLACEHOLDER_REASONS.exampleDomain;
  return undefined;
}

/** Paths whose values break a rule (a 555 number, an example domain), a WHOLE fact counted once. */
function ruleMatches(value: unknown, path: string[], found: { path: string; reason: PlaceholderReason }[]): void {
  const dotted = path.join(".");
  const reason = ruleReason(value);
  if (!reason) return;
  if (typeof value === "string" || WHOLE.has(dotted)) {
    found.push({ path: dotted, reason });
    return;
  }
  const children = Array.isArray(value)
    ? value.map((child, index) => [String(index), child] as const)
    : Object.entries(value as object);
  for (const [key, child] of children) ruleMatches(child, [...path, key], found);
}

function item(facts: SiteFacts, path: string, reason: PlaceholderReason): PlaceholderItem {
  const value = valueAt(facts, path);
  const show = SHOWN[path] as ((value: unknown) => string) | undefined;
  return {
    path,
    part: path.split(".")[0] ?? path,
    label: LABELS[path] ?? fallbackLabel(path),
    shown: show ? show(value) : typeof value === "string" ? value : JSON.stringify(value),
    reason,
    valueJson: JSON.stringify(value),
  };
}

/**
 * Every placeholder in the facts: values that break a rule (555-01xx numbers, example.com, .org
 * and .net addresses and links) and the shipped sample claims while they still hold the shipped
 * value. `confirmed` maps a path to the value the owner confirmed as real (JSON); an item whose
 * value is still that one is left out.
 */
export function placeholderFacts(
  facts: SiteFacts,
  confirmed: ReadonlyMap<string, string> = new Map(),
): PlaceholderItem[] {
  const found: { path: string; reason: PlaceholderReason }[] = [];
  ruleMatches(facts, [], found);
  for (const sample of SAMPLE_VALUES) {
    const same =
      JSON.stringify(valueAt(facts, sample.path)) === JSON.stringify(valueAt(DEFAULT_SITE_FACTS, sample.path));
    if (same && !found.some((match) => match.path === sample.path)) found.push(sample);
  }
  return found
    .map(({ path, reason }) => item(facts, path, reason))
    .filter((candidate) => confirmed.get(candidate.path) !== candidate.valueJson);
}
