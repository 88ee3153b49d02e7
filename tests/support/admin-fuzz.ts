import type { FastifyInstance, InjectOptions } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_TEST_EMAIL,
  ADMIN_TEST_PASSWORD,
  SITE_ORIGIN,
  createTestOwner,
  signedInClient,
  testAdminAuth,
} from "./admin-session";
import { storedBooking } from "./bookings";
import { buildTestApp } from "./test-app";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** Generated payloads per endpoint: 1,000 keeps the three fuzz files inside CI's 30 minutes (2,000 had them at 2-2.6 min each). */
const RUNS = 1_000;
const summary: string[] = [];

let testDb: TestDatabase;
let app: FastifyInstance;
let cookie: string;

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.constant("x".repeat(5_000)),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\uD800",
    "__proto__",
    "BB-2345AB",
    "2026-13-45",
    "<script>",
    "'; DROP TABLE estimates; --",
  ),
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, 0, -1, 1.5, 1e308, [], {}),
);

/** Each field: its valid value, a junk value, or left out; sometimes polluting keys. */
function mutated(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, arb]) => [key, fc.option(fc.oneof(arb, arb, junk), { nil: undefined })]),
  );
  const record = fc
    .record(fields)
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
  return fc.oneof(
    { weight: 5, arbitrary: record },
    { weight: 1, arbitrary: junk },
    { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__": {"polluted": true}}')) },
  );
}

const VALID_ID = "8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4d";
const uuid = fc.constantFrom(VALID_ID, "not-a-uuid");
const estimateFields = {
  sqft: fc.constantFrom(1500, 2200, 99),
  bedrooms: fc.constantFrom(1, 3, 6),
  bathrooms: fc.constantFrom(2, 4),
  pets: fc.boolean(),
  serviceType: fc.constantFrom("standard", "deep", "spa"),
  addOns: fc.constantFrom([], ["oven"], ["oven", "oven"]),
  frequency: fc.constantFrom("weekly", "monthly"),
};
const contactFilter = {
  status: fc.constantFrom("all", "unread", "handled", "read"),
  search: fc.constantFrom("ann", ""),
  includeSpam: fc.boolean(),
  page: fc.constantFrom(1, 2, 0),
};
const questionFilter = {
  from: fc.constantFrom("2026-01-05", "2026-02-30"),
  to: fc.constantFrom("2026-12-31", "tomorrow"),
  reason: fc.constantFrom("fallback", "clarify", "low-confidence", "bored"),
};
const chatFilter = {
  from: fc.constantFrom("2026-01-05", "05/01/2026"),
  to: fc.constantFrom("2026-12-31"),
  priceOrBooking: fc.boolean(),
  page: fc.constantFrom(1, 0),
};

// Privacy requests: a valid identifier is rare, since each costs a scrypt hash (≈ 50 ms) and a search of every
// table; the valid paths are tested in privacy-requests.test.ts. admin.privacy.export takes lookup's input, and
// requests.extend and complete an id as contacts.get does: they are not fuzzed again.
const identifier = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom("ann@example.com", "720-555-0100") },
  { weight: 49, arbitrary: nasty },
);
const privacyRequest = {
  identifier,
  kind: fc.constantFrom("access", "deletion", "forget-me"),
  receivedOn: fc.constantFrom("2026-11-01", "2099-01-01", "11/01/2026"),
};
const correction = fc.record({
  field: fc.constantFrom("name", "email", "phone", "message"),
  value: fc.oneof(nasty, fc.constantFrom("Ann Person", "ann@example.com")),
});
const auditFilter = {
  action: fc.constantFrom("contact.open", "dance"),
  actor: fc.constantFrom("owner", ""),
  from: fc.constantFrom("2026-01-05", "05/01/2026"),
  record: fc.constantFrom("BB-2345AB", ""),
  page: fc.constantFrom(1, 0),
};

