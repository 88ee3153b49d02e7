import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingMailer, createBookingMailer } from "#server/bookings/booking-mailer";
import { ownerLinkEmailTask } from "#server/admin/owner-link-task";
import { fixedFacts } from "#server/facts/facts-in-force";
import {
  ADMIN_TEST_EMAIL,
  ADMIN_TEST_PASSWORD,
  cookieHeaderFrom,
  createTestOwner,
  signIn,
  signedInClient,
  SITE_ORIGIN,
  testAdminAuth,
} from "../support/admin-session";
import { memoryLog } from "../support/memory-log";
import { SHIPPED_FACTS } from "../support/site-facts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";

const NEW_PASSWORD = "a brand new passphrase";
const EMAIL_ON = { emailOn: true, kick: () => undefined, idle: async () => undefined };

let testDb: TestDatabase;
/** Email not configured (the default). */
let app: FastifyInstance;
/** Email configured; sign-in and reset requests throttled at 3 an hour. */
let mailApp: FastifyInstance;
let smtp: SmtpSink;
let mailer: BookingMailer;
const queueLog = memoryLog();

beforeAll(async () => {
  testDb = await createTestDatabase();
  smtp = await startSmtpSink();
  mailer = createBookingMailer({ smtpUrl: smtp.url, to: "notify@bluebird.example.com", siteUrl: SITE_ORIGIN });
  app = await buildTestApp(testDb.db, { admin: testAdminAuth() });
  mailApp = await buildTestApp(testDb.db, {
    admin: testAdminAuth(60 * 60_000, { db: testDb.db, failuresPerHour: 3 }),
    notifications: EMAIL_ON,
  });
});
afterAll(async () => {
  await Promise.all([app.close(), mailApp.close()]);
  mailer.close();
  await smtp.close();
  await testDb.drop();
});

/** A fresh owner set: the test owner alone, with the test password, and nothing queued. */
async function onlyTheTestOwner() {
  await testDb.db.ownerAccount.deleteMany();
  await testDb.db.$executeRaw`DELETE FROM graphile_worker._private_jobs`;
  await testDb.db.rateLimitCounter.deleteMany();
  smtp.received.length = 0;
  await createTestOwner(testDb.db);
}

