import type { Page, Route } from "@playwright/test";
import pg from "pg";
import { ADD_ONS, ADD_ON_LIST, EXTRA_SERVICES, SERVICES } from "#shared/facts/defaults/catalog";
import { SERVICE_KEYS, type ServiceKey, type ServicePrice } from "#shared/catalog/services";
import { servicePage, servicesOverview } from "#shared/content/service-pages";
import { expectFaqOpen, faqQuestions, faqSummary } from "./support/faq-accordion";
import { SHIPPED_CORE_FACTS, SHIPPED_FACTS } from "../support/site-facts";
import { expect, test } from "./support/fixtures";
import { clientRendered } from "./support/client-rendered";

/** The card price label the spec asks for: "From $X" or "$65/hour per cleaner". */
function cardPrice(service: ServicePrice): string {
  return service.priceType === "flat_rate" ? `From $${service.basePrice}` : `$${service.hourlyRate}/hour per cleaner`;
}

/** A simulated server failure is expected to log "Failed to load resource"; drop only those. */
function allowFailedResponses(consoleErrors: string[], status: number) {
  const expected = `status of ${status}`;
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (consoleErrors[i]!.includes(expected)) consoleErrors.splice(i, 1);
}

function failWith500(route: Route) {
  return route.fulfill({
    status: 500,
    contentType: "application/json",
    body: JSON.stringify([
      {
        error: {
          message: "Internal server error",
          code: -32603,
          data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 },
        },
      },
    ]),
  });
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function serviceKeysInDatabase(): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string }>("SELECT key FROM services ORDER BY sort_order");
    return rows.map((row) => row.key);
  } finally {
    await client.end();
  }
}

const priceCard = (page: Page, key: ServiceKey) => page.getByRole("region", { name: `${SERVICES[key].name} Pricing` });

const SERVICES_OVERVIEW = servicesOverview(SHIPPED_CORE_FACTS);

