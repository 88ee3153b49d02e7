import type OpenAI from "openai";
import { z } from "zod";
import { lookupServiceArea } from "#shared/areas/lookup";
import { faqPlainText, searchFaqs } from "#shared/content/faq-page";
import { bookingLink, type DoveFacts } from "#shared/dove/dove-facts";
import { publishedFaqs } from "#shared/dove/faq-lookup";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { estimateFromUnknown } from "#shared/pricing/estimate-from-unknown";
import { type EstimateInput, EstimateInputSchema } from "#shared/pricing/estimate-input";
import { formatDollars, formatRange } from "#shared/pricing/format";
import type { BookingTools } from "./booking-desk";
import { dollarAmountsIn } from "./price-guard";

type ToolDefinition = OpenAI.Chat.Completions.ChatCompletionFunctionTool;

const MAX_FAQ_RESULTS = 3;

/** A tool call the model made that cannot be run (unknown tool, arguments that are not JSON). */
export class MalformedToolCallError extends Error {
  override name = "MalformedToolCallError";
}

const { $schema: _ignored, ...estimateParameters } = z.toJSONSchema(EstimateInputSchema, { io: "input" });
const queryParameters = {
  type: "object",
  properties: { query: { type: "string", description: "What the visitor asked about, in a few words" } },
  required: ["query"],
  additionalProperties: false,
};

/** The tools the model must call for facts: prices, coverage, policies, booking. */
export const DOVE_TOOLS: readonly ToolDefinition[] = [
  {
    type: "function",
    function: {
      name: "estimate",
      description:
        "The company's price engine: returns the estimated price range and breakdown for a home. The only source of prices. renovation means a post-renovation clean.",
      parameters: estimateParameters,
    },
  },
  {
    type: "function",
    function: {
      name: "check_service_area",
      description: "Whether a city or 5-digit ZIP code is served.",
      parameters: {
        ...queryParameters,
        properties: { query: { type: "string", description: "A city name or ZIP code" } },
      },
    },
  },
  {
    type: "function",
    function: {
      name: "search_faq",
      description:
        "Searches the company's FAQ (policies, what is included, scheduling, payment) and returns up to 3 answers.",
      parameters: queryParameters,
    },
  },
  {
    type: "function",
    function: {
      name: "booking_link",
      description: "How to book: the online booking form, the booking page, the phone number and the notice needed.",
      parameters: { type: "object", properties: {}, additionalProperties: false },
    },
  },
];

const text = (description: string) => ({ type: "string", description });

/** Booking the walkthrough in the chat (site bookings only): the server holds the booking and books on the visitor's yes. */
export const BOOKING_TOOLS: readonly ToolDefinition[] = [
  {
    type: "function",
    function: {
      name: "list_free_times",
      description:
        "The next free times for the free in-home walkthrough, numbered, in Mountain Time. The only source of times to offer.",
      parameters: { type: "object", properties: {}, additionalProperties: false },
    },
  },
  {
    type: "function",
    function: {
      name: "book_walkthrough",
      description:
        "Checks the visitor's walkthrough details and returns a read-back to show them. It does not book: the booking is made when the visitor replies yes to the read-back.",
      parameters: {
        type: "object",
        properties: {
          time: text("The number or label of a time list_free_times gave"),
          name: text("The visitor's full name"),
          email: text("The visitor's email address"),
          phone: text("The visitor's US phone number"),
          address: text("Street, city and 5-digit ZIP of the home"),
        },
        required: ["time", "name", "email", "phone", "address"],
        additionalProperties: false,
      },
    },
  },
];

/** Runs a booking tool against the conversation's booking desk; null when `name` is not one. */
export async function runBookingTool(
  tools: BookingTools,
  name: string,
  rawArguments: string,
): Promise<ToolOutcome | null> {
  if (name === "list_free_times") return { content: await tools.listFreeTimes(), grantedAmounts: [] };
  if (name === "book_walkthrough")
    return { content: await tools.stageBooking(parseArguments(name, rawArguments)), grantedAmounts: [] };
  return null;
}

