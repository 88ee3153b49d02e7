import { ADD_ON_KEYS, type AddOnKey } from "../catalog/add-ons";
import type { FrequencyKey } from "../catalog/frequencies";
import type { EstimateInput } from "../pricing/estimate-input";
import { ESTIMATE_LIMITS, type EstimateServiceType } from "../pricing/estimate-limits";
import { ESTIMATE_DEFAULTS } from "../pricing/options";
import type { DoveFacts } from "./dove-facts";
import { COUNT_PATTERN, countValue } from "./numbers";

/** Words visitors use for each add-on. */
const ADD_ON_WORDS: Record<AddOnKey, RegExp> = {
  fridge: /\b(fridges?|refrigerators?)\b/,
  oven: /\bovens?\b/,
  // Exterior windows are not an add-on.
  windows: /(?<!(outside|exterior|outdoor) )\b(interior )?windows?\b(?! (sills?|tracks?))/,
  laundry: /\blaundry\b/,
  patio: /\b(patios?|decks?|balcon(y|ies))\b/,
  walls: /\b(walls?|scuffs?|scuff marks?)\b/,
};

/** Service words, most specific first: a deep clean after a move is a move clean. */
const SERVICE_WORDS: ReadonlyArray<[EstimateServiceType, RegExp]> = [
  ["renovation", /\b(post[- ]?construction|construction|renovat\w*|remodel\w*)\b/],
  [
    "moveout",
    /\b(move[- ]?(in|out)s?|moving|moved|mov(e|ing) (in|out)|vacat\w*|end of (lease|tenancy)|move cleans?)\b/,
  ],
  ["garage", /\bgarages?\b/],
  ["deep", /\bdeep\b/],
  ["standard", /\b(standard|regular|basic|routine|maintenance|normal)\b/],
];

const FREQUENCY_WORDS: ReadonlyArray<[FrequencyKey, RegExp]> = [
  [
    "bi-weekly",
    /\b(bi-?weekly|every (two|2|other) weeks?|every other week|fortnightly|twice a month|two times a month)\b/,
  ],
  ["weekly", /\b(weekly|every week|once a week|each week)\b/],
  ["monthly", /\b(monthly|every month|once a month|each month)\b/],
  ["one-time", /\b(one[- ]?time|one[- ]off|just once|single (visit|clean))\b/],
];

