import type { FastifyInstance, InjectOptions } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "#server/db/seed";
import { DESKTOP_USER_AGENT } from "../support/analytics";
import { proofFrom } from "../support/booking-proof";
import { listedSlots, openEveryDay } from "../support/bookings";
import { buildTestApp, writableRowCounts } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** Generated payloads per endpoint. */
const RUNS = 1_000;
const summary: string[] = [];

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(testDb.db);
  await openEveryDay(testDb.db);
  app = await buildTestApp(testDb.db);
  freeTimes.push(...(await listedSlots(app)));
  proofs.push(...(await Promise.all(Array.from({ length: PROOFS }, () => proofFrom(app)))));
});
afterAll(async () => {
  console.log(`[fuzz] ${summary.join("; ")}`);
  await app.close();
  await testDb.drop();
});

// ---- generators ---------------------------------------------------------------------------

/** encodeURIComponent, after replacing the surrogate halves it refuses to encode. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
/** Percent-encodings that do not decode. */
const brokenEncoding = fc.constantFrom("%", "%ZZ", "%E0%A4%A", "%C0%AF", "%00");

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", minLength: 1900, maxLength: 2100 }),
  fc.constant("x".repeat(20_000)),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\uFEFF",
    "\uD800",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✨",
    "<script>alert(1)</script>",
    "'; DROP TABLE contact_messages; --",
    "NaN",
    "null",
    "__proto__",
  ),
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
);
const pollutedKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("__proto__", "constructor", "prototype", "toString"),
);
const pollutedObject = fc.dictionary(pollutedKey, junk, { maxKeys: 6 });

/** Each field: its valid value, a junk value, or left out. */
function mutated(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, arb]) => [key, fc.option(fc.oneof(arb, arb, junk), { nil: undefined })]),
  );
  return fc
    .record(fields)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
}

const contactFields = {
  name: fc.constantFrom("Jordan Avery", "Al", "Zoë Núñez"),
  email: fc.constantFrom("jordan@example.com", "a@b.co"),
  phone: fc.constantFrom("(303) 555-0199", null, ""),
  address: fc.constantFrom("123 Main St, Parker", null),
  message: fc.constantFrom("Subject: Other\n\nCan you clean on Saturdays?", "Hello there, I need a deep clean."),
  website: fc.constantFrom("", "http://spam.example"),
  elapsedMs: fc.constantFrom(10, 60_000),
};
const chatFields = {
  message: fc.constantFrom("How much is a deep clean?", "Do you serve 80134?", "hi"),
  conversationId: fc.constantFrom(null, "8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4d"),
  sessionId: fc.constantFrom("1732280000000", "fuzz-session"),
};

/** The times the API lists, read once the database is ready (generators run later, in the tests). */
const freeTimes: string[] = [];
/**
 * Solved proofs of work, made once the app is up: a proof books once, so later requests that
 * reuse one for another booking are refused for it (and a refused request gives it back).
 */
const PROOFS = 300;
const proofs: string[] = [];
const proof = fc.nat().map((index) => proofs[index % Math.max(proofs.length, 1)] ?? "");
const bookingFields = {
  idempotencyKey: fc.oneof(fc.uuid(), fc.constantFrom("12345", "8D3C4F60-1F6B-4A36-9C2B-1E0F7C6A5B4D")),
  startsAt: fc.oneof(
    fc.nat().map((index) => freeTimes[index % Math.max(freeTimes.length, 1)] ?? "2030-01-01T16:00:00Z"),
    fc.constantFrom("2020-01-07T16:00:00Z", "2026-12-01T16:10:00Z", "next tuesday", "2099-01-01T16:00:00Z"),
  ),
  service: fc.constantFrom("deep", "standard", "spa"),
  estimateReference: fc.constantFrom("BB-2345AB", "bb-2345ab", "BB-0000"),
  estimate: fc.constantFrom(
    { sqft: 1800, bedrooms: 3, bathrooms: 2, pets: false, serviceType: "standard", addOns: [] },
    { sqft: 99 },
  ),
  name: fc.constantFrom("Jordan Avery", "J"),
  email: fc.constantFrom("jordan@example.com", "jordan@"),
  phone: fc.constantFrom("(303) 555-0199", "555-0100", "+1 720 555 0142"),
  address: fc.constantFrom(
    { street: "12 Elm St", city: "Parker", zip: "80134" },
    { street: "1 Far Rd", city: "Pueblo", zip: "81003" },
    { street: "12 Elm St", city: "Parker", zip: "8013" },
  ),
  notes: fc.constantFrom("Dog in the yard", "x".repeat(1001)),
  outsideAreaOk: fc.boolean(),
  proof,
};
/** Now and then a whole valid request, so the accepted path (and its 409 once a time is taken) is fuzzed too. */
const bookingBody = fc.oneof(
  {
    weight: 1,
    arbitrary: fc
      .record({
        idempotencyKey: fc.uuid(),
        startsAt: bookingFields.startsAt,
        name: fc.constant("Jordan Avery"),
        email: fc.constant("jordan@example.com"),
        phone: fc.constant("(303) 555-0199"),
        address: fc.constant({ street: "12 Elm St", city: "Parker", zip: "80134" }),
        proof,
      })
      .map((value) => JSON.stringify(value)),
  },
  { weight: 6, arbitrary: jsonBody(bookingFields) },
);
/** Manage links: well-formed tokens that open nothing, malformed ones, and junk. */
const manageToken = fc.oneof(
  fc.constantFrom("A".repeat(43), "short", `${"B".repeat(43)}x`),
  nastyString.map(encode),
  brokenEncoding,
);

