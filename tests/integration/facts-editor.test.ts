import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveOwner } from "#server/admin/owner-accounts";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { ADMIN_TEST_EMAIL, createTestOwner, SITE_ORIGIN, signedInClient } from "../support/admin-session";
import { SHIPPED_FACTS } from "../support/site-facts";
import { dollars } from "#shared/facts/fact-fields";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";

const SECOND_EMAIL = "partner@bluebird.example.com";
const PASSWORD = "another correct horse battery";

let testDb: TestDatabase;
let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof signedInClient>>;

interface EditorState {
  published: { revision: number; publishedBy: string; document: SiteFacts };
  draft: {
    baseRevision: number;
    document: SiteFacts;
    updatedAt: string;
    updatedBy: string;
    problems: Record<string, string>;
  } | null;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; details?: Record<string, unknown> };
}

const dollarsOf = (cents: number | null) => dollars(cents ?? 0);
const copy = (): SiteFacts => structuredClone(SHIPPED_FACTS);
const state = async () => trpcData<EditorState>(await owner.query("admin.facts.state"));
const putDraft = (payload: unknown, cookie = owner.cookie, origin = SITE_ORIGIN) =>
  app.inject({ method: "PUT", url: "/api/admin/facts/draft", headers: { cookie, origin }, payload: payload as object });