const NEGATION = /\b(no|without|not|don'?t (have|need|want)|zero)\s+(any\s+|a\s+|the\s+)?$/;

export type AssumedField = "sqft" | "bedrooms" | "bathrooms" | "pets" | "frequency";

export interface EstimateRequest {
  input: EstimateInput;
  /** Which fields came from defaults because the visitor did not say. */
  assumed: AssumedField[];
  /** True when the square footage was inferred from the bedroom count (size tiers). */
  sqftFromBedrooms: boolean;
  /** Half bathrooms are counted as a whole one ("2.5 baths" -> 3). */
  roundedBathrooms: boolean;
  /** Whether the visitor named a service, a size, rooms, a frequency, pets or add-ons. */
  details: {
    service: boolean;
    size: boolean;
    rooms: boolean;
    frequency: boolean;
    pets: boolean;
    addOns: boolean;
  };
}

const clamp = (value: number, range: { min: number; max: number }) => Math.min(range.max, Math.max(range.min, value));

/** True when the words right before `index` negate what follows ("no dogs", "without the oven"). */
function negatedAt(text: string, index: number): boolean {
  return NEGATION.test(text.slice(Math.max(0, index - 24), index));
}

function mentioned(text: string, pattern: RegExp): boolean {
  const match = new RegExp(pattern.source, "g");
  for (let found = match.exec(text); found; found = match.exec(text)) {
    if (!negatedAt(text, found.index)) return true;
  }
  return false;
}

/** "2,400 sq ft", "2400 square feet", "2.4k sq ft", "2.4k", "2400sf", "2,400-square-foot". */
export function parseSqft(text: string): number | undefined {
  const unit = String.raw`\s*-?\s*(?:sq\.?\s*-?\s*f(?:ee)?t\.?|sqft|square[- ]f(?:ee|oo)t|sf|ft2|feet)\b`;
  const withUnit = new RegExp(String.raw`(?<![\d$.])(\d{1,2},\d{3}|\d{3,5}|\d{1,2}(?:\.\d)?k)${unit}`).exec(text);
  const bareK = /(?<![\d$.])(\d{1,2}(?:\.\d)?)k\b(?!\s*(?:budget|dollars|bucks|usd))/.exec(text);
  const token = withUnit?.[1] ?? (bareK?.[1] ? `${bareK[1]}k` : undefined);
  if (token === undefined) return undefined;
  const value = token.endsWith("k") ? Math.round(Number(token.slice(0, -1)) * 1000) : Number(token.replace(",", ""));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function parseRooms(text: string, noun: string): number | undefined {
  const match = new RegExp(String.raw`\b${COUNT_PATTERN}\s*\+?\s*-?\s*(?:${noun})\b`).exec(text);
  return countValue(match?.[1]);
}

/** The size tiers' typical square footage for a bedroom count (3 bed -> the 2,000 sq ft tier). */
export function typicalSqftForBedrooms(
  { sizeTiers }: Pick<DoveFacts, "sizeTiers">,
  bedrooms: number,
): number | undefined {
  return sizeTiers.find((tier) => {
    const [, low, high] = /(\d+)(?:-(\d+))?/.exec(tier.beds) ?? [];
    return Number(high ?? low) >= bedrooms;
  })?.maxSqft;
}

function parseService(text: string): EstimateServiceType | undefined {
  return SERVICE_WORDS.find(([, pattern]) => pattern.test(text))?.[0];
}

function parseFrequency(text: string): FrequencyKey | undefined {
  return FREQUENCY_WORDS.find(([, pattern]) => pattern.test(text))?.[0];
}

/** Real-estate shorthand: "a 3/2 house" is 3 bedrooms, 2 bathrooms. */
const ROOM_SHORTHAND = /\b(\d)\s*\/\s*(\d(?:\.5)?)\s*(?:house|home|condo|townhome|townhouse|apartment|ranch|duplex)\b/;

const PET_WORDS = /\b(pets?|dogs?|cats?|pupp(y|ies)|kittens?|furry|fur babies)\b/;
const NO_PETS = /\b(pet[- ]free|no (pets?|dogs?|cats?|animals?))\b/;

/** What a visitor said about their home and the visit, in one message or over a conversation. */
export interface HomeDetails {
  sqft?: number;
  /** As typed: "2.5 baths" stays 2.5 until priced. */
  bedrooms?: number;
  bathrooms?: number;
  service?: EstimateServiceType;
  frequency?: FrequencyKey;
  /** true: pets named; false: "no pets"; undefined: not said. */
  pets?: boolean;
  addOns: readonly AddOnKey[];
}

/** Reads size, rooms, service, pets, add-ons and frequency out of one message. */
export function readHomeDetails(message: string): HomeDetails {
  const text = message.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const shorthand = ROOM_SHORTHAND.exec(text);
  const petsMentioned = PET_WORDS.test(text) || NO_PETS.test(text);
  return {
    sqft: parseSqft(text),
    bedrooms: parseRooms(text, "bed(?:room)?s?|br|bd|bdrm?s?|beds") ?? countValue(shorthand?.[1]),
    bathrooms: parseRooms(text, "bath(?:room)?s?|ba") ?? countValue(shorthand?.[2]),
    service: parseService(text),
    frequency: parseFrequency(text),
    pets: petsMentioned ? !NO_PETS.test(text) && mentioned(text, PET_WORDS) : undefined,
    addOns: ADD_ON_KEYS.filter((key) => mentioned(text, ADD_ON_WORDS[key])),
  };
}

/** A conversation's details: what was said later wins; add-ons accumulate. */
export function mergeDetails(earlier: HomeDetails, later: HomeDetails): HomeDetails {
  return {
    sqft: later.sqft ?? earlier.sqft,
    bedrooms: later.bedrooms ?? earlier.bedrooms,
    bathrooms: later.bathrooms ?? earlier.bathrooms,
    service: later.service ?? earlier.service,
    frequency: later.frequency ?? earlier.frequency,
    pets: later.pets ?? earlier.pets,
    addOns: [...new Set([...earlier.addOns, ...later.addOns])],
  };
}

export const NO_DETAILS: HomeDetails = { addOns: [] };

/** True when the details say anything about the home or the visit. */
export function hasDetails(details: HomeDetails): boolean {
  return (
    details.sqft !== undefined ||
    details.bedrooms !== undefined ||
    details.bathrooms !== undefined ||
    details.service !== undefined ||
    details.frequency !== undefined ||
    details.pets !== undefined ||
    details.addOns.length > 0
  );
}

/** The estimate inputs for what was said; missing values take the widget defaults. */
export function estimateRequestFor(facts: Pick<DoveFacts, "sizeTiers">, details: HomeDetails): EstimateRequest {
  const assumed: AssumedField[] = [];
  const {
    sqft: statedSqft,
    bedrooms: statedBedrooms,
    bathrooms: statedBathrooms,
    service: serviceType,
    frequency,
  } = details;

  const bedrooms =
    statedBedrooms === undefined ? undefined : clamp(Math.ceil(statedBedrooms), ESTIMATE_LIMITS.bedrooms);
  const bathrooms =
    statedBathrooms === undefined ? undefined : clamp(Math.ceil(statedBathrooms), ESTIMATE_LIMITS.bathrooms);
  const inferredSqft =
    statedSqft === undefined && bedrooms !== undefined ? typicalSqftForBedrooms(facts, bedrooms) : undefined;

  if (statedSqft === undefined) assumed.push("sqft");
  if (bedrooms === undefined) assumed.push("bedrooms");
  if (bathrooms === undefined) assumed.push("bathrooms");
  if (details.pets === undefined) assumed.push("pets");
  if (frequency === undefined) assumed.push("frequency");

  return {
    input: {
      ...ESTIMATE_DEFAULTS,
      sqft: clamp(statedSqft ?? inferredSqft ?? ESTIMATE_DEFAULTS.sqft, ESTIMATE_LIMITS.sqft),
      bedrooms: bedrooms ?? ESTIMATE_DEFAULTS.bedrooms,
      bathrooms: bathrooms ?? ESTIMATE_DEFAULTS.bathrooms,
      pets: details.pets ?? false,
      serviceType: serviceType ?? ESTIMATE_DEFAULTS.serviceType,
      addOns: [...details.addOns],
      frequency,
    },
    assumed,
    sqftFromBedrooms: inferredSqft !== undefined,
    roundedBathrooms: statedBathrooms !== undefined && !Number.isInteger(statedBathrooms),
    details: {
      service: serviceType !== undefined,
      size: statedSqft !== undefined,
      rooms: bedrooms !== undefined || bathrooms !== undefined,
      frequency: frequency !== undefined,
      pets: details.pets !== undefined,
      addOns: details.addOns.length > 0,
    },
  };
}

/** Reads size, rooms, service, pets, add-ons and frequency out of free text; missing values take the widget defaults. */
export function parseEstimateRequest(facts: Pick<DoveFacts, "sizeTiers">, message: string): EstimateRequest {
  return estimateRequestFor(facts, readHomeDetails(message));
}