test.describe("/services", () => {
  test("shows the overview, the four core services with prices, the add-ons and the three blurbs", async ({ page }) => {
    const keys = await serviceKeysInDatabase();
    expect(keys).toEqual([...SERVICE_KEYS]);

    await page.goto("/services");
    await expect(page).toHaveTitle(`${SERVICES_OVERVIEW.seo.title} | ${SHIPPED_FACTS.business.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SERVICES_OVERVIEW.headline);
    await expect(page.getByText(SERVICES_OVERVIEW.overview)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Services");

    const core = page.getByRole("region", { name: "Our Core Cleaning Services" });
    await expect(core.getByRole("listitem")).toHaveCount(keys.length);
    for (const key of keys as ServiceKey[]) {
      const service = SERVICES[key];
      const card = core
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: service.name, exact: true }) });
      await expect(card).toContainText(cardPrice(service));
      await expect(card).toContainText(service.description);
      await expect(card.getByRole("link", { name: `View details about ${service.name}` })).toHaveAttribute(
        "href",
        `/services/${key}`,
      );
    }

    const addOns = page.getByRole("region", { name: "Add-Ons & Extras" });
    for (const addOn of ADD_ON_LIST) {
      await expect(addOns.getByRole("listitem").filter({ hasText: addOn.name })).toContainText(`$${addOn.price}`);
    }
    await expect(addOns).toContainText(EXTRA_SERVICES.closetOrganization.name);
    await expect(addOns).toContainText(EXTRA_SERVICES.insideCabinets.priceLabel);

    for (const blurb of [SERVICES_OVERVIEW.residential, SERVICES_OVERVIEW.commercial, SERVICES_OVERVIEW.specialty]) {
      await expect(page.getByRole("heading", { name: blurb.title, level: 3 })).toBeVisible();
      await expect(page.getByText(blurb.body)).toBeVisible();
    }

    const types = (await jsonLd(page)).map((ld) => ld["@type"]);
    expect(types).toContain("BreadcrumbList");
  });

  test("shows skeletons while services.list loads, then the cards", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/trpc/services.list**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(clientRendered("/services"));
    await expect(page.getByTestId("skeleton-card").first()).toBeVisible();
    release();
    await expect(page.getByTestId("skeleton-card")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Our Core Cleaning Services" }).getByRole("listitem")).toHaveCount(
      SERVICE_KEYS.length,
    );
  });

  test("a failed services.list shows the error state; Retry reloads the page", async ({ page, consoleErrors }) => {
    await page.route("**/trpc/services.list**", failWith500);
    await page.goto(clientRendered("/services"));
    const alert = page.getByRole("alert").filter({ hasText: "Unable to Load Services" });
    await expect(alert.getByRole("heading", { name: "Unable to Load Services" })).toBeVisible();
    await expect(alert).toContainText("We're having trouble loading our services. Please try again later.");
    // The rest of the page still works.
    await expect(page.getByRole("region", { name: "Add-Ons & Extras" })).toBeVisible();
    allowFailedResponses(consoleErrors, 500);

    await page.unroute("**/trpc/services.list**");
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("region", { name: "Our Core Cleaning Services" }).getByRole("listitem")).toHaveCount(
      SERVICE_KEYS.length,
    );
    await expect(page.getByText("Unable to Load Services")).toHaveCount(0);
  });
});

test.describe("/services/{slug}", () => {
  test("the deep clean page shows every part of a service page, with the first FAQ open", async ({ page }) => {
    const content = servicePage("deep", SHIPPED_CORE_FACTS);
    await page.goto("/services/deep");
    await expect(page).toHaveTitle(`${content.seo.title} | ${SHIPPED_FACTS.business.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.headline);

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    await expect(crumbs.getByText(SERVICES.deep.name)).toHaveAttribute("aria-current", "page");

    const included = page.getByRole("region", { name: "What's Included" });
    await expect(included.getByRole("listitem")).toHaveText([...content.included]);
    const addOns = page.getByRole("region", { name: "Popular Add-Ons" });
    await expect(addOns.getByRole("listitem")).toHaveCount(content.addOnKeys.length);
    for (const key of content.addOnKeys)
      await expect(addOns).toContainText(`${ADD_ONS[key].name}$${ADD_ONS[key].price}`);
    await expect(page.getByRole("region", { name: "Who It's For" }).getByRole("listitem")).toHaveText([
      ...content.whoItsFor,
    ]);
    const steps = page.getByRole("region", { name: "How It Works" }).getByRole("heading", { level: 3 });
    await expect(steps).toHaveText(content.howItWorks.map((step, index) => `Step ${index + 1}: ${step.title}`));
    const gallery = page.getByRole("region", { name: "Before & After" });
    for (const caption of content.galleryCaptions)
      await expect(gallery.getByRole("figure").filter({ hasText: caption })).toBeVisible();

    const facts = page.getByRole("complementary", { name: /quick facts/ });
    for (const fact of content.quickFacts) await expect(facts).toContainText(`${fact.label}${fact.value}`);

    const faqs = page.getByRole("region", { name: `${SERVICES.deep.name} FAQs` });
    await expect(faqQuestions(faqs)).toHaveText(content.faqs.map((faq) => faq.question));
    const [first, ...rest] = content.faqs.map((faq) => faq.question);
    await expectFaqOpen(faqs, first!, true);
    for (const question of rest) await expectFaqOpen(faqs, question, false);
    // Items toggle independently: opening the second leaves the first open.
    await faqSummary(faqs, rest[0]!).click();
    await expectFaqOpen(faqs, rest[0]!, true);
    await expectFaqOpen(faqs, first!, true);

    const ld = await jsonLd(page);
    const faqPage = ld.find((entry) => entry["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined;
    expect(faqPage?.mainEntity.map((question) => question.name)).toEqual(content.faqs.map((faq) => faq.question));
    expect(ld.find((entry) => entry["@type"] === "Service")).toMatchObject({ name: SERVICES.deep.name });
    const breadcrumb = ld.find((entry) => entry["@type"] === "BreadcrumbList") as
      { itemListElement: { name: string }[] } | undefined;
    expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual(["Home", "Services", SERVICES.deep.name]);
  });

  for (const key of SERVICE_KEYS) {
    test(`the ${key} price card shows the catalogue price and passes serviceType on`, async ({ page }) => {
      const service = SERVICES[key];
      await page.goto(`/services/${key}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicePage(key, SHIPPED_CORE_FACTS).headline);
      const card = priceCard(page, key);
      if (service.priceType === "flat_rate") {
        await expect(card).toContainText(`From$${service.basePrice}`);
        await expect(card).toContainText("Flat rate");
      } else {
        await expect(card).toContainText(`$${service.hourlyRate}/hour per cleaner`);
        await expect(card).toContainText("Hourly rate");
      }
      await expect(card.getByRole("link", { name: "Get Estimate" })).toHaveAttribute(
        "href",
        `/pricing?serviceType=${key}`,
      );
      await expect(card.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", `/booking?serviceType=${key}`);
    });
  }

  test("Get Estimate navigates to /pricing with the service type", async ({ page }) => {
    await page.goto("/services/moveout");
    await priceCard(page, "moveout").getByRole("link", { name: "Get Estimate" }).click();
    await expect(page).toHaveURL(/\/pricing\?serviceType=moveout$/);
  });

  test("a slug unknown to the catalogue shows Service Configuration Error without fetching", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("services.bySlug")) fetched.push(request.url());
    });
    await page.goto("/services/windows");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Configuration Error");
    await expect(page.getByText("This service is not properly configured. Please contact support.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page).toHaveTitle(/Service Configuration Error/);
    expect(fetched).toEqual([]);
  });

  test("a failed services.bySlug shows Service Not Found with a link to /services", async ({ page, consoleErrors }) => {
    await page.route("**/trpc/services.bySlug**", failWith500);
    await page.goto(clientRendered("/services/garage"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    await expect(page.getByText("The service you're looking for doesn't exist or has been moved.")).toBeVisible();
    const back = page.getByRole("main").getByRole("link", { name: "View All Services" });
    await expect(back).toHaveAttribute("href", "/services");
    allowFailedResponses(consoleErrors, 500);
    await back.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SERVICES_OVERVIEW.headline);
  });

  test("an empty services.bySlug result also shows Service Not Found", async ({ page }) => {
    await page.route("**/trpc/services.bySlug**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify([{ result: { data: null } }]),
      }),
    );
    await page.goto(clientRendered("/services/standard"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
  });
});
