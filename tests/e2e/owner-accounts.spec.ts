import { createHash, randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { createOwnerAccount, type OwnerLogin, signInAsOwner } from "./support/owner-sign-in";

const NEW_PASSWORD = "a brand new passphrase";

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.map((violation) => violation.id);
}

/** The whole page as the owner sees it, kept with the test's results and report to be looked at. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Nothing on the page is wider than the screen (no sideways scrolling at 390 px). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const uniqueEmail = (what: string, testInfo: TestInfo) =>
  `${what}-${testInfo.project.name}-${randomUUID().slice(0, 8)}@bluebird.example.com`;

/**
 * A reset link as the emailed one would be (the e2e server has no mail server to send it): a
 * token whose SHA-256 is stored for the owner, valid for an hour.
 */
async function resetLinkFor(email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO owner_password_resets (token_hash, owner_id, expires_at)
       SELECT $1, id, now() + interval '1 hour' FROM owner_accounts WHERE email = $2`,
      [createHash("sha256").update(token).digest("hex"), email],
    );
  } finally {
    await client.end();
  }
  return `/admin/reset-password/${token}`;
}

async function openAccount(page: Page, owner: OwnerLogin) {
  await signInAsOwner(page, "/admin/account", owner);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
}

test.describe("owner accounts from the web", () => {
  test("changes the password (a wrong current one is named), then signs in with the new one", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    // Three sign-ins and a password change, each a deliberately slow hash, on a shared machine.
    test.slow();
    const owner = await createOwnerAccount(uniqueEmail("password", testInfo));
    await openAccount(page, owner);
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, testInfo, "account");

    const form = page.getByRole("region", { name: "Change password" });
    await form.getByLabel("Current password").fill("not my password");
    await form.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
    await form.getByRole("textbox", { name: "Type the new password again" }).fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByLabel("Current password")).toHaveAccessibleDescription("That is not your current password");
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([expect.stringContaining("status of 400")]);
    consoleErrors.length = 0;

    // By keyboard: the current password, then Tab through the new one twice, and Enter.
    for (const label of ["Current password", "New password", "Type the new password again"])
      await form.getByRole("textbox", { name: label, exact: true }).fill("");
    await form.getByLabel("Current password").focus();
    await page.keyboard.type(owner.password);
    await page.keyboard.press("Tab");
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press("Tab");
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(form.getByText(/^Your password is changed\./)).toBeVisible();

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
    await signInAsOwner(page, "/admin/account", { email: owner.email, password: NEW_PASSWORD });
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  });

  test("invites a second owner, who accepts the link in another browser; then removes them", async ({
    page,
    browser,
  }, testInfo) => {
    // Two browsers, two sign-ins and four password hashes on a shared machine.
    test.slow();
    const owner = await createOwnerAccount(uniqueEmail("inviter", testInfo));
    const inviteeEmail = uniqueEmail("invitee", testInfo);
    await openAccount(page, owner);
    const owners = page.getByRole("region", { name: "Owners" });
    await owners.getByLabel("Their name").fill("Sam Second");
    await owners.getByLabel("Their email").fill(inviteeEmail);
    await owners.getByRole("button", { name: "Create invite link" }).click();
    const linkField = owners.getByLabel("The invite link (shown only now)");
    await expect(linkField).toHaveValue(/\/admin\/invite\/[\w-]{43}$/);
    await expect(owners.getByRole("list", { name: "Open invites" })).toContainText(inviteeEmail);
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, testInfo, "account-invite");
    const link = new URL(await linkField.inputValue());

    const other = await browser.newContext();
    const invitee = await other.newPage();
    await invitee.goto(link.pathname);
    await expect(invitee.getByRole("heading", { level: 1, name: "Become an owner" })).toBeVisible();
    await expect(invitee.getByText("Welcome, Sam Second.")).toBeVisible();
    await expectNoSidewaysScroll(invitee);
    expect(await axeViolations(invitee)).toEqual([]);
    await screenshot(invitee, testInfo, "invite");
    await invitee.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
    await invitee.getByRole("textbox", { name: "Type the new password again" }).fill(`${NEW_PASSWORD} typo`);
    await invitee.getByRole("button", { name: "Create my account" }).click();
    await expect(invitee.getByRole("textbox", { name: "Type the new password again" })).toHaveAccessibleDescription(
      "The two passwords don't match",
    );
    await invitee.getByRole("textbox", { name: "Type the new password again" }).fill(NEW_PASSWORD);
    await invitee.getByRole("button", { name: "Create my account" }).click();
    await expect(invitee.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(invitee.getByText(inviteeEmail).first()).toBeVisible();

    // The link worked once.
    const again = await other.newPage();
    await again.goto(link.pathname);
    await expect(again.getByRole("alert")).toHaveText("This link has already been used. Each link works once.");

    await page.reload();
    const samRow = owners
      .getByRole("list", { name: "Owner accounts" })
      .getByRole("listitem")
      .filter({ hasText: inviteeEmail });
    await samRow.getByRole("button", { name: "Remove Sam Second" }).click();
    await samRow.getByRole("button", { name: "Yes, remove" }).click();
    await expect(owners.getByText("Sam Second is removed and signed out everywhere.")).toBeVisible();
    await invitee.reload();
    await expect(invitee.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
    await other.close();
  });

  test("a reset link sets a new password, signs every other device out and this one in, and works once", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const owner = await createOwnerAccount(uniqueEmail("reset", testInfo));
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await openAccount(otherPage, owner);
    const link = await resetLinkFor(owner.email);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, testInfo, "reset-password");
    await page.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("textbox", { name: "Type the new password again" }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(page.getByText(owner.email).first()).toBeVisible();

    await otherPage.reload();
    await expect(otherPage.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
    await other.close();
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText("This link has already been used. Each link works once.");
  });

  test("a forgotten password: without email the page shows the server's command; a bad link says so", async ({
    page,
  }, testInfo) => {
    await page.goto("/admin");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    // A signed-out owner page has the owner's bar too, not the public site's header and footer.
    await expect(page.getByRole("link", { name: "View site" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book Now" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByText("Email isn't set up on this site yet")).toBeVisible();
    await expect(page.getByText("npm run inbox -- owner reset you@example.com")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/SMTP|NOTIFY_EMAIL|ADMIN_/);
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, testInfo, "forgot-password");

    await page.goto("/admin/reset-password/not-a-real-link");
    await expect(page.getByRole("alert")).toHaveText(/This link isn't valid/);
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