function post(target: FastifyInstance, procedure: string, payload: unknown, cookie?: string) {
  return target.inject({
    method: "POST",
    url: `/trpc/${procedure}`,
    headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}
function get(target: FastifyInstance, procedure: string, input: unknown) {
  return target.inject({ method: "GET", url: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}` });
}
const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { error: { data: { fields?: Record<string, string> } } }).error.data.fields ?? {};
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { message: string; data: { details?: { state?: string } } } }).error;

async function auditActions() {
  return (await testDb.db.auditEntry.findMany({ orderBy: { id: "asc" }, select: { action: true, actor: true } })).map(
    (entry) => `${entry.action} by ${entry.actor}`,
  );
}

/** Sends the link emails queued so far as the queue's worker would; returns them parsed. */
async function sendQueuedLinkEmails() {
  const jobs = await testDb.db.$queryRaw<{ id: bigint; payload: unknown }[]>`
    SELECT j.id, j.payload FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'owner-link-email' ORDER BY j.id`;
  const before = smtp.received.length;
  for (const job of jobs)
    await ownerLinkEmailTask(testDb.db, mailer, fixedFacts(SHIPPED_FACTS), queueLog.log)(job.payload, {} as never);
  await testDb.db.$executeRaw`SELECT graphile_worker.complete_jobs(${jobs.map((job) => job.id)}::bigint[])`;
  return Promise.all(
    smtp.received.slice(before).map(async (mail) => {
      const parsed = await simpleParser(mail.raw);
      const link = /https?:\/\/\S+\/admin\/(?:invite|reset-password)\/[\w-]+/.exec(parsed.text ?? "")?.[0] ?? "";
      return { to: mail.to, subject: parsed.subject ?? "", text: parsed.text ?? "", html: parsed.html || "", link };
    }),
  );
}
const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);

describe("changing the password from the account page", () => {
  beforeAll(onlyTheTestOwner);

  it("refuses a wrong current password, a short or mismatched new one, each on its field", async () => {
    const owner = await signedInClient(app);
    const wrong = await owner.mutate("admin.account.changePassword", {
      currentPassword: "not it at all",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual({ currentPassword: "That is not your current password" });
    const short = await owner.mutate("admin.account.changePassword", {
      currentPassword: ADMIN_TEST_PASSWORD,
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(fieldsOf(short)).toMatchObject({ newPassword: "Password must be at least 8 characters" });
    const mismatch = await owner.mutate("admin.account.changePassword", {
      currentPassword: ADMIN_TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}!`,
    });
    expect(fieldsOf(mismatch)).toEqual({ confirmPassword: "The two passwords don't match" });
    expect((await signIn(app)).statusCode).toBe(200);
  });

  it("sets the new password, signs out the owner's other sessions only, and is audited", async () => {
    const other = await signedInClient(app);
    const owner = await signedInClient(app);
    const changed = await owner.mutate("admin.account.changePassword", {
      currentPassword: ADMIN_TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(trpcData<{ endedSessions: number }>(changed).endedSessions).toBeGreaterThanOrEqual(1);
    expect((await owner.query("admin.account.get")).statusCode).toBe(200);
    expect((await other.query("admin.account.get")).statusCode).toBe(401);
    expect((await signIn(app)).statusCode).toBe(401);
    expect((await signIn(app, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await auditActions()).toContain(`owner.change-password by ${ADMIN_TEST_EMAIL}`);
  });
});

describe("inviting a second owner", () => {
  beforeAll(onlyTheTestOwner);

  it("shows the link once without email, and the invitee chooses a password and is signed in", async () => {
    const owner = await signedInClient(app);
    const invited = trpcData<{ link: string; emailed: boolean; expiresAt: string }>(
      await owner.mutate("admin.account.invite", { name: "Sam Second", email: "Sam@Bluebird.example.com" }),
    );
    expect(invited.emailed).toBe(false);
    expect(invited.link).toMatch(/^http:\/\/localhost:3000\/admin\/invite\/[\w-]{43}$/);
    expect(new Date(invited.expiresAt).getTime() - Date.now()).toBeGreaterThan(71.9 * 3_600_000);
    const token = tokenOf(invited.link);
    // Only the token's hash is stored, and nothing was queued to be emailed.
    const rows = await testDb.db.$queryRaw<{ row: string }[]>`SELECT row_to_json(i)::text AS row FROM owner_invites i`;
    expect(rows.map((r) => r.row).join()).not.toContain(token);
    expect(await sendQueuedLinkEmails()).toEqual([]);

    const listed = trpcData<{ invites: { email: string }[]; emailOn: boolean }>(
      await owner.query("admin.account.owners"),
    );
    expect(listed.invites.map((invite) => invite.email)).toEqual(["sam@bluebird.example.com"]);
    expect(trpcData(await get(app, "admin.invite.get", { token }))).toMatchObject({
      state: "open",
      name: "Sam Second",
      email: "sam@bluebird.example.com",
    });

    const mismatch = await post(app, "admin.invite.accept", { token, newPassword: NEW_PASSWORD, confirmPassword: "x" });
    expect(fieldsOf(mismatch)).toEqual({ confirmPassword: "The two passwords don't match" });
    const accepted = await post(app, "admin.invite.accept", {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const status = await app.inject({
      method: "GET",
      url: "/trpc/admin.status",
      headers: { cookie: cookieHeaderFrom(accepted) },
    });
    expect(trpcData(status)).toMatchObject({
      signedIn: true,
      owner: { email: "sam@bluebird.example.com", name: "Sam Second" },
    });
    expect(
      (await signIn(app, NEW_PASSWORD, { origin: SITE_ORIGIN }, undefined, "sam@bluebird.example.com")).statusCode,
    ).toBe(200);

    // Single use: the same link again says so, on the page and on submit.
    expect(trpcData(await get(app, "admin.invite.get", { token }))).toMatchObject({ state: "used" });
    const again = await post(app, "admin.invite.accept", {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      message: "This link has already been used. Each link works once.",
      data: { details: { state: "used" } },
    });
    expect(trpcData<{ invites: unknown[] }>(await owner.query("admin.account.owners")).invites).toEqual([]);
    const actions = await auditActions();
    expect(actions).toContain(`owner.invite by ${ADMIN_TEST_EMAIL}`);
    expect(actions).toContain("owner.invite-accept by sam@bluebird.example.com");
  });

  it("refuses an address that already has an account, on the email field", async () => {
    const owner = await signedInClient(app);
    const response = await owner.mutate("admin.account.invite", { name: "Again", email: ADMIN_TEST_EMAIL });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual({ email: "This address already has an owner account" });
  });

  it("says plainly when an invite expired, was withdrawn, or never existed", async () => {
    const owner = await signedInClient(app);
    const invite = async (email: string) =>
      tokenOf(trpcData<{ link: string }>(await owner.mutate("admin.account.invite", { name: "Pat", email })).link);
    const expired = await invite("expired@bluebird.example.com");
    await testDb.db.ownerInvite.updateMany({
      where: { email: "expired@bluebird.example.com" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(trpcData(await get(app, "admin.invite.get", { token: expired }))).toMatchObject({
      state: "expired",
      message: "This link has expired. Please ask for a new one.",
    });
    const late = await post(app, "admin.invite.accept", {
      token: expired,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).data.details?.state).toBe("expired");

    const withdrawn = await invite("withdrawn@bluebird.example.com");
    const { invites } = trpcData<{ invites: { id: string; email: string }[] }>(
      await owner.query("admin.account.owners"),
    );
    const id = invites.find((entry) => entry.email === "withdrawn@bluebird.example.com")?.id;
    expect(trpcData(await owner.mutate("admin.account.revokeInvite", { id }))).toEqual({ revoked: true });
    expect((await owner.mutate("admin.account.revokeInvite", { id })).statusCode).toBe(404);
    expect(trpcData(await get(app, "admin.invite.get", { token: withdrawn }))).toMatchObject({ state: "revoked" });
    expect(
      (
        await post(app, "admin.invite.accept", {
          token: withdrawn,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(409);
    expect(trpcData(await get(app, "admin.invite.get", { token: "not-a-real-token" }))).toMatchObject({
      state: "unknown",
    });
    expect(
      await testDb.db.ownerAccount.count({
        where: { email: { in: ["expired@bluebird.example.com", "withdrawn@bluebird.example.com"] } },
      }),
    ).toBe(0);
    expect(await auditActions()).toContain(`owner.invite-revoke by ${ADMIN_TEST_EMAIL}`);
  });

  it("emails the invite when email is configured, with the link that works", async () => {
    const owner = await signedInClient(mailApp);
    const invited = trpcData<{ link: string; emailed: boolean }>(
      await owner.mutate("admin.account.invite", { name: "Mel Mailed", email: "mel@bluebird.example.com" }),
    );
    expect(invited.emailed).toBe(true);
    const [mail, ...more] = await sendQueuedLinkEmails();
    expect(more).toEqual([]);
    expect(mail?.to).toEqual(["mel@bluebird.example.com"]);
    expect(mail?.subject).toBe(`Invitation: become an owner of the ${SHIPPED_FACTS.business.name} website`);
    expect(mail?.text).toContain("Test Owner invited you");
    expect(mail?.text).toContain("The link works once, for 72 hours.");
    expect(mail?.link).toBe(invited.link);
    expect(mail?.html).toContain(`href="${invited.link}"`);
    // Nothing in the queue holds the token once sent.
    expect(await testDb.db.$queryRaw<unknown[]>`SELECT 1 FROM graphile_worker._private_jobs`).toEqual([]);
  });
});

describe("removing an owner", () => {
  beforeAll(onlyTheTestOwner);

  it("refuses removing yourself (so never the last owner), and removes another, ending their sessions", async () => {
    const owner = await signedInClient(app);
    const me = (await testDb.db.ownerAccount.findUniqueOrThrow({ where: { email: ADMIN_TEST_EMAIL } })).id;
    const self = await owner.mutate("admin.account.removeOwner", { id: me });
    expect(self.statusCode).toBe(400);
    expect(fieldsOf(self)).toEqual({ id: "You can't remove your own account" });
    expect(await testDb.db.ownerAccount.count()).toBe(1);

    await createTestOwner(testDb.db, "second@bluebird.example.com", NEW_PASSWORD);
    const secondSession = await signIn(
      app,
      NEW_PASSWORD,
      { origin: SITE_ORIGIN },
      undefined,
      "second@bluebird.example.com",
    );
    const second = (await testDb.db.ownerAccount.findUniqueOrThrow({ where: { email: "second@bluebird.example.com" } }))
      .id;
    expect(trpcData(await owner.mutate("admin.account.removeOwner", { id: second }))).toEqual({ removed: true });
    const after = await app.inject({
      method: "GET",
      url: "/trpc/admin.account.get",
      headers: { cookie: cookieHeaderFrom(secondSession) },
    });
    expect(after.statusCode).toBe(401);
    expect((await owner.mutate("admin.account.removeOwner", { id: second })).statusCode).toBe(404);
    expect(await auditActions()).toContain(`owner.remove by ${ADMIN_TEST_EMAIL}`);
  });

  it("leaves one owner when two remove each other at the same moment", async () => {
    await createTestOwner(testDb.db, "second@bluebird.example.com", NEW_PASSWORD);
    const first = await signedInClient(app);
    const secondSignIn = await signIn(
      app,
      NEW_PASSWORD,
      { origin: SITE_ORIGIN },
      undefined,
      "second@bluebird.example.com",
    );
    const ids = Object.fromEntries(
      (await testDb.db.ownerAccount.findMany({ select: { id: true, email: true } })).map((o) => [o.email, o.id]),
    );
    const [a, b] = await Promise.all([
      first.mutate("admin.account.removeOwner", { id: ids["second@bluebird.example.com"] }),
      post(app, "admin.account.removeOwner", { id: ids[ADMIN_TEST_EMAIL] }, cookieHeaderFrom(secondSignIn)),
    ]);
    // One wins; the other finds itself signed out (401) or its account gone (404).
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200)[0]).toBeOneOf([401, 404]);
    expect(await testDb.db.ownerAccount.count()).toBe(1);
  });
});

describe("a forgotten password", () => {
  beforeAll(onlyTheTestOwner);

  it("without email, says so and sends nothing", async () => {
    expect(trpcData(await app.inject({ method: "GET", url: "/trpc/admin.passwordReset.options" }))).toEqual({
      byEmail: false,
    });
    const response = await post(app, "admin.passwordReset.request", { email: ADMIN_TEST_EMAIL });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe("Email isn't set up on this site, so a reset link can't be sent.");
    expect(errorOf(response).message).not.toMatch(/SMTP|NOTIFY/);
    expect(await testDb.db.ownerPasswordReset.count()).toBe(0);
  });

  it("answers an owner's address and a stranger's alike, and emails only the owner", async () => {
    expect(trpcData(await mailApp.inject({ method: "GET", url: "/trpc/admin.passwordReset.options" }))).toEqual({
      byEmail: true,
    });
    const owners = await post(mailApp, "admin.passwordReset.request", { email: ADMIN_TEST_EMAIL.toUpperCase() });
    const strangers = await post(mailApp, "admin.passwordReset.request", { email: "nobody@bluebird.example.com" });
    expect([owners.statusCode, owners.body]).toEqual([strangers.statusCode, strangers.body]);
    const mails = await sendQueuedLinkEmails();
    expect(mails.map((mail) => mail.to)).toEqual([[ADMIN_TEST_EMAIL]]);
    expect(mails[0]?.subject).toBe(`Reset your ${SHIPPED_FACTS.business.name} password`);
    expect(mails[0]?.text).toContain("The link works once, for 1 hour.");
    expect(await auditActions()).toContain("owner.reset-request by signed-out visitor");
  });

  it("resets with the emailed link: every session ends, this browser is signed in, the link works once", async () => {
    await testDb.db.rateLimitCounter.deleteMany();
    const before = await signedInClient(mailApp);
    await post(mailApp, "admin.passwordReset.request", { email: ADMIN_TEST_EMAIL });
    const [mail] = await sendQueuedLinkEmails();
    const token = tokenOf(mail?.link ?? "");
    expect(trpcData(await get(mailApp, "admin.passwordReset.get", { token }))).toEqual({ state: "open" });
    const done = await post(mailApp, "admin.passwordReset.complete", {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await before.query("admin.account.get")).statusCode).toBe(401);
    const now = await mailApp.inject({
      method: "GET",
      url: "/trpc/admin.account.get",
      headers: { cookie: cookieHeaderFrom(done) },
    });
    expect(now.statusCode).toBe(200);
    expect((await signIn(mailApp, NEW_PASSWORD)).statusCode).toBe(200);
    const reused = await post(mailApp, "admin.passwordReset.complete", {
      token,
      newPassword: "another one!",
      confirmPassword: "another one!",
    });
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).data.details?.state).toBe("used");
    expect(await auditActions()).toContain(`owner.reset-complete by ${ADMIN_TEST_EMAIL}`);
  });

  it("refuses a link past its hour", async () => {
    await testDb.db.rateLimitCounter.deleteMany();
    await post(mailApp, "admin.passwordReset.request", { email: ADMIN_TEST_EMAIL });
    const [mail] = await sendQueuedLinkEmails();
    await testDb.db.ownerPasswordReset.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const token = tokenOf(mail?.link ?? "");
    expect(trpcData(await get(mailApp, "admin.passwordReset.get", { token }))).toMatchObject({ state: "expired" });
    const late = await post(mailApp, "admin.passwordReset.complete", {
      token,
      newPassword: "another one!",
      confirmPassword: "another one!",
    });
    expect(late.statusCode).toBe(409);
    expect((await signIn(mailApp, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("is rate-limited per client, past the sign-in limit, with Retry-After", async () => {
    await testDb.db.rateLimitCounter.deleteMany();
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await post(mailApp, "admin.passwordReset.request", { email: `someone${i}@bluebird.example.com` }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(Number(answers[3]?.headers["retry-after"])).toBeGreaterThan(0);
  });
});