export interface ToolOutcome {
  /** JSON text handed back to the model. */
  content: string;
  /** Dollar amounts the model may now quote (only the estimate tool grants any). */
  grantedAmounts: readonly number[];
  /** The inputs the estimate tool priced. */
  estimate?: EstimateInput;
}

const QueryArgs = z.object({ query: z.string().max(200) });

function parseArguments(name: string, raw: string): unknown {
  try {
    return raw.trim() === "" ? {} : (JSON.parse(raw) as unknown);
  } catch {
    throw new MalformedToolCallError(`The arguments of ${name} are not JSON`);
  }
}

function queryOf(name: string, args: unknown): string {
  const parsed = QueryArgs.safeParse(args);
  if (!parsed.success) throw new MalformedToolCallError(`The arguments of ${name} have no query`);
  return parsed.data.query;
}

function runEstimate(facts: DoveFacts, args: unknown): ToolOutcome {
  const parsed = estimateFromUnknown(facts, args);
  if (!parsed.ok) {
    return {
      content: JSON.stringify({ error: "These details cannot be priced; ask the visitor.", issues: parsed.issues }),
      grantedAmounts: [],
    };
  }
  const { lowCents, highCents, breakdown } = parsed.result;
  const result = {
    range: formatRange(lowCents, highCents),
    input: parsed.input,
    breakdown: {
      baseService: formatDollars(breakdown.baseService),
      pets: formatDollars(breakdown.pets),
      addOns: formatDollars(breakdown.addOns),
      recurringDiscount: formatDollars(breakdown.frequencyDiscount),
    },
    note: "Quote the range exactly as given; final prices are confirmed at the free walkthrough.",
  };
  const content = JSON.stringify(result);
  return {
    content,
    grantedAmounts: dollarAmountsIn(`${result.range} ${Object.values(result.breakdown).join(" ")}`),
    estimate: parsed.input,
  };
}

function runServiceArea(facts: DoveFacts, query: string): ToolOutcome {
  const found = lookupServiceArea(query, facts);
  const result =
    found.status === "served"
      ? { status: "served", city: found.area.city, page: `/${found.area.slug}` }
      : found.status === "nearby"
        ? {
            status: "nearby",
            place: found.place.name,
            note: "Just outside our usual area: we may still come; the visitor should contact us at /contact.",
          }
        : found.status === "not-served"
          ? { status: "not-served", note: "Not in our service area; see /service-areas." }
          : { status: "invalid", message: found.message };
  return { content: JSON.stringify(result), grantedAmounts: [] };
}

function runFaqSearch(facts: SiteFacts, query: string): ToolOutcome {
  // A whole-phrase match first; otherwise any FAQ that shares the query's longer words.
  const faqs = publishedFaqs(facts);
  const phrase = query.trim() === "" ? [] : searchFaqs(query, faqs);
  const words = query
    .toLowerCase()
    .split(/\W+/)
    .filter((word) => word.length > 3);
  const matches =
    phrase.length > 0
      ? phrase
      : faqs.filter((faq) => words.some((word) => faqPlainText(faq).toLowerCase().includes(word)));
  const answers = matches.slice(0, MAX_FAQ_RESULTS).map(faqPlainText);
  return { content: JSON.stringify({ answers, more: "/faq" }), grantedAmounts: [] };
}

function runBookingLink(facts: SiteFacts): ToolOutcome {
  const result = {
    bookingUrl: bookingLink(facts),
    bookingPage: "/booking",
    phone: facts.business.phone.display,
    noticeHours: facts.policies.bookingNoticeHours,
  };
  return { content: JSON.stringify(result), grantedAmounts: [] };
}

/** Runs one tool call against the shared engine and the turn's facts. */
export function runDoveTool(facts: SiteFacts, name: string, rawArguments: string): ToolOutcome {
  const args = parseArguments(name, rawArguments);
  switch (name) {
    case "estimate":
      return runEstimate(facts, args);
    case "check_service_area":
      return runServiceArea(facts, queryOf(name, args));
    case "search_faq":
      return runFaqSearch(facts, queryOf(name, args));
    case "booking_link":
      return runBookingLink(facts);
    default:
      throw new MalformedToolCallError("The model called a tool that does not exist");
  }
}
