import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SERVICES } from "#shared/facts/defaults/catalog";
import { MIN_CONTACT_FILL_MS } from "#shared/contact/spam-signals";
import { seedDashboardHistory } from "./support/dashboard-history";
import { expect, test } from "./support/fixtures";
import { recordEvents } from "./support/measurement-events";
import { signInAsOwner } from "./support/owner-sign-in";

const today = () => new Date().toISOString().slice(0, 10);

const tile = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Figures of this period" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("p")
    .nth(1);
const row = (page: Page, table: string, name: string) =>
  page.getByRole("table", { name: table }).getByRole("row", { name: new RegExp(`^${name}`) });

test.describe("a visitor's walk through the funnel", () => {
  // An ordinary browser (the suite's say HeadlessChrome and are not measured); unique per run, so
  // it is a visitor of its own.
  test.use({
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${process.pid % 10_000}.0 Safari/537.36`,
  });

  test("page, estimate, Book click and contact message are counted on the owner's dashboard", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "logic, not layout: desktop only");
    test.setTimeout(60_000);
    const sent = await recordEvents(page);

    await page.goto("/");
    await expect.poll(() => sent.kinds).toEqual(["pageview"]);
    await page.getByLabel("Service type").first().selectOption("deep");
    await expect.poll(() => sent.kinds, { timeout: 10_000 }).toContain("estimate");
    await page.getByRole("link", { name: "Book This Cleaning" }).first().click();
    await expect(page.getByTestId("booking-estimate-reference")).toBeVisible();
    await expect.poll(() => sent.kinds).toContain("booking_estimate");

    await page.goto("/contact");
    await page.getByLabel("Name", { exact: true }).fill("Funnel Visitor");
    await page.getByLabel("Email", { exact: true }).fill("funnel.visitor@example.com");
    await page.getByLabel("Subject", { exact: true }).selectOption("pricing");
    await page.getByLabel("Message", { exact: true }).fill("How soon could you do the deep clean I just priced?");
    await page.waitForTimeout(MIN_CONTACT_FILL_MS);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!").first()).toBeVisible();
    await expect
      .poll(() => sent.kinds)
      .toEqual(["pageview", "estimate", "booking_click", "pageview", "booking_estimate", "pageview", "contact"]);
    await expect.poll(() => sent.answered).toEqual(Array(7).fill(204));

    // The owner's own pages send nothing.
    await signInAsOwner(page, `/admin/dashboard?from=${today()}&to=${today()}`);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    for (const [label, value] of [
      ["Visitors", "1"],
      ["Leads", "1"],
      ["Lead rate", "100.0%"],
      ["Priced a clean", "1"],
      ["Book clicks", "1"],
      ["Booking with an estimate", "1"],
      ["Messages sent", "1"],
      ["Chats started", "0"],
      ["Page views", "3"],
    ] as const) {
      await expect(tile(page, label), label).toHaveText(value);
    }
    await expect(row(page, "Funnel", "Visited")).toContainText("100.0%");
    await expect(row(page, "Funnel", "Priced a clean")).toContainText("100.0%");
    await expect(row(page, "Funnel", "Clicked Book")).toContainText("100.0% of those who priced");
    await expect(row(page, "Funnel", "Booked a walkthrough")).toContainText("0.0% of those who priced");
    await expect(row(page, "Funnel", "Sent a message")).toContainText("100.0% of those who priced");
    await expect(row(page, "Funnel", "Chatted with Dove")).toContainText("0.0%");
    await expect(row(page, "Top pages by leads", "/ \\(home\\)")).toHaveText(/\/ \(home\)\s*1\s*1\s*1/);
    await expect(row(page, "Estimates by service", SERVICES.deep.name)).toHaveText(
      new RegExp(`${SERVICES.deep.name}\\s*1\\s*1`),
    );
    await expect(row(page, "Messages by subject", "Pricing Questions")).toHaveText(/Pricing Questions\s*1\s*1/);
    await expect(row(page, "Book clicks by page", "/ \\(home\\)")).toHaveText(/\/ \(home\)\s*1\s*1/);
    expect(sent.kinds).toHaveLength(7);
  });
});

test.describe("the measurement beacon", () => {
  // The suite's own (HeadlessChrome) user agent: the browser sends, the server stores nothing.
  for (const signal of ["globalPrivacyControl", "doNotTrack"] as const) {
    test(`${signal} stops every event in the browser`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "logic, not layout: desktop only");
      const sent = await recordEvents(page);
      // Without the signal the page view is sent, so this test can fail.
      await page.goto("/");
      await expect.poll(() => sent.kinds).toEqual(["pageview"]);

      await page.addInitScript(
        (name) => Object.defineProperty(Navigator.prototype, name, { get: () => (name === "doNotTrack" ? "1" : true) }),
        signal,
      );
      await page.goto("/");
      await page.getByLabel("Service type").first().selectOption("deep");
      await page.waitForTimeout(2_000);
      await page.getByRole("link", { name: "Book This Cleaning" }).first().click();
      await expect(page.getByTestId("booking-estimate-reference")).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(sent.kinds).toEqual(["pageview"]);
    });
  }
});

test.describe("the owner's dashboard", () => {
  test.beforeAll(seedDashboardHistory);

  test("shows charts with table views, the funnel and the lead tables, fits the screen and passes axe", async ({
    page,
  }) => {
    await signInAsOwner(page, "/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("figure canvas")).toHaveCount(2);
    await expect(row(page, "Top pages by leads", "/ \\(home\\)")).toBeVisible();
    await expect(row(page, "City pages by leads", "Parker")).toBeVisible();
    await expect(row(page, "Campaigns", "spring-deep-clean")).toBeVisible();

    // Each chart's numbers are a table for screen readers, shown on request.
    const visitorsTable = page.getByRole("table", { name: "Visitors per day" });
    await expect(visitorsTable.getByRole("row")).toHaveCount(31);
    const tableView = page.getByRole("button", { name: "Table view" }).first();
    await tableView.click();
    await expect(tableView).toHaveAttribute("aria-pressed", "true");
    await expect(visitorsTable).toBeVisible();

    await page.getByRole("button", { name: "Per week" }).click();
    await expect(page).toHaveURL(/by=week/);
    await expect(page.getByRole("table", { name: "Leads per week" })).toBeAttached();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const violations = (
      await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze()
    ).violations.map((v) => v.id);
    expect(violations).toEqual([]);

    await page.getByRole("button", { name: "Last 7 days" }).click();
    await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Per day" }).click();
    await expect(page.getByRole("table", { name: "Visitors per day" }).getByRole("row")).toHaveCount(8);
  });
});