const eventPath = fc.constantFrom("/", "/pricing", "/parker-co-cleaning", "/nope");
/** Each kind of measurement event has its own fields (the schema refuses the others'). */
const eventKinds: Record<string, fc.Arbitrary<unknown>>[] = [
  {
    kind: fc.constant("pageview"),
    path: eventPath,
    device: fc.constantFrom("phone", "desktop"),
    referrer: fc.constant("www.google.com"),
    utmSource: fc.constant(" Flyer "),
  },
  {
    kind: fc.constant("estimate"),
    path: eventPath,
    service: fc.constantFrom("deep", "standard"),
    band: fc.constantFrom("150-249", "600-plus"),
  },
  { kind: fc.constant("contact"), path: eventPath, subject: fc.constantFrom("pricing", "booking") },
  { kind: fc.constantFrom("booking_click", "booked", "phone_tap", "chat_open"), path: eventPath },
];

/** A JSON body: a near-valid payload, any JSON value, an object with polluting keys, or text that is not JSON. */
function jsonBody(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: mutated(valid).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: junk.map((value) => JSON.stringify(value) ?? "null") },
    { weight: 1, arbitrary: pollutedObject.map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__": {"polluted": true}, "name": "x"}',
        '{"constructor": {"prototype": {"polluted": true}}}',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 100 }) },
  );
}

const queryString = fc.oneof(
  fc
    .dictionary(
      fc.constantFrom("featured", "published", "limit", "__proto__", "x"),
      fc.oneof(nastyString, fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 })),
      { maxKeys: 4 },
    )
    .map((params) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params))
        for (const one of [value].flat()) search.append(key, String(one));
      return search.toString();
    }),
  fc.string({ unit: "binary", maxLength: 60 }).map(encode),
  brokenEncoding,
);
const pathSegment = fc.oneof(
  fc.constantFrom("standard", "deep-clean-vs-standard-clean", "nope"),
  nastyString.map(encode),
  brokenEncoding,
);
const trpcGetInput = fc.oneof(
  junk.map((value) => encode(JSON.stringify(value) ?? "null")),
  mutated({
    slug: fc.constantFrom("standard", "deep", "deep-clean-vs-standard-clean"),
    limit: fc.constantFrom(1, 3),
    featured: fc.boolean(),
  }).map((value) => encode(JSON.stringify(value))),
  fc.string({ maxLength: 40 }).map(encode),
  brokenEncoding,
);

// ---- endpoints ----------------------------------------------------------------------------

type Writes = "contact" | "chat" | "event" | "booking" | "none";
interface Endpoint {
  name: string;
  request: fc.Arbitrary<InjectOptions>;
  writes: Writes;
}

const post = (
  url: string,
  body: fc.Arbitrary<string>,
  headers: Record<string, string> = {},
): fc.Arbitrary<InjectOptions> =>
  body.map((payload) => ({
    method: "POST",
    url,
    payload,
    headers: { "content-type": "application/json", ...headers },
  }));
const get = (url: (value: string) => string, value: fc.Arbitrary<string>): fc.Arbitrary<InjectOptions> =>
  value.map((v) => ({ method: "GET", url: url(v) }));