const bookingFilter = {
  from: fc.constantFrom("2026-12-01", "12/01/2026"),
  to: fc.constantFrom("2026-12-31", "2026-02-30"),
  status: fc.constantFrom("confirmed", "cancelled", "done", "no_show", "lost"),
  spam: fc.constantFrom("only", "hide", "yes"),
};
const bookingStart = fc.constantFrom(
  "2030-01-08T16:00:00Z",
  "2020-01-07T16:00:00Z",
  "2026-12-01T16:10:00-07:00",
  "soon",
);
const hoursWindow = fc.record({
  start: fc.constantFrom("08:00", "8am", "25:00"),
  end: fc.constantFrom("18:00", "07:00"),
});
const availabilitySettings = {
  weeklyHours: fc.oneof(
    fc.array(fc.array(hoursWindow, { maxLength: 2 }), { minLength: 7, maxLength: 7 }),
    fc.array(fc.array(hoursWindow, { maxLength: 5 }), { maxLength: 8 }),
  ),
  walkthroughMinutes: fc.constantFrom(45, 0, 241, 45.5),
  bufferMinutes: fc.constantFrom(30, -1),
  capacity: fc.constantFrom(1, 2, 0, 11),
  noticeHours: fc.constantFrom(48, -5),
  horizonDays: fc.constantFrom(21, 0, 91),
  slotStepMinutes: fc.constantFrom(30, 4),
};
const block = {
  startsAt: fc.constantFrom("2030-01-01T00:00:00-07:00", "2030-01-02", "never"),
  endsAt: fc.constantFrom("2030-01-02T00:00:00-07:00", "2029-12-31T00:00:00Z"),
  reason: fc.constantFrom("Holiday", "x".repeat(201)),
};

const body = (input: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: input.map((value) => JSON.stringify(value) ?? "null") },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  );
const post = (
  url: string,
  input: fc.Arbitrary<unknown>,
  headers: Record<string, string> = {},
): fc.Arbitrary<InjectOptions> =>
  body(input).map((payload) => ({
    method: "POST",
    url,
    payload,
    headers: { "content-type": "application/json", origin: SITE_ORIGIN, ...headers },
  }));
const query = (procedure: string, input: fc.Arbitrary<unknown>): fc.Arbitrary<InjectOptions> =>
  body(input).map((text) => ({
    method: "GET",
    url: `/trpc/${procedure}?input=${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "\uFFFD"))}`,
    headers: { cookie },
  }));

interface Endpoint {
  name: string;
  request: fc.Arbitrary<InjectOptions>;
  /** Rows an accepted request writes to `estimates`. */
  savesEstimate: boolean;
  /** Payloads to generate, when not RUNS. */
  runs?: number;
}

const ENDPOINTS: Endpoint[] = [
  { name: "POST /api/estimates", request: post("/api/estimates", mutated(estimateFields)), savesEstimate: true },
  { name: "tRPC estimates.save", request: post("/trpc/estimates.save", mutated(estimateFields)), savesEstimate: true },
  {
    name: "tRPC admin.signIn",
    request: post(
      "/trpc/admin.signIn",
      mutated({
        email: fc.constantFrom(ADMIN_TEST_EMAIL, "nobody@example.com", "not-an-email"),
        password: fc.constantFrom("wrong password", ADMIN_TEST_PASSWORD),
      }),
    ),
    savesEstimate: false,
    // Each well-formed attempt costs a deliberately slow password hash (≈ 60 ms).
    runs: 300,
  },
  {
    name: "tRPC admin.contacts.list",
    request: query("admin.contacts.list", mutated(contactFilter)),
    savesEstimate: false,
  },
  {
    name: "tRPC admin.contacts.exportCsv",
    request: query("admin.contacts.exportCsv", mutated(contactFilter)),
    savesEstimate: false,
  },
  {
    name: "tRPC admin.contacts.get",
    request: query("admin.contacts.get", mutated({ id: uuid })),
    savesEstimate: false,
  },
  {
    name: "tRPC admin.contacts.setHandled",
    request: post("/trpc/admin.contacts.setHandled", mutated({ id: uuid, handled: fc.boolean() })).map((r) => ({
      ...r,
      headers: { ...r.headers, cookie },
    })),
    savesEstimate: false,
  },
  { name: "tRPC admin.chats.list", request: query("admin.chats.list", mutated(chatFilter)), savesEstimate: false },
  { name: "tRPC admin.chats.get", request: query("admin.chats.get", mutated({ id: uuid })), savesEstimate: false },
  {
    name: "tRPC admin.questions.list",
    request: query("admin.questions.list", mutated(questionFilter)),
    savesEstimate: false,
  },
  {
    name: "tRPC admin.estimates.get",
    request: query("admin.estimates.get", mutated({ reference: fc.constantFrom("BB-2345AB", "bb-2345ab", "BB-0000") })),
    savesEstimate: false,
  },
  ...(
    [
      ["lookup", { identifier }],
      ["correct", { identifier, contactId: uuid, correction }],
      ["delete", { identifier, confirm: fc.constantFrom(true, false, "yes") }],
      ["requests.record", privacyRequest],
    ] as const
  ).map(([procedure, fields]) => ({
    name: `tRPC admin.privacy.${procedure}`,
    request: post(`/trpc/admin.privacy.${procedure}`, mutated(fields)).map((r) => ({
      ...r,
      headers: { ...r.headers, cookie },
    })),
    savesEstimate: false,
  })),
  {
    name: "tRPC admin.privacy.audit",
    request: query("admin.privacy.audit", mutated(auditFilter)),
    savesEstimate: false,
  },
  ...(
    [
      ["list", bookingFilter],
      ["exportCsv", bookingFilter],
      ["byId", { id: uuid }],
    ] as const
  ).map(([procedure, fields]) => ({
    name: `tRPC admin.bookings.${procedure}`,
    request: query(`admin.bookings.${procedure}`, mutated(fields)),
    savesEstimate: false,
  })),
  ...(
    [
      ["setStatus", { id: uuid, status: bookingFilter.status }],
      ["cancelAsSpam", { ids: fc.array(uuid, { maxLength: 3 }) }],
      ["reschedule", { id: uuid, startsAt: bookingStart }],
      ["settings.update", availabilitySettings],
      ["blocks.add", block],
      ["blocks.remove", { id: uuid }],
    ] as const
  ).map(([procedure, fields]) => ({
    name: `tRPC admin.bookings.${procedure}`,
    request: post(`/trpc/admin.bookings.${procedure}`, mutated(fields)).map((r) => ({
      ...r,
      headers: { ...r.headers, cookie },
    })),
    savesEstimate: false,
  })),
];