const auditCount = (action: string) => testDb.db.auditEntry.count({ where: { action } });

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  await saveOwner(testDb.db, { email: SECOND_EMAIL, password: PASSWORD, name: "Second Owner" });
  app = await buildTestApp(testDb.db);
  owner = await signedInClient(app);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe("the owner's site editor", () => {
  it("needs a signed-in owner, and the site's own pages for saving", async () => {
    expect((await app.inject({ method: "GET", url: "/trpc/admin.facts.state" })).statusCode).toBe(401);
    expect((await putDraft({ document: {}, baseRevision: 1, draftVersion: null }, "")).statusCode).toBe(401);
    const foreign = await putDraft(
      { document: {}, baseRevision: 1, draftVersion: null },
      owner.cookie,
      "https://evil.example",
    );
    expect(foreign.statusCode).toBe(403);
    expect(await testDb.db.siteFactsDraft.count()).toBe(0);
  });

  it("keeps an invalid draft as typed, with its problems under their fields, and a whole document over 16 KB", async () => {
    const before = await state();
    expect(before.published.revision).toBe(1);
    expect(before.draft).toBeNull();
    const document = copy();
    document.business.phone.href = "555";
    document.sizeTiers[1]!.price = -5;
    expect(JSON.stringify(document).length).toBeGreaterThan(16 * 1024);
    const saved = await putDraft({ document, baseRevision: 1, draftVersion: null });
    expect(saved.statusCode, saved.body).toBe(200);
    const { updatedAt, problems } = saved.json<{ updatedAt: string; problems: Record<string, string> }>();
    expect(problems).toEqual({
      "business.phone.href": "Phone link must look like tel:+17205550123",
      "sizeTiers.1.price": "Tier price cannot be negative",
    });
    const after = await state();
    expect(after.draft).toMatchObject({ baseRevision: 1, updatedAt, updatedBy: `Test Owner (${ADMIN_TEST_EMAIL})` });
    expect(after.draft?.document.business.phone.href).toBe("555");
    expect(after.draft?.problems).toEqual(problems);

    // Publishing an invalid draft is refused, naming the fields; nothing is published.
    const refused = await owner.mutate("admin.facts.publish", { draftVersion: updatedAt });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { data: { fields: Record<string, string> } } }>().error.data.fields).toMatchObject(
      problems,
    );
    expect((await state()).published.revision).toBe(1);

    // Discarding it is audited and leaves no draft.
    const discards = await auditCount("facts.draft.discard");
    expect((await owner.mutate("admin.facts.discardDraft", { draftVersion: updatedAt })).statusCode).toBe(200);
    expect(await testDb.db.siteFactsDraft.count()).toBe(0);
    expect(await auditCount("facts.draft.discard")).toBe(discards + 1);
  });

  it("refuses bad input with a 4xx naming the field", async () => {
    for (const [payload, field] of [
      [{ document: [], baseRevision: 1, draftVersion: null }, "document"],
      [{ document: {}, baseRevision: "one", draftVersion: null }, "baseRevision"],
      [{ document: {}, baseRevision: 999, draftVersion: null }, "baseRevision"],
      [{ document: {}, baseRevision: 1, draftVersion: "yesterday" }, "draftVersion"],
    ] as const) {
      const response = await putDraft(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json<ErrorBody>().error.fields ?? {})).toContain(field);
    }
    const badRevision = await owner.query("admin.facts.revision", { revision: 0 });
    expect(badRevision.statusCode).toBe(400);
    expect((await owner.query("admin.facts.revision", { revision: 4242 })).statusCode).toBe(404);
    const longSummary = await owner.mutate("admin.facts.publish", {
      draftVersion: new Date().toISOString(),
      summary: "x".repeat(201),
    });
    expect(longSummary.statusCode).toBe(400);
    expect(await testDb.db.siteFactsDraft.count()).toBe(0);
  });

  it("warns a second tab before it saves over a newer draft, and overwrites only when asked", async () => {
    const saves = await auditCount("facts.draft.save");
    const first = copy();
    first.business.tagline = "Tab one";
    const one = (await putDraft({ document: first, baseRevision: 1, draftVersion: null })).json<{
      updatedAt: string;
    }>();
    // The same tab saving again (autosave) is not audited again.
    first.business.tagline = "Tab one, again";
    const again = await putDraft({ document: first, baseRevision: 1, draftVersion: one.updatedAt });
    expect(again.statusCode).toBe(200);
    expect(await auditCount("facts.draft.save")).toBe(saves + 1);

    // A second tab that loaded before tab one's saves.
    const second = copy();
    second.business.tagline = "Tab two";
    const conflict = await putDraft({ document: second, baseRevision: 1, draftVersion: one.updatedAt });
    expect(conflict.statusCode).toBe(409);
    const body = conflict.json<ErrorBody>();
    expect(body.error.details).toMatchObject({
      reason: "draft_changed",
      updatedBy: `Test Owner (${ADMIN_TEST_EMAIL})`,
    });
    expect(body.error.message).toMatch(/changed in another tab or by Test Owner/);
    expect((await state()).draft?.document.business.tagline).toBe("Tab one, again");
    const fresh = await putDraft({ document: second, baseRevision: 1, draftVersion: null });
    expect(fresh.statusCode).toBe(409);

    const overwrite = await putDraft({
      document: second,
      baseRevision: 1,
      draftVersion: one.updatedAt,
      overwrite: true,
    });
    expect(overwrite.statusCode).toBe(200);
    expect((await state()).draft?.document.business.tagline).toBe("Tab two");
    expect(await auditCount("facts.draft.save")).toBe(saves + 2);

    const { updatedAt } = (await state()).draft!;
    expect((await owner.mutate("admin.facts.discardDraft", { draftVersion: one.updatedAt })).statusCode).toBe(409);
    expect((await owner.mutate("admin.facts.discardDraft", { draftVersion: updatedAt })).statusCode).toBe(200);
  });

  it("publishes the draft with a summary from its changes, then refuses a draft based on an older revision", async () => {
    const start = (await state()).published.revision;
    const phone = copy();
    phone.business.phone = { display: "(303) 555-0177", href: "tel:+13035550177" };
    const draft = (await putDraft({ document: phone, baseRevision: start, draftVersion: null })).json<{
      updatedAt: string;
    }>();
    // Another owner publishes from the same base meanwhile (their own draft, in another browser).
    const other = await signedInClientAs(SECOND_EMAIL, PASSWORD);
    const services = copy();
    services.services.deep.hourlyRate = 6000;
    const theirs = await app.inject({
      method: "PUT",
      url: "/api/admin/facts/draft",
      headers: { cookie: other.cookie, origin: SITE_ORIGIN },
      payload: { document: services, baseRevision: start, draftVersion: draft.updatedAt, overwrite: true },
    });
    const theirVersion = theirs.json<{ updatedAt: string }>().updatedAt;
    const published = trpcData<{ revision: number }>(
      await other.mutate("admin.facts.publish", { draftVersion: theirVersion }),
    );
    expect(published.revision).toBe(start + 1);
    const revisions = trpcData<{ revision: number; summary: string; publishedBy: string; changedFields: number }[]>(
      await owner.query("admin.facts.revisions"),
    );
    expect(revisions[0]).toMatchObject({
      revision: start + 1,
      summary: "Changed Services and prices › Deep Clean › Hourly rate per cleaner",
      publishedBy: `Second Owner (${SECOND_EMAIL})`,
      changedFields: 1,
    });
    const diff = trpcData<{ changes: { label: string; before: string; after: string }[] }>(
      await owner.query("admin.facts.revision", { revision: start + 1 }),
    );
    expect(diff.changes).toEqual([
      {
        path: "services.deep.hourlyRate",
        label: "Services and prices › Deep Clean › Hourly rate per cleaner",
        before: dollarsOf(SHIPPED_FACTS.services.deep.hourlyRate),
        after: "$60.00",
      },
    ]);

    // My draft (saved again from the published base it started on) now conflicts on publish.
    const mine = (await putDraft({ document: phone, baseRevision: start, draftVersion: null })).json<{
      updatedAt: string;
    }>();
    const conflict = await owner.mutate("admin.facts.publish", { draftVersion: mine.updatedAt });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json<{ error: { data: { details: unknown } } }>().error.data.details).toMatchObject({
      reason: "changed_meanwhile",
      currentRevision: start + 1,
    });
    // Seen and chosen: publish over it; the draft is gone, the publish audited.
    const publishes = await auditCount("facts.publish");
    const over = trpcData<{ revision: number }>(
      await owner.mutate("admin.facts.publish", {
        draftVersion: mine.updatedAt,
        overRevision: start + 1,
        summary: "New phone",
      }),
    );
    expect(over.revision).toBe(start + 2);
    expect(await auditCount("facts.publish")).toBe(publishes + 1);
    expect((await state()).draft).toBeNull();
    expect((await state()).published.document.business.phone.display).toBe("(303) 555-0177");
  });

  it("restores an older revision as a new, audited revision", async () => {
    const current = (await state()).published.revision;
    const restores = await auditCount("facts.restore");
    const stale = await owner.mutate("admin.facts.restore", { revision: 1, baseRevision: current - 1 });
    expect(stale.statusCode).toBe(409);
    const restored = trpcData<{ revision: number }>(
      await owner.mutate("admin.facts.restore", { revision: 1, baseRevision: current }),
    );
    expect(restored.revision).toBe(current + 1);
    const now = await state();
    expect(now.published.document).toEqual(SHIPPED_FACTS);
    const [latest] = trpcData<{ summary: string }[]>(await owner.query("admin.facts.revisions"));
    expect(latest?.summary).toBe("Restored revision 1");
    expect(await auditCount("facts.restore")).toBe(restores + 1);
    const entry = await testDb.db.auditEntry.findFirst({ where: { action: "facts.restore" }, orderBy: { at: "desc" } });
    expect(entry?.actor).toBe(ADMIN_TEST_EMAIL);
    expect((await owner.mutate("admin.facts.restore", { revision: 4242, baseRevision: current + 1 })).statusCode).toBe(
      404,
    );
  });
});

async function signedInClientAs(email: string, password: string) {
  const response = await app.inject({
    method: "POST",
    url: "/trpc/admin.signIn",
    headers: { origin: SITE_ORIGIN },
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return {
    cookie,
    mutate: (procedure: string, input: unknown) =>
      app.inject({
        method: "POST",
        url: `/trpc/${procedure}`,
        headers: { cookie, origin: SITE_ORIGIN },
        payload: input as object,
      }),
  };
}
