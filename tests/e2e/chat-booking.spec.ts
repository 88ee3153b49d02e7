import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { recordEvents } from "./support/measurement-events";
import { signInAsOwner } from "./support/owner-sign-in";

const panel = (page: Page) => page.getByRole("dialog", { name: "Chat with Dove" });
const lastReply = (page: Page) => panel(page).getByRole("log").locator('[data-role="assistant"]').last();

/** Sends one message and waits for Dove's whole reply; returns its text. */
async function say(page: Page, message: string, expected: string | RegExp): Promise<string> {
  const replies = panel(page).getByRole("log").locator('[data-role="assistant"]');
  const before = await replies.count();
  await panel(page).getByLabel("Message Dove").fill(message);
  await panel(page).getByLabel("Message Dove").press("Enter");
  await expect(replies).toHaveCount(before + 1);
  await expect(panel(page).getByLabel("Message Dove")).toBeEnabled();
  await expect(lastReply(page)).toContainText(expected);
  return (await lastReply(page).textContent()) ?? "";
}

test("a visitor books the walkthrough with Dove in the chat widget and the owner follows chat and booking both ways", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the chat booking walk runs at a phone's width");
  const { kinds } = await recordEvents(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Chat with Dove", exact: true }).click();
  // The panel loads on demand: its greeting must be counted before the first reply is awaited.
  await expect(panel(page).getByRole("log").locator('[data-role="assistant"]')).toHaveCount(1);

  await say(page, "I'd like to book a walkthrough", "Mountain Time");
  // Later times than /booking's own browser test takes on the first open day.
  await say(page, "later", /^1\. /m);
  await say(page, "later", /^1\. /m);
  const picked = await say(page, "3", "it is. What name");
  const label = picked.slice(0, picked.indexOf(" it is."));
  await say(page, "Riley Chat", "email");
  await say(page, "riley.chat@example.com", "phone");
  await say(page, "303 555 0123", "address");
  await say(page, "88 Lark Lane, Parker, CO 80134", `Time: ${label}`);
  await expect(lastReply(page)).toContainText('Shall I book it? Reply "yes" to book');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const booked = await say(page, "yes", "You're booked!");
  const reference = /reference (BK-\w+)/.exec(booked)?.[1] ?? "";
  expect(reference).not.toBe("");
  await expect.poll(() => kinds).toContain("booked");
  const conversationId = await page.evaluate(() => sessionStorage.getItem("dove-conversation-id"));

  await lastReply(page).getByRole("link", { name: "See, move or cancel your walkthrough" }).click();
  await expect(page.getByTestId("booking-time")).toHaveText(label);

  await signInAsOwner(page, `/admin/chats/${conversationId}`);
  await page.getByRole("link", { name: reference }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Riley Chat" })).toBeVisible();
  await expect(page.getByText("in the chat with Dove")).toBeVisible();
  await page.getByRole("link", { name: "Read the chat with Dove" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/chats/${conversationId}$`));
});