/** Where a 4xx body names what was wrong: REST `error.fields`, tRPC `error.data.fields`. */
function namedFields(parsed: Record<string, unknown>): Record<string, string> | undefined {
  const error = parsed.error as
    { fields?: Record<string, string>; data?: { fields?: Record<string, string> } } | undefined;
  return error?.fields ?? error?.data?.fields;
}

/**
 * Declares the fuzz suite over the endpoints whose name `include` accepts, on a database, app and
 * signed-in owner of its own. The endpoints are shared out between test files so that they run
 * side by side (one file took five minutes of the suite on its own).
 */
export function fuzzAdminEndpoints(title: string, include: (endpointName: string) => boolean): void {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await createTestOwner(testDb.db);
    app = await buildTestApp(testDb.db, { admin: testAdminAuth() });
    cookie = (await signedInClient(app)).cookie;
    // The valid id the generators use opens this booking (and its status can change).
    await storedBooking(testDb.db, {
      id: VALID_ID,
      email: "fuzz@example.com",
      phone: "(303) 555-0100",
      startsAt: new Date("2030-01-08T16:00:00Z"),
    });
  });
  afterAll(async () => {
    console.log(`[admin fuzz: ${title}] ${summary.join("; ")}`);
    await app.close();
    await testDb.drop();
  });

  describe(`${RUNS} generated payloads per ${title} endpoint (fewer for sign-in)`, () => {
    it.each(ENDPOINTS.filter(({ name }) => include(name)).map((endpoint) => [endpoint.name, endpoint] as const))(
      "%s: no 5xx, every 400 names a field, no estimate saved for a rejection",
      async (_name, endpoint) => {
        const before = await testDb.db.estimate.count();
        let accepted = 0;
        let rejected = 0;
        await fc.assert(
          fc.asyncProperty(endpoint.request, async (request) => {
            const res = await app.inject(request);
            expect(
              res.statusCode,
              `${request.method} ${JSON.stringify(request.url)} ${JSON.stringify(request.payload)}`,
            ).toBeLessThan(500);
            if (res.statusCode < 300) {
              accepted++;
              return;
            }
            rejected++;
            expect(res.headers["content-type"]).toMatch(/^application\/json/);
            if (res.statusCode === 400) expect(Object.keys(namedFields(res.json()) ?? {}).length).toBeGreaterThan(0);
          }),
          { numRuns: endpoint.runs ?? RUNS },
        );
        expect(await testDb.db.estimate.count()).toBe(before + (endpoint.savesEstimate ? accepted : 0));
        summary.push(`${endpoint.name}: ${accepted} accepted, ${rejected} rejected`);
      },
      240_000,
    );
  });
}
