import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { MIN_CONTACT_FILL_MS } from "../../src/shared/contact/spam-signals";
import { expect, test } from "./support/fixtures";
import { E2E_ADMIN_PASSWORD } from "./support/global-setup";
import { signInAsOwner } from "./support/owner-sign-in";

async function signIn(page: Page) {
  await signInAsOwner(page);
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
}

test.describe("leads", () => {
  test("/booking saves the arriving estimate once, shows its reference and hands it to the booking form", async ({ page }) => {
    await page.goto("/booking?serviceType=deep&sqft=2000&bedrooms=3&bathrooms=2&pets=true");
    const reference = page.getByTestId("booking-estimate-reference");
    await expect(reference).toHaveText(/^BB-[2-9A-HJKMNP-TV-Z]{6}$/);
    const shown = await reference.textContent();
    await expect(page.getByTestId("booking-embed")).toHaveAttribute("data-reference", shown ?? "");
    await page.reload();
    await expect(reference).toHaveText(shown ?? "");
  });
});

test.describe("the owner's inbox", () => {
  test("is kept out of search engines", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("is usable by keyboard alone and passes axe's WCAG 2 A/AA checks", async ({ page }) => {
    const axe = async () => (await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze()).violations.map((v) => v.id);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.getByLabel("Password").focus();
    await page.keyboard.type(E2E_ADMIN_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.getByRole("button", { name: "Unread" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Unread" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("link", { name: "Chats", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Chats with Dove" })).toBeVisible();
    expect(await axe()).toEqual([]);
  });

  test("goes back to the sign-in form when the session has ended", async ({ page, context, consoleErrors }) => {
    await signIn(page);
    await expect(page.getByText(/^\d+ messages?$/)).toBeVisible();
    await context.clearCookies();
    await page.getByRole("link", { name: "Chats", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
    // The refused request is logged by the browser itself: exactly that one error is expected.
    expect(consoleErrors).toEqual([expect.stringContaining("status of 401")]);
    consoleErrors.length = 0;
  });

  test("signs in, shows a contact message sent moments before, opens a chat transcript, and signs out", async ({ page }, testInfo) => {
    // A whole visit, the 3 s a person takes to write, then the inbox.
    test.setTimeout(60_000);
    const tag = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
    const name = `Inbox Visitor ${tag}`;

    // A visitor prices a home, then writes through the public contact form.
    await page.goto("/pricing");
    await page.getByLabel("Service type").first().selectOption("deep");
    await page.goto("/contact");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Email", { exact: true }).fill(`visitor-${tag}@example.com`);
    await page.getByLabel("Subject", { exact: true }).selectOption("pricing");
    await page.getByLabel("Message", { exact: true }).fill(`Is the deep clean price firm? (${tag})`);
    await page.waitForTimeout(MIN_CONTACT_FILL_MS);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!").first()).toBeVisible();

    // Another visitor chats with Dove through the widget.
    const question = `How much is a standard clean for 1,800 sq ft with 3 bedrooms? ${tag}`;
    await page.getByRole("button", { name: "Chat with Dove", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Chat with Dove" });
    await panel.getByLabel("Message Dove").fill(question);
    await panel.getByRole("button", { name: "Send message" }).click();
    await expect(panel.getByRole("log").locator('[data-role="assistant"]')).toHaveCount(2);
    await panel.getByRole("button", { name: "Close chat" }).click();

    await signIn(page);
    await page.getByLabel("Search name, email or message").fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 message matching" })).toBeVisible();
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(`Is the deep clean price firm? (${tag})`)).toBeVisible();
    await expect(page.getByRole("region", { name: /^Estimate BB-/ })).toContainText("Deep Clean");
    await page.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByRole("button", { name: "Mark unhandled" })).toBeVisible();

    await page.getByRole("link", { name: "Chats", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Chats with Dove" })).toBeVisible();
    await page.getByRole("link", { name: new RegExp(tag) }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Chat transcript" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Messages" }).getByText(question)).toBeVisible();
    await expect(page.getByTestId("reply-provider").first()).toContainText("via built-in");
    await expect(page.getByRole("region", { name: /^Estimate BB-/ })).toContainText("quoted by Dove");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
  });
});