const ENDPOINTS: Endpoint[] = [
  { name: "POST /api/contact", request: post("/api/contact", jsonBody(contactFields)), writes: "contact" },
  { name: "POST /api/chat/message", request: post("/api/chat/message", jsonBody(chatFields)), writes: "chat" },
  { name: "POST /api/chat/stream", request: post("/api/chat/stream", jsonBody(chatFields)), writes: "chat" },
  // An ordinary browser's user agent: a bot's events are accepted and not stored.
  {
    name: "POST /api/events",
    request: post("/api/events", fc.oneof(...eventKinds.map((fields) => jsonBody(fields))), {
      "user-agent": DESKTOP_USER_AGENT,
    }),
    writes: "event",
  },
  { name: "GET /api/testimonials", request: get((q) => `/api/testimonials?${q}`, queryString), writes: "none" },
  { name: "GET /api/posts", request: get((q) => `/api/posts?${q}`, queryString), writes: "none" },
  { name: "GET /api/posts/{slug}", request: get((s) => `/api/posts/${s}`, pathSegment), writes: "none" },
  { name: "GET /api/services/{slug}", request: get((s) => `/api/services/${s}`, pathSegment), writes: "none" },
  { name: "tRPC contact.send", request: post("/trpc/contact.send", jsonBody(contactFields)), writes: "contact" },
  { name: "tRPC chat.send", request: post("/trpc/chat.send", jsonBody(chatFields)), writes: "chat" },
  {
    name: "tRPC testimonials.list",
    request: get((i) => `/trpc/testimonials.list?input=${i}`, trpcGetInput),
    writes: "none",
  },
  { name: "tRPC posts.list", request: get((i) => `/trpc/posts.list?input=${i}`, trpcGetInput), writes: "none" },
  { name: "tRPC posts.bySlug", request: get((i) => `/trpc/posts.bySlug?input=${i}`, trpcGetInput), writes: "none" },
  {
    name: "tRPC services.bySlug",
    request: get((i) => `/trpc/services.bySlug?input=${i}`, trpcGetInput),
    writes: "none",
  },
  { name: "tRPC health.check", request: get((i) => `/trpc/health.check?input=${i}`, trpcGetInput), writes: "none" },
  { name: "POST /api/bookings", request: post("/api/bookings", bookingBody), writes: "booking" },
  { name: "tRPC bookings.create", request: post("/trpc/bookings.create", bookingBody), writes: "booking" },
  {
    name: "GET /api/bookings/availability",
    request: get(
      (q) => `/api/bookings/availability?${q}`,
      fc.oneof(queryString, fc.constantFrom("from=2026-12-01", "from=tomorrow", "from=", "from=2026-13-45")),
    ),
    writes: "none",
  },
  {
    name: "GET /api/bookings/manage/{token}",
    request: get((token) => `/api/bookings/manage/${token}`, manageToken),
    writes: "none",
  },
  {
    name: "POST /api/bookings/manage/{token}/reschedule",
    request: fc
      .tuple(manageToken, jsonBody({ startsAt: bookingFields.startsAt }))
      .chain(([token, body]) => post(`/api/bookings/manage/${token}/reschedule`, fc.constant(body))),
    writes: "none",
  },
];

/** Where a 4xx body names what was wrong: REST `error.fields`, tRPC `error.data.fields`. */
function namedFields(body: Record<string, unknown>): Record<string, string> | undefined {
  const error = body.error as
    { fields?: Record<string, string>; data?: { fields?: Record<string, string> } } | undefined;
  return error?.fields ?? error?.data?.fields;
}

describe(`${RUNS} generated payloads per endpoint`, () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    "%s: no 5xx, every rejection a 4xx JSON error naming the field, no row written for a rejection",
    async (_name, endpoint) => {
      const before = await writableRowCounts(testDb.db);
      let accepted = 0;
      let rejected = 0;
      // A repeated idempotency key answers the first booking again and stores nothing.
      const bookingKeys = new Set<string>();
      await fc.assert(
        fc.asyncProperty(endpoint.request, async (request) => {
          const res = await app.inject(request);
          expect(res.statusCode, `${request.method} ${JSON.stringify(request.url)}`).toBeLessThan(500);
          if (res.statusCode < 300) {
            accepted++;
            // Every generated payload is a JSON string.
            if (endpoint.writes === "booking")
              bookingKeys.add(String(JSON.parse(request.payload as string).idempotencyKey).toLowerCase());
            return;
          }
          rejected++;
          expect(res.headers["content-type"]).toMatch(/^application\/json/);
          const body = res.json<Record<string, unknown>>();
          const message = (body.error as { message?: unknown }).message;
          expect(typeof message === "string" && message.length > 0).toBe(true);
          if (res.statusCode === 400) expect(Object.keys(namedFields(body) ?? {}).length).toBeGreaterThan(0);
        }),
        { numRuns: RUNS },
      );
      const after = await writableRowCounts(testDb.db);
      const written = {
        contacts: after.contacts - before.contacts,
        conversations: after.conversations - before.conversations,
        messages: after.messages - before.messages,
        events: after.events - before.events,
        bookings: after.bookings - before.bookings,
      };
      const expected = {
        contacts: endpoint.writes === "contact" ? accepted : 0,
        conversations: endpoint.writes === "chat" ? accepted : 0,
        messages: endpoint.writes === "chat" ? 2 * accepted : 0,
        events: endpoint.writes === "event" ? accepted : 0,
        bookings: bookingKeys.size,
      };
      expect(written).toEqual(expected);
      summary.push(`${endpoint.name}: ${accepted} accepted, ${rejected} rejected`);
    },
    180_000,
  );
});
