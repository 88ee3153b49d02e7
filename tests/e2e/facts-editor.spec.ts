import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { SHIPPED_FACTS } from "../support/site-facts";
import { expect, test } from "./support/fixtures";
import { useOwnSite } from "./support/own-site";
import { signInAsOwner } from "./support/owner-sign-in";

const NEW_PHONE = "(303) 555-0123";
const NEW_QUESTION = "Do you bring your own vacuum?";
const deep = SHIPPED_FACTS.services.deep;
const cityWithoutDetails = SHIPPED_FACTS.serviceAreas.find((area) => area.details === undefined)!;

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`);
}

/** The page as the owner sees it, for a person to look at (/tmp/shots-editor/). */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const dir = "/tmp/shots-editor";
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The document the editor's next autosave sends. */
const draftSent = (page: Page) =>
  page
    .waitForRequest((request) => request.method() === "PUT" && request.url().endsWith("/api/admin/facts/draft"))
    .then((request) => (request.postDataJSON() as { document: typeof SHIPPED_FACTS }).document);

/** Whether leaving the page now would ask the owner first (the page's beforeunload handler cancels the event). */
const leavingIsWarned = (page: Page) =>
  page.evaluate(() => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

const saved = (page: Page) => expect(page.getByText(/Saved as draft at/)).toBeVisible({ timeout: 10_000 });

async function openPart(page: Page, part: string) {
  await page.getByRole("navigation", { name: "Parts of your site" }).getByRole("button", { name: part }).click();
  await expect(page.getByRole("heading", { level: 2, name: part })).toBeVisible();
}

async function publish(page: Page, revision: number) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(`Published revision ${revision}.`)).toBeVisible({ timeout: 30_000 });
}

// A server and database of its own: publishing changes every public page, which other specs read.
test.describe("the owner's site editor", () => {
  test.setTimeout(180_000);
  const site = useOwnSite("facts_editor");

  test("changes the phone, a price and an FAQ, publishes each, restores an older revision, is warned by a second tab, and edits percent, optional groups and fields", async ({
    page,
    context,
    consoleErrors,
  }, testInfo) => {
    const base = site().baseUrl;
    await signInAsOwner(page, `${base}/admin/site`);
    await expect(page.getByRole("heading", { level: 1, name: "Your site" })).toBeVisible({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, testInfo, "editor");

    // The phone: one field, one Publish; the public home page shows it.
    await page.getByLabel("Phone number as shown").fill(NEW_PHONE);
    await page.getByLabel("Phone link (tel:+1…)").fill("tel:+13035550123");
    await saved(page);
    await expect(page.getByLabel("What changed")).toHaveAttribute("placeholder", /Phone number as shown/);
    await publish(page, 2);
    await expect
      .poll(async () => (await fetch(`${base}/`)).text(), { timeout: 10_000, intervals: [200] })
      .toContain(NEW_PHONE);

    // A price, typed in dollars; a wrong one is named beside its field and not published.
    await openPart(page, "Services and prices");
    const rate = page.getByLabel("Hourly rate per cleaner (dollars)").nth(1);
    await rate.fill("-5");
    await expect(rate).toHaveAttribute("aria-invalid", "true");
    await rate.fill("70");
    await expect(rate).toHaveAttribute("aria-invalid", "false");
    await saved(page);
    await publish(page, 3);

    // An FAQ: a new question at the end of the first group.
    await openPart(page, "FAQs");
    expect(await axeViolations(page)).toEqual([]);
    const group = page.getByRole("group", { name: SHIPPED_FACTS.faqs[0]!.title, exact: true });
    await group.getByRole("button", { name: /^Add to faqs/i }).click();
    const questions = group.getByLabel("Question");
    await questions.last().fill(NEW_QUESTION);
    await group.getByLabel("Answer (HTML)").last().fill("<p>Yes, and all our supplies.</p>");
    await saved(page);
    await page.getByLabel("What changed").fill("A question about vacuums");
    await publish(page, 4);
    await expect
      .poll(async () => (await fetch(`${base}/faq`)).text(), { timeout: 10_000, intervals: [200] })
      .toContain(NEW_QUESTION);

    // The history: who, what, and the price change in dollars; restore revision 2 (before the price).
    await page.getByRole("link", { name: "History", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Site history" })).toBeVisible({ timeout: 15_000 });
    await page
      .getByRole("button", { name: /Show changes/ })
      .nth(1)
      .click();
    await expect(page.getByText(`$${(deep.hourlyRate! / 100).toFixed(2)}`)).toBeVisible();
    await expect(page.getByText("$70.00")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, testInfo, "history");
    await page.getByRole("button", { name: "Restore revision 2" }).click();
    await page.getByRole("button", { name: "Yes, restore revision 2" }).click();
    await expect(page.getByText("Restored revision 2 as revision 5.")).toBeVisible();
    await expect(page.getByText("Restored revision 2", { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await fetch(`${base}/faq`)).text(), { timeout: 10_000, intervals: [200] })
      .not.toContain(NEW_QUESTION);

    // Two tabs: the second saves over the draft the first loaded; the first is warned, not overwritten.
    await page.getByRole("link", { name: "Back to the editor" }).click();
    await expect(page.getByLabel("Tagline")).toBeVisible({ timeout: 15_000 });
    const second = await context.newPage();
    await second.goto(`${base}/admin/site`);
    await expect(second.getByLabel("Tagline")).toBeVisible({ timeout: 15_000 });
    await second.getByLabel("Tagline").fill("Second tab's tagline");
    await saved(second);
    await page.getByLabel("Tagline").fill("First tab's tagline");
    await expect(page.getByRole("alert")).toContainText("This draft was changed in another tab or by");
    await screenshot(page, testInfo, "conflict");
    expect(await axeViolations(page)).toEqual([]);
    // The refused save is the browser's one logged error.
    expect(consoleErrors).toEqual([expect.stringContaining("status of 409")]);
    consoleErrors.length = 0;
    await page.getByRole("button", { name: "Load their version" }).click();
    await expect(page.getByLabel("Tagline")).toHaveValue("Second tab's tagline");
    await second.close();

    // A discount in percent, sent as its fraction; leaving is warned against until the server has it.
    // (Nothing is unsaved now, so leaving asks nothing; ?part= opens a part, as the launch checklist links.)
    await page.goto(`${base}/admin/site?part=frequencies`);
    await expect(page.getByRole("heading", { level: 2, name: "Frequencies" })).toBeVisible({ timeout: 15_000 });
    const weekly = page.getByLabel("Discount (percent)").nth(1);
    await expect(weekly).toHaveValue(String(SHIPPED_FACTS.frequencies.weekly.discount * 100));
    let sent = draftSent(page);
    await weekly.fill("25");
    expect(await leavingIsWarned(page)).toBe(true);
    expect((await sent).frequencies.weekly.discount).toBe(0.25);
    await expect.poll(() => leavingIsWarned(page)).toBe(false);

    // A city's optional details: added with empty fields named by their messages, then removed.
    // The save meanwhile fails once: the owner is warned before leaving until the retry lands.
    await page.route("**/api/admin/facts/draft", (route) => route.fulfill({ status: 503, json: {} }), { times: 1 });
    await openPart(page, "Service areas");
    const city = page.getByRole("group", { name: cityWithoutDetails.city, exact: true });
    await city.getByRole("button", { name: "Add city details" }).click();
    await expect(city.getByLabel("Description", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(city.getByText("City description must not be empty")).toBeVisible();
    await expect(page.getByText("Not saved — retrying")).toBeVisible({ timeout: 10_000 });
    expect(await leavingIsWarned(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, testInfo, "city-details");
    await city.getByRole("button", { name: "Remove city details" }).click();
    await expect(city.getByLabel("Description", { exact: true })).toHaveCount(0);
    await expect(city.getByRole("button", { name: "Add city details" })).toBeVisible();

    // An optional field emptied is taken out of the document, not kept as empty text.
    await openPart(page, "About");
    sent = draftSent(page);
    const badge = SHIPPED_FACTS.about.trustBadges.findIndex((shipped) => shipped.alternateLabel !== undefined);
    await page.getByLabel("Alternate label").nth(badge).fill("");
    const badges = (await sent).about.trustBadges as Record<string, unknown>[];
    expect(badges.some((badge) => "alternateLabel" in badge)).toBe(false);
    await expect.poll(() => leavingIsWarned(page)).toBe(false);
    expect(consoleErrors).toEqual([expect.stringContaining("status of 503")]);
    consoleErrors.length = 0;
  });
});
