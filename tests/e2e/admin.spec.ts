import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { MIN_CONTACT_FILL_MS } from "#shared/contact/spam-signals";
import { expect, test } from "./support/fixtures";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./support/global-setup";
import { createOwnerAccount, E2E_OWNER, type OwnerLogin, signInAsOwner } from "./support/owner-sign-in";

async function signIn(page: Page, owner: OwnerLogin = E2E_OWNER) {
  await signInAsOwner(page, "/admin", owner);
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
}

test.describe("leads", () => {
  test("/booking saves the arriving estimate once, shows its reference and hands it to the booking form", async ({
    page,
  }) => {
    await page.goto("/booking?serviceType=deep&sqft=2000&bedrooms=3&bathrooms=2&pets=true");
    const reference = page.getByTestId("booking-estimate-reference");
    await expect(reference).toHaveText(/^BB-[2-9A-HJKMNP-TV-Z]{6}$/);
    const shown = await reference.textContent();
    await expect(page.getByText(/is attached to this booking/)).toContainText(shown ?? "");
    await page.reload();
    await expect(reference).toHaveText(shown ?? "");
  });
});

test.describe("the owner's inbox", () => {
  test("is kept out of search engines", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("is usable by keyboard alone in its own shell and passes axe's WCAG 2 A/AA checks", async ({
    page,
  }, testInfo) => {
    // The whole page, the owner's top bar included.
    const axe = async () =>
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations.map((v) => v.id);
    /** None of the public site's header, footer, visitor buttons, offer or chat: the owner's bar instead. */
    const expectOwnerShell = async () => {
      await expect(page.getByRole("link", { name: "View site" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Owner's desk/ })).toHaveAttribute("href", "/admin");
      for (const name of ["Get Estimate", "Book Now"]) await expect(page.getByRole("link", { name })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /chat/i })).toHaveCount(0);
    };
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
    await expectOwnerShell();
    expect(await axe()).toEqual([]);
    await page.getByLabel("Email").focus();
    await page.keyboard.type(E2E_ADMIN_EMAIL);
    await page.keyboard.press("Tab");
    await page.keyboard.type(E2E_ADMIN_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expectOwnerShell();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const sections = page.getByRole("navigation", { name: "Owner's desk" }).getByRole("link");
    await expect(sections).toHaveCount(12);
    await expect(sections.first()).toHaveAttribute("aria-current", "page");
    const strip = await page.getByRole("navigation", { name: "Owner's desk" }).evaluate((nav) => {
      const list = nav.querySelector("ul")!;
      return {
        tops: new Set([...list.querySelectorAll("a")].map((link) => link.getBoundingClientRect().top)).size,
        overflows: list.scrollWidth > list.clientWidth,
        pageFits: document.documentElement.scrollWidth <= window.innerWidth,
      };
    });
    // One row at every width: it fits a wide screen and scrolls sideways on a phone, never the page.
    expect(strip).toEqual({ tops: 1, overflows: testInfo.project.name === "phone", pageFits: true });
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

  test("signs in, shows a contact message sent moments before, opens a chat transcript, and signs out", async ({
    page,
  }, testInfo) => {
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
    // The browser tests' server has no mail server: the queue records the email as off, and offers to send it again.
    const email = page.getByRole("region", { name: "Email to you" });
    await expect(email).toContainText("Not emailed: email was not set up when it arrived");
    await expect(email).not.toContainText("SMTP");
    await expect(email.getByRole("button", { name: "Send again" })).toBeVisible();

    // The owner answers from the inbox: an empty reply is refused at the field, a written one joins the thread.
    const replies = page.getByRole("region", { name: /^Repl(y|ies)$/ });
    await replies.getByRole("button", { name: "Send reply" }).click();
    await expect(replies.getByText("Write a reply")).toBeVisible();
    await expect(replies.getByLabel("Your reply")).toHaveAttribute("aria-invalid", "true");
    await replies.getByLabel("Your reply").fill(`Hi, yes: the price is firm.\nKim (${tag})`);
    await replies.getByRole("button", { name: "Send reply" }).click();
    const thread = replies.getByRole("list", { name: "Replies" });
    await expect(thread.getByText(`Kim (${tag})`)).toBeVisible();
    await expect(replies.getByLabel("Your reply")).toHaveValue("");
    await expect(page.getByText("Answered", { exact: true })).toBeVisible();
    // With no mail server the reply cannot go: the thread says so, in plain words, and offers to try again.
    await expect(thread).toContainText("Failed");
    await expect(thread).toContainText("email is not set up on this site");
    await expect(thread).toContainText(/M[SD]T/);
    await expect(thread.getByRole("button", { name: "Try again" })).toBeVisible();
    const violations = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(violations.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole("link", { name: "All messages" }).click();
    await page.getByRole("button", { name: "Answered", exact: true }).click();
    await expect(page.getByRole("button", { name: "Answered", exact: true })).toHaveAttribute("aria-pressed", "true");
    const answered = page.getByRole("link", { name: new RegExp(name) });
    await expect(answered).toContainText("Answered");
    await expect(answered).toContainText("Reply not sent");

    await page.getByRole("link", { name: "Chats", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Chats with Dove" })).toBeVisible();
    await page.getByRole("link", { name: new RegExp(tag) }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Chat transcript" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Messages" }).getByText(question)).toBeVisible();
    await expect(page.getByTestId("reply-provider").first()).toContainText("via built-in");
    await expect(page.getByRole("region", { name: /^Estimate BB-/ })).toContainText("quoted by Dove");
    // This visitor left no address: there is nobody to reply to by email.
    await expect(page.getByText("This visitor left no email address")).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
  });

  test("says a wrong email or password is wrong, without telling which", async ({ page, consoleErrors }) => {
    await page.goto("/admin");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("That email and password do not match an owner account");
    expect(consoleErrors).toEqual([expect.stringContaining("status of 401")]);
    consoleErrors.length = 0;
  });

  test("the account page lists this browser's session and ends another one", async ({ page, browser }, testInfo) => {
    const owner = await createOwnerAccount(
      `sessions-${testInfo.project.name}-${randomUUID().slice(0, 8)}@bluebird.example.com`,
    );
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, owner);
    await signIn(page, owner);
    await page.getByRole("link", { name: /^Account of / }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(page.getByText(owner.email).first()).toBeVisible();
    const sessions = page.getByRole("region", { name: "Signed-in sessions" }).getByRole("listitem");
    await expect(sessions.filter({ hasText: "This browser" })).toHaveCount(1);
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(sessions).toHaveCount(1);
    await otherPage.reload();
    await expect(otherPage.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
    await other.close();
  });
});

test.describe("the owner's health page", () => {
  test("shows each item with its state and figures, fits the screen and passes axe", async ({ page }) => {
    await signIn(page);
    // The last section, out of sight on a phone's strip until reached: by keyboard, and then in view.
    const health = page.getByRole("link", { name: "Health" });
    await health.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Health" })).toBeVisible();
    await expect(health).toHaveAttribute("aria-current", "page");
    await expect(health).toBeInViewport({ ratio: 1 });
    for (const name of ["Email", "Backups", "Disk space", "Background work", "Database", "Version"])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByText(/^Site version \d+\.\d+\.\d+/)).toBeVisible();
    await expect(page.getByText(/^Size: [\d.]+ (KB|MB|GB)/)).toBeVisible();
    await expect(page.getByText(/\d+(\.\d)? (MB|GB|TB) free/).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const axe = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe("the owner's content desks", () => {
  /** Each desk's page and its h1, in the order the owner meets them; read-only on the shared server. */
  const DESKS = [
    { path: "/admin/site", title: "Your site" },
    { path: "/admin/site/history", title: "Site history" },
    { path: "/admin/reviews", title: "Reviews" },
    { path: "/admin/photos", title: "Photos" },
    { path: "/admin/blog", title: "Blog" },
  ];

  // The long walks through these desks run at a phone's width (playwright.config.ts): this is
  // their layout at both widths, with a screenshot of each for a person to look at.
  test("the editor, its history, reviews, photos, the blog and a post's editor fit the screen and pass axe", async ({
    page,
  }, testInfo) => {
    // Six full-page axe runs, the editor's long form among them.
    test.setTimeout(120_000);
    const shots = "/tmp/shots-desks";
    mkdirSync(shots, { recursive: true });
    const check = async (name: string) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(
        axe.violations.map(
          (violation) => `${name}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
      await page.screenshot({ path: `${shots}/${testInfo.project.name}-${name}.png`, fullPage: true });
    };
    await signIn(page);
    for (const { path, title } of DESKS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      await check(path.slice("/admin/".length).replace("/", "-"));
    }
    await page.getByRole("main").getByRole("listitem").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("textbox", { name: "Post body" })).toBeVisible({ timeout: 15_000 });
    await check("post-editor");
  });
});

test.describe("what Dove could not answer", () => {
  test("the owner sees unanswered questions grouped with counts, and each opens its transcript at the flagged reply", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "logic, not layout: the desktop project covers it");
    const tag = Math.random()
      .toString(36)
      .replace(/[^a-z]/g, "")
      .slice(0, 8);
    const questions = [`Do you polish chandeliers? (ref ${tag})`, `can you polish a chandelier, ref ${tag}`];
    // Two visitors ask the same thing in their own words; Dove has no answer for it.
    for (const [index, message] of questions.entries()) {
      const response = await request.post("/api/chat/message", {
        data: { message, conversationId: null, sessionId: `e2e-questions-${tag}-${index}` },
      });
      expect(response.status()).toBe(200);
    }

    await signIn(page);
    await page.getByRole("link", { name: "Dove questions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Questions Dove could not answer" })).toBeVisible();
    const group = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: questions[1] }) });
    await expect(group.getByTestId("question-count")).toHaveText("Asked 2 times");
    await expect(group.getByText("Fell back to the phone line: 2")).toBeVisible();
    const axe = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await group.getByRole("link", { name: new RegExp(`polish chandeliers\\? \\(ref ${tag}\\)`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Chat transcript" })).toBeVisible();
    await expect(page).toHaveURL(/#message-\d+$/);
    const flagged = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
    await expect(flagged).toContainText("Not answered: Fell back to the phone line");
    await expect(flagged).toContainText("Dove");

    await page.getByRole("link", { name: "Dove questions" }).click();
    await page.getByRole("link", { name: "Asked what was meant" }).click();
    await expect(page).toHaveURL(/reason=clarify/);
    await expect(page.getByRole("heading", { name: questions[1] })).toHaveCount(0);
  });
});
