import type { Page } from "@playwright/test";
import { ABOUT_PAGE_CITY_COUNT } from "#shared/areas/cities";
import { SERVICE_AREAS } from "#shared/facts/defaults/areas";
import { BUSINESS } from "#shared/facts/defaults/business";
import { communityStatItems } from "#shared/content/community-stats";
import { SHIPPED_COPY, SHIPPED_FACTS } from "../support/site-facts";

// The server under test serves the shipped facts (revision 1), their copy filled.
const { story: COMPANY_STORY, mission: MISSION_STATEMENT } = SHIPPED_COPY.about;
const { values: COMPANY_VALUES } = SHIPPED_COPY.team;
const {
  partners: COMMUNITY_PARTNERS,
  events: COMMUNITY_EVENTS_2024,
  badges: COMMUNITY_BADGES,
  partnerWithUs: PARTNER_WITH_US,
} = SHIPPED_COPY.community;
import { expect, test } from "./support/fixtures";

async function expectPageBasics(page: Page, path: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.locator(`link[rel="canonical"][href$="${path}"]`)).toHaveCount(1);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => JSON.parse(text)["@type"] === "BreadcrumbList")).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("/about", () => {
  test("tells the story and mission and shows the four values", async ({ page }) => {
    await page.goto("/about");
    await expectPageBasics(page, "/about");
    await expect(page.getByRole("heading", { level: 2, name: "Our Story" })).toBeVisible();
    for (const paragraph of COMPANY_STORY) await expect(page.getByText(paragraph)).toBeVisible();
    await expect(page.getByText(MISSION_STATEMENT)).toBeVisible();

    const values = page.getByRole("region", { name: "Our Values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(COMPANY_VALUES.map((value) => value.name));
    for (const value of COMPANY_VALUES) await expect(values.getByText(value.description)).toBeVisible();
  });

  test("highlights the first six service areas, each linking to its city page", async ({ page }) => {
    await page.goto("/about");
    const cities = page.getByRole("region", { name: "Proudly Serving Our Neighbors" });
    const links = cities.getByRole("listitem").getByRole("link");
    const expected = SERVICE_AREAS.slice(0, ABOUT_PAGE_CITY_COUNT);
    await expect(links).toHaveCount(expected.length);
    for (const [index, area] of expected.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/${area.slug}`);
      await expect(links.nth(index)).toContainText(`${area.city}, ${BUSINESS.regionCode}`);
    }
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/${expected[0]!.slug}$`));
  });
});

test.describe("/community", () => {
  test("shows the four stats and the four partners with their type badges", async ({ page }) => {
    await page.goto("/community");
    await expectPageBasics(page, "/community");
    const statItems = communityStatItems(SHIPPED_FACTS.claims.community);
    const stats = page.getByTestId("community-stat");
    await expect(stats).toHaveCount(statItems.length);
    for (const [index, stat] of statItems.entries()) {
      await expect(stats.nth(index).getByRole("definition")).toHaveText(stat.value);
      await expect(stats.nth(index).getByRole("term")).toHaveText(stat.label);
    }

    const partners = page.getByRole("region", { name: "Organizations We Stand Behind" }).getByRole("listitem");
    await expect(partners).toHaveCount(COMMUNITY_PARTNERS.length);
    for (const [index, partner] of COMMUNITY_PARTNERS.entries()) {
      await expect(partners.nth(index).getByRole("heading", { level: 3 })).toHaveText(partner.name);
      await expect(partners.nth(index).getByText(partner.type, { exact: true })).toBeVisible();
    }
  });

  test("lists the three 2024 events with formatted dates, the badges and the partner call to action", async ({
    page,
  }) => {
    await page.goto("/community");
    const events = page.getByRole("region", { name: "2024 Community Events" }).getByRole("listitem");
    await expect(events).toHaveCount(COMMUNITY_EVENTS_2024.length);
    const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    for (const [index, event] of COMMUNITY_EVENTS_2024.entries()) {
      await expect(events.nth(index).getByRole("heading", { level: 3 })).toHaveText(event.name);
      const time = events.nth(index).locator("time");
      await expect(time).toHaveAttribute("datetime", event.date);
      await expect(time).toHaveText(longDate.format(new Date(`${event.date}T00:00:00Z`)));
    }

    const badges = page.getByRole("region", { name: "A Name You Can Count On" }).getByRole("heading", { level: 3 });
    await expect(badges).toHaveText(COMMUNITY_BADGES.map((badge) => badge.title));

    const partner = page.getByRole("region", { name: PARTNER_WITH_US.title });
    await expect(partner.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    await expect(partner.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
  });
});
