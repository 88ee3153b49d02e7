import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { tokenHash } from "#server/bookings/secrets";
import { builtInProvider } from "#server/chat/built-in-provider";
import { newChatSessionId } from "#client/features/chat/chat-session";
import { chatVisitor } from "../support/chat-visitor";
import { createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { TEST_PROOF_WORK, withProof } from "../support/booking-proof";
import { bookingRequest, listedSlots, openEveryDay } from "../support/bookings";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";

let testDb: TestDatabase;
let app: FastifyInstance;
let clientDir: string;
const log: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  await openEveryDay(testDb.db);
  await createTestOwner(testDb.db);
  // A stand-in browser build, so the manage page and the owner's pages are served as HTML.
  clientDir = mkdtempSync(path.join(os.tmpdir(), "bluebird-client-"));
  writeFileSync(path.join(clientDir, "index.html"), '<!doctype html><html><body><div id="root"></div></body></html>');
  app = await buildApp({
    config: { logLevel: "trace", clientDistDir: clientDir, rateLimits: false, bookingProofWork: TEST_PROOF_WORK },
    services: { db: testDb.db, dove: builtInProvider, admin: testAdminAuth() },
    logger: { write: (line: string) => void log.push(line) },
  });
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });
const trpcInput = (input: unknown) => `input=${encodeURIComponent(JSON.stringify(input))}`;

describe("the server log at trace level", () => {
  it("holds no manage token, feed token, token hash, conversation id or chat session id after booking, managing, the feed and a chat booking", async () => {
    const slots = await listedSlots(app);
    const booked = await app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: await withProof(app, bookingRequest(slots[2]!)),
    });
    expect(booked.statusCode).toBe(201);
    const token = booked.json<{ manageToken: string }>().manageToken;

    // The manage page, its REST twins and the tRPC reads.
    expect((await get(`/booking/manage/${token}`)).statusCode).toBe(200);
    expect((await get(`/api/bookings/manage/${token}`)).statusCode).toBe(200);
    expect((await get(`/api/bookings/manage/${token}/invite.ics`)).statusCode).toBe(200);
    expect((await get(`/trpc/bookings.manage.get?${trpcInput({ token })}`)).statusCode).toBe(200);
    const moved = await app.inject({
      method: "POST",
      url: `/api/bookings/manage/${token}/reschedule`,
      payload: { startsAt: slots[30]! },
    });
    expect(moved.statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: `/api/bookings/manage/${token}/cancel` })).statusCode).toBe(200);
    // A token that opens nothing is as secret as one that does (a typo of a real one).
    const wrong = `${token.slice(0, -4)}AAAA`;
    expect((await get(`/api/bookings/manage/${wrong}/invite.ics`)).statusCode).toBe(404);

    // The owner's calendar feed.
    const owner = await signedInClient(app);
    const { url: feedUrl } = trpcData<{ url: string }>(await owner.mutate("admin.bookings.calendarFeed.renew"));
    const feedToken = /\/api\/calendar\/([^/]+)\.ics$/.exec(feedUrl)?.[1] ?? "";
    expect(feedToken).toHaveLength(43);
    expect((await get(`/api/calendar/${feedToken}.ics`)).statusCode).toBe(200);

    // A walkthrough booked with Dove, in a session id as the browser makes them.
    const sessionId = newChatSessionId();
    const visitor = chatVisitor(app, "log", sessionId);
    let chatToken = "";
    for (const message of [
      "I'd like to book a walkthrough please",
      "1",
      "Jordan Chat",
      "jordan.chat@example.com",
      "(303) 555-0166",
      "44 Aspen Way, Parker, CO 80134",
      "yes",
    ])
      chatToken = (await visitor.say(message)).booking?.managePath.split("/").at(-1) ?? chatToken;
    expect(chatToken).toHaveLength(43);
    const conversationId = visitor.conversationId;
    expect((await get(`/api/bookings/manage/${chatToken}`)).statusCode).toBe(200);
    // The owner opens that chat: its page and its read.
    expect((await owner.get(`/admin/chats/${conversationId!}`)).statusCode).toBe(200);
    trpcData(await owner.query("admin.chats.get", { id: conversationId! }));

    expect(log.length).toBeGreaterThan(40);
    const text = log.join("\n");
    const secrets = {
      token,
      wrong,
      "the token's hash": tokenHash(token),
      feedToken,
      "the feed token's hash": tokenHash(feedToken),
      chatToken,
      conversationId: conversationId!,
      sessionId,
      "the session id's random part": sessionId.split("-")[1]!,
    };
    for (const [what, secret] of Object.entries(secrets)) expect(text, what).not.toContain(secret);
    // What the log does say: which route, with the secret part masked.
    for (const shown of [
      '"url":"/booking/manage/…"',
      '"url":"/api/bookings/manage/…/invite.ics"',
      '"url":"/api/bookings/manage/…/reschedule"',
      '"url":"/api/calendar/…"',
      '"url":"/admin/chats/…"',
      '"url":"/trpc/bookings.manage.get?…"',
    ])
      expect(text).toContain(shown);
  });

  it("holds no owner invite token, on its page, its reads or its acceptance", async () => {
    const owner = await signedInClient(app);
    const { link } = trpcData<{ link: string }>(
      await owner.mutate("admin.account.invite", { name: "Logged Invitee", email: "logged@bluebird.example.com" }),
    );
    const token = link.slice(link.lastIndexOf("/") + 1);
    const before = log.length;
    expect((await get(`/admin/invite/${token}`)).statusCode).toBe(200);
    expect((await get(`/admin/reset-password/${token}`)).statusCode).toBe(200);
    trpcData(await get(`/trpc/admin.invite.get?${trpcInput({ token })}`));
    const accepted = await owner.mutate("admin.invite.accept", {
      token,
      newPassword: "a long enough password",
      confirmPassword: "a long enough password",
    });
    expect(accepted.statusCode).toBe(200);
    const text = log.slice(before).join("\n");
    expect(text).not.toContain(token);
    expect(text).not.toContain(tokenHash(token));
    for (const shown of [
      '"url":"/admin/invite/…"',
      '"url":"/admin/reset-password/…"',
      '"url":"/trpc/admin.invite.get?…"',
    ])
      expect(text).toContain(shown);
  });
});
