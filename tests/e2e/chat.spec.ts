import { randomUUID } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import pg from "pg";
import { BUSINESS } from "#shared/facts/defaults/business";
import { doveGreeting } from "#shared/dove/greeting";
import { SHIPPED_FACTS } from "../support/site-facts";
import { expect, test } from "./support/fixtures";

const STREAM_PATH = "**/api/chat/stream";
const FALLBACK = `I'm having trouble responding right now. Please try calling us at ${BUSINESS.phoneDisplay} or try again in a moment.`;

const launcher = (page: Page) => page.getByRole("button", { name: "Chat with Dove", exact: true });
const greetingBubble = (page: Page) => page.getByRole("button", { name: /Hi, I'm Dove!/, includeHidden: true });
const panel = (page: Page) => page.getByRole("dialog", { name: "Chat with Dove" });
const input = (page: Page) => panel(page).getByLabel("Message Dove");
const sendButton = (page: Page) => panel(page).getByRole("button", { name: "Send message" });
const log = (page: Page) => panel(page).getByRole("log");
const userMessages = (page: Page) => log(page).locator('[data-role="user"]');
const assistantMessages = (page: Page) => log(page).locator('[data-role="assistant"]');
const typing = (page: Page) => panel(page).getByRole("status", { name: "Dove is typing" });
/** The visible toast (Radix also copies its text into an off-screen announcer). */
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

interface StoredMessage {
  conversation_id: string;
  role: "user" | "assistant";
  content: string;
  provider: string | null;
}

async function storedChat(sessionId: string): Promise<StoredMessage[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<StoredMessage>(
      `select m.conversation_id, m.role, m.content, m.provider
         from chat_messages m join chat_conversations c on c.id = m.conversation_id
        where c.session_id = $1 order by m.id`,
      [sessionId],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Gives the tab a known chat session id, as if an earlier page view had created it. */
async function useSessionId(page: Page, sessionId: string) {
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem("dove-session-id")) sessionStorage.setItem("dove-session-id", id);
  }, sessionId);
}

const sessionIdFor = (project: string) => `e2e-${project}-${randomUUID()}`;

function sseBody(events: [string, unknown][]): string {
  return events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`).join("");
}

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

const streamBody = (request: Request) =>
  request.postDataJSON() as { message: string; conversationId: string | null; sessionId: string };

test.describe("chat launcher and panel", () => {
  test("the launcher greets, opens the panel with Dove's greeting and the close button closes it", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    // On a phone the greeting would cover the hero's buttons, so it waits (see the next test).
    if (testInfo.project.name !== "phone") await expect(greetingBubble(page)).toBeVisible();
    await expect(panel(page)).toHaveCount(0);

    await openChat(page);
    await expect(assistantMessages(page)).toHaveCount(1);
    await expect(assistantMessages(page).first()).toHaveText(doveGreeting(SHIPPED_FACTS));
    await expect(log(page)).toHaveAttribute("aria-live", "polite");
    const quickActions = panel(page).getByRole("group", { name: "Suggested questions" });
    for (const label of ["Get an estimate", "Book a walkthrough", "Areas we serve", "What's included?"]) {
      await expect(quickActions.getByRole("button", { name: label })).toBeVisible();
    }

    const box = (await panel(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    if (testInfo.project.name === "phone") {
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    } else {
      expect(box.height).toBeLessThanOrEqual(600);
      expect(box.width).toBeLessThan(viewport.width / 2);
    }

    await panel(page).getByRole("button", { name: "Close chat" }).click();
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test("the greeting bubble never covers the home hero's Get Instant Estimate button", async ({ page }, testInfo) => {
    await page.goto("/");
    // The launcher measures after layout: let two frames pass.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const estimate = page.getByRole("main").getByRole("link", { name: "Get Instant Estimate" }).first();
    // Nothing sits on the button: across its width, the topmost element is the button itself.
    const uncovered = await estimate.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return [0.05, 0.3, 0.5, 0.7, 0.95].every((at) =>
        link.contains(document.elementFromPoint(box.left + box.width * at, box.top + box.height / 2)),
      );
    });
    expect(uncovered).toBe(true);
    if (testInfo.project.name === "phone") {
      // At 390 px the bubble's corner is where the hero's buttons are: it is laid out but not shown.
      await expect(greetingBubble(page)).toBeAttached();
      await expect(greetingBubble(page)).toBeHidden();
    } else {
      await expect(greetingBubble(page)).toBeVisible();
      const bubble = (await greetingBubble(page).locator("..").boundingBox())!;
      const button = (await estimate.boundingBox())!;
      const apart =
        bubble.x >= button.x + button.width ||
        button.x >= bubble.x + bubble.width ||
        bubble.y >= button.y + button.height ||
        button.y >= bubble.y + bubble.height;
      expect(apart, `bubble ${JSON.stringify(bubble)} overlaps button ${JSON.stringify(button)}`).toBe(true);
    }
  });

  test("Escape closes the panel and returns focus to the launcher", async ({ page }) => {
    await page.goto("/pricing");
    await openChat(page);
    await input(page).fill("half a thought");
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");

    // Reopening shows the same panel, still with the draft.
    await openChat(page);
    await expect(input(page)).toHaveValue("half a thought");
  });

  test("the panel's code is fetched only when the chat is first opened", async ({ page }) => {
    const panelRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/chat-panel[^/]*\.js$/.test(new URL(request.url()).pathname)) panelRequests.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(panelRequests).toEqual([]);

    await openChat(page);
    expect(panelRequests).toHaveLength(1);
  });

  test('a "dove:open" event (the contact page\'s chat button) opens the panel', async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Start Live Chat" }).click();
    await expect(panel(page)).toBeVisible();
    await expect(input(page)).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("dove:open")));
    await expect(panel(page)).toBeVisible();
  });
});

test.describe("talking to Dove", () => {
  test("a quick action sends its question and the streamed reply is shown and stored", async ({ page }, testInfo) => {
    const sessionId = sessionIdFor(testInfo.project.name);
    await useSessionId(page, sessionId);
    await page.goto("/");
    await openChat(page);

    const requestPromise = page.waitForRequest(STREAM_PATH);
    const responsePromise = page.waitForResponse(STREAM_PATH);
    await panel(page).getByRole("button", { name: "Areas we serve" }).click();
    const request = await requestPromise;
    expect(streamBody(request)).toEqual({ message: "Which areas do you serve?", conversationId: null, sessionId });
    expect((await responsePromise).headers()["content-type"]).toContain("text/event-stream");

    await expect(userMessages(page)).toHaveText(["Which areas do you serve?"]);
    await expect(assistantMessages(page)).toHaveCount(2);
    await expect(assistantMessages(page).nth(1)).toContainText("Parker");
    await expect(panel(page).getByRole("group", { name: "Suggested questions" })).toHaveCount(0);
    await expect(input(page)).toBeEnabled();

    const reply = await assistantMessages(page).nth(1).textContent();
    const rows = await expect
      .poll(() => storedChat(sessionId))
      .toHaveLength(2)
      .then(() => storedChat(sessionId));
    expect(rows.map((row) => [row.role, row.content])).toEqual([
      ["user", "Which areas do you serve?"],
      ["assistant", reply],
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem("dove-conversation-id"))).toBe(rows[0]!.conversation_id);
  });

  test("while a reply is pending the input and send button are disabled and Dove is typing", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(STREAM_PATH, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto("/");
    await openChat(page);

    await input(page).fill("Do you serve Parker?");
    await sendButton(page).click();
    await expect(userMessages(page)).toHaveText(["Do you serve Parker?"]);
    await expect(typing(page)).toBeVisible();
    await expect(input(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();
    await expect(panel(page)).toBeFocused();

    release();
    await expect(assistantMessages(page).nth(1)).toContainText("Parker");
    await expect(typing(page)).toHaveCount(0);
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
  });

  test("a blank message cannot be sent and a message is trimmed before sending", async ({ page }, testInfo) => {
    const sessionId = sessionIdFor(testInfo.project.name);
    await useSessionId(page, sessionId);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/chat/")) sent.push(request.url());
    });
    await page.goto("/");
    await openChat(page);

    await expect(sendButton(page)).toBeDisabled();
    await input(page).fill("   \t  ");
    await expect(sendButton(page)).toBeDisabled();
    await input(page).press("Enter");
    await expect(userMessages(page)).toHaveCount(0);
    expect(sent).toEqual([]);

    const requestPromise = page.waitForRequest(STREAM_PATH);
    await input(page).fill("   Do you serve Castle Rock?   ");
    await expect(sendButton(page)).toBeEnabled();
    await input(page).press("Enter");
    expect(streamBody(await requestPromise).message).toBe("Do you serve Castle Rock?");
    await expect(input(page)).toHaveValue("");
    await expect(userMessages(page)).toHaveText(["Do you serve Castle Rock?"]);
    await expect(assistantMessages(page).nth(1)).toContainText("Castle Rock");

    await expect
      .poll(async () => (await storedChat(sessionId)).map((row) => row.content)[0])
      .toBe("Do you serve Castle Rock?");
  });

  test("a reload keeps the session, the messages and the conversation", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    const first = page.waitForRequest(STREAM_PATH);
    await input(page).fill("Do you serve Lone Tree?");
    await input(page).press("Enter");
    const firstBody = streamBody(await first);
    expect(firstBody.conversationId).toBeNull();
    // No stored session id yet: a timestamp string and 128 random bits, kept in session storage.
    expect(firstBody.sessionId).toMatch(/^\d{13}-[0-9a-f]{32}$/);
    await expect(assistantMessages(page).nth(1)).toContainText("Lone Tree");
    const conversationId = await page.evaluate(() => sessionStorage.getItem("dove-conversation-id"));
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);

    await page.reload();
    expect(await page.evaluate(() => sessionStorage.getItem("dove-session-id"))).toBe(firstBody.sessionId);
    await openChat(page);
    await expect(userMessages(page)).toHaveText(["Do you serve Lone Tree?"]);
    await expect(assistantMessages(page)).toHaveCount(2);

    const second = page.waitForRequest(STREAM_PATH);
    await input(page).fill("What are your hours?");
    await input(page).press("Enter");
    expect(streamBody(await second)).toEqual({
      message: "What are your hours?",
      conversationId,
      sessionId: firstBody.sessionId,
    });
    await expect(assistantMessages(page)).toHaveCount(3);

    // The reply is stored as its stream ends, which may be just after the page shows it.
    await expect
      .poll(async () =>
        (await storedChat(firstBody.sessionId))
          .filter((row) => row.conversation_id === conversationId)
          .map((row) => (row.role === "user" ? row.content : row.role)),
      )
      .toEqual(["Do you serve Lone Tree?", "assistant", "What are your hours?", "assistant"]);
  });
});

test.describe("replies and failures", () => {
  test("links in a reply are real links and HTML in a reply is shown as text", async ({ page }) => {
    const response = `See /pricing or /parker-co-cleaning, book at /booking (not ${BUSINESS.bookingUrl}) and ignore /nope. <img src=x onerror=alert(1)>`;
    const conversationId = randomUUID();
    await page.route(STREAM_PATH, (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store" },
        body: sseBody([
          ["start", { conversationId }],
          ["delta", { text: response.slice(0, 20) }],
          ["delta", { text: response.slice(20) }],
          ["done", { conversationId, response }],
        ]),
      }),
    );
    await page.goto("/");
    await openChat(page);
    await input(page).fill("Links please");
    await input(page).press("Enter");

    const reply = assistantMessages(page).nth(1);
    await expect(reply).toContainText("<img src=x onerror=alert(1)>");
    await expect(reply.locator("img")).toHaveCount(0);
    await expect(reply.getByRole("link", { name: "/pricing" })).toHaveAttribute("href", "/pricing");
    await expect(reply.getByRole("link", { name: "/parker-co-cleaning" })).toHaveAttribute(
      "href",
      "/parker-co-cleaning",
    );
    // The site takes bookings itself: the provider's placeholder page is no link.
    await expect(reply.getByRole("link", { name: "/booking" })).toHaveAttribute("href", "/booking");
    await expect(reply.getByRole("link", { name: BUSINESS.bookingUrl })).toHaveCount(0);
    await expect(reply.getByRole("link", { name: "/nope" })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("dove-conversation-id"))).toBe(conversationId);

    await reply.getByRole("link", { name: "/pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a server failure shows the fallback message with the phone and the Chat Error toast", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(STREAM_PATH, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":{"code":"INTERNAL","message":"Something went wrong"}}',
      }),
    );
    await page.goto("/");
    await openChat(page);
    await input(page).fill("Hello?");
    await input(page).press("Enter");

    await expect(assistantMessages(page).nth(1)).toHaveText(FALLBACK);
    await expect(toasts(page).getByText("Chat Error", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("Unable to send message. Please try again.")).toBeVisible();
    await expect(input(page)).toBeEnabled();

    // The failure is logged on purpose; take the expected entries off the fixture's list.
    await expect.poll(() => consoleErrors.some((text) => text.startsWith("Chat message could not be sent"))).toBe(true);
    const expected = (text: string) =>
      text.startsWith("Chat message could not be sent") || text.includes("status of 500");
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
  });

  test("an error event after the reply started also falls back, dropping the partial reply", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(STREAM_PATH, (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/event-stream; charset=utf-8" },
        body: sseBody([
          ["start", { conversationId: randomUUID() }],
          ["delta", { text: "Half a rep" }],
          ["error", { message: "The assistant stopped answering." }],
        ]),
      }),
    );
    await page.goto("/");
    await openChat(page);
    await panel(page).getByRole("button", { name: "Get an estimate" }).click();

    await expect(assistantMessages(page).nth(1)).toHaveText(FALLBACK);
    await expect(assistantMessages(page)).toHaveCount(2);
    await expect(log(page)).not.toContainText("Half a rep");
    await expect(toasts(page).getByText("Chat Error", { exact: true })).toBeVisible();

    await expect.poll(() => consoleErrors.some((text) => text.startsWith("Chat message could not be sent"))).toBe(true);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((text) => !text.startsWith("Chat message could not be sent")),
    );
  });
});
