import type { Page } from "@playwright/test";
import { computeCalculatorEstimate, computeEstimate } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { formatDollars, formatRange } from "#shared/pricing/format";
import { CALCULATOR_SIZE_OPTIONS, ESTIMATE_DEFAULTS, WIDGET_SIZE_OPTIONS } from "#shared/pricing/options";
import { ADD_ONS } from "#shared/facts/defaults/catalog";
import { sizeOptionFor } from "#client/features/estimate/size-option";
import { expect, test } from "./support/fixtures";
import { SHIPPED_FACTS } from "../support/site-facts";

function expectedRange(input: EstimateInput): string {
  const { lowCents, highCents } = computeEstimate(SHIPPED_FACTS, input);
  return formatRange(lowCents, highCents);
}

/** The estimate widget on /pricing (home.spec checks the home page shows the same component). */
function widget(page: Page) {
  const panel = page.getByRole("group", { name: "Instant estimate" });
  return {
    panel,
    range: panel.getByTestId("estimate-range"),
    service: panel.getByLabel("Service type"),
    size: panel.getByLabel("Home size"),
    bedrooms: panel.getByLabel("Bedrooms"),
    bathrooms: panel.getByLabel("Bathrooms"),
    frequency: panel.getByLabel("Frequency"),
    pets: panel.getByRole("checkbox", { name: /Pets in the home/ }),
    addOn: (key: keyof typeof ADD_ONS) =>
      panel.getByRole("button", { name: new RegExp(`^${ADD_ONS[key].name.replace(/[()]/g, "\\$&")}`) }),
  };
}

/** The business's third-party URLs are fictional (example.com): serve them empty instead of failing DNS. */
async function stubFictionalThirdParties(page: Page) {
  await page.route(
    (url) => url.hostname.endsWith(".example.com"),
    (route) => route.fulfill({ status: 200, body: "" }),
  );
}

/** TanStack Router writes strings raw and everything else as JSON. */
function searchOf(url: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URL(url).searchParams) {
    try {
      result[key] = JSON.parse(value);
    } catch {
      result[key] = value;
    }
  }
  return result;
}

test.describe("size option matching", () => {
  test("a square footage shows the option whose labelled band contains it", () => {
    const widgetLabel = (sqft: number) => sizeOptionFor(sqft, WIDGET_SIZE_OPTIONS).label;
    expect(widgetLabel(ESTIMATE_DEFAULTS.sqft)).toBe("1,000-1,500 sq ft");
    expect(widgetLabel(100)).toBe("500-1,000 sq ft");
    expect(widgetLabel(1000)).toBe("500-1,000 sq ft");
    expect(widgetLabel(1001)).toBe("1,000-1,500 sq ft");
    expect(widgetLabel(3000)).toBe("2,500-3,000 sq ft");
    expect(widgetLabel(3001)).toBe("3,000+ sq ft");
    expect(widgetLabel(20_000)).toBe("3,000+ sq ft");

    const calculatorLabel = (sqft: number) => sizeOptionFor(sqft, CALCULATOR_SIZE_OPTIONS).label;
    expect(calculatorLabel(1000)).toBe("Under 1,000 sq ft");
    expect(calculatorLabel(1500)).toBe("1,000-1,500 sq ft");
    expect(calculatorLabel(3500)).toBe("3,000-3,500 sq ft");
    expect(calculatorLabel(3501)).toBe("3,500+ sq ft");
  });

  test("every option maps to itself, so picking one keeps it shown", () => {
    for (const options of [WIDGET_SIZE_OPTIONS, CALCULATOR_SIZE_OPTIONS]) {
      for (const option of options) expect(sizeOptionFor(option.value, options)).toBe(option);
    }
  });
});

test.describe("estimate widget", () => {
  test("starts from the spec's defaults and shows the engine's range for them", async ({ page }) => {
    await page.goto("/pricing");
    const w = widget(page);
    await expect(w.service).toHaveValue(ESTIMATE_DEFAULTS.serviceType);
    // 1500 sq ft is no option's value: the select shows the band that contains it.
    await expect(w.size.locator("option:checked")).toHaveText("1,000-1,500 sq ft");
    await expect(w.bedrooms).toHaveValue(String(ESTIMATE_DEFAULTS.bedrooms));
    await expect(w.bathrooms).toHaveValue(String(ESTIMATE_DEFAULTS.bathrooms));
    await expect(w.frequency).toHaveValue("one-time");
    await expect(w.pets).not.toBeChecked();
    for (const key of Object.keys(ADD_ONS) as (keyof typeof ADD_ONS)[])
      await expect(w.addOn(key)).toHaveAttribute("aria-pressed", "false");
    // The range is computed with sqft 1500, not with the option's 1250.
    await expect(w.range).toHaveText(expectedRange(ESTIMATE_DEFAULTS));
    const { breakdown } = computeEstimate(SHIPPED_FACTS, ESTIMATE_DEFAULTS);
    await expect(w.panel.getByTestId("estimate-breakdown")).toContainText(formatDollars(breakdown.baseService));
  });

  test("every change recomputes to the engine's exact numbers", async ({ page }) => {
    await page.goto("/pricing");
    const w = widget(page);
    let input: EstimateInput = { ...ESTIMATE_DEFAULTS };

    await w.service.selectOption("deep");
    await w.size.selectOption("2250");
    input = { ...input, serviceType: "deep", sqft: 2250 };
    await expect(w.range).toHaveText(expectedRange(input));

    await w.pets.check();
    input = { ...input, pets: true };
    await expect(w.range).toHaveText(expectedRange(input));

    await w.addOn("fridge").click();
    await w.addOn("windows").click();
    input = { ...input, addOns: ["fridge", "windows"] };
    await expect(w.range).toHaveText(expectedRange(input));
    await expect(w.addOn("fridge")).toHaveAttribute("aria-pressed", "true");

    await w.frequency.selectOption("bi-weekly");
    input = { ...input, frequency: "bi-weekly" };
    await expect(w.range).toHaveText(expectedRange(input));
    const { breakdown } = computeEstimate(SHIPPED_FACTS, input);
    await expect(w.panel.getByTestId("estimate-breakdown")).toContainText(
      `-${formatDollars(breakdown.frequencyDiscount)}`,
    );

    await w.service.selectOption("moveout");
    await w.size.selectOption("3500");
    await w.frequency.selectOption("weekly");
    input = { ...input, serviceType: "moveout", sqft: 3500, frequency: "weekly" };
    await expect(w.range).toHaveText(expectedRange(input));

    await w.service.selectOption("renovation");
    await w.size.selectOption("750");
    await w.bedrooms.selectOption("5");
    await w.bathrooms.selectOption("1");
    await w.frequency.selectOption("monthly");
    input = { ...input, serviceType: "renovation", sqft: 750, bedrooms: 5, bathrooms: 1, frequency: "monthly" };
    await expect(w.range).toHaveText(expectedRange(input));
  });

  test("an add-on toggles off again", async ({ page }) => {
    await page.goto("/pricing");
    const w = widget(page);
    await w.addOn("oven").click();
    await expect(w.addOn("oven")).toHaveAttribute("aria-pressed", "true");
    await expect(w.range).toHaveText(expectedRange({ ...ESTIMATE_DEFAULTS, addOns: ["oven"] }));
    await w.addOn("oven").click();
    await expect(w.addOn("oven")).toHaveAttribute("aria-pressed", "false");
    await expect(w.range).toHaveText(expectedRange(ESTIMATE_DEFAULTS));
  });

  test("Book This Cleaning opens /booking carrying the inputs", async ({ page }) => {
    // /booking embeds the provider's work-request form.
    await stubFictionalThirdParties(page);
    await page.goto("/pricing");
    const w = widget(page);
    await w.service.selectOption("deep");
    await w.size.selectOption("2750");
    await w.bedrooms.selectOption("4");
    await w.bathrooms.selectOption("3");
    await w.pets.check();
    await w.addOn("patio").click();
    await w.addOn("laundry").click();
    await w.frequency.selectOption("monthly");
    await w.panel.getByRole("link", { name: "Book This Cleaning" }).click();

    await expect(page).toHaveURL(/\/booking\?/);
    expect(searchOf(page.url())).toEqual({
      serviceType: "deep",
      sqft: 2750,
      bedrooms: 4,
      bathrooms: 3,
      pets: true,
      // Add-ons travel in catalogue order, whatever order they were picked in.
      addOns: ["laundry", "patio"],
      frequency: "monthly",
    });
  });

  test("the contact link goes to /contact", async ({ page }) => {
    await page.goto("/pricing");
    await widget(page).panel.getByRole("link", { name: "Ask a Question" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("estimate calculator tool", () => {
  test("pre-fills from the URL and shows the calculator engine's numbers", async ({ page }) => {
    await page.goto("/resources/estimate-calculator?sqft=2750&pets=true&serviceType=deep");
    const panel = page.getByRole("group", { name: "Cleaning cost calculator" });
    const input = { ...ESTIMATE_DEFAULTS, sqft: 2750, pets: true, serviceType: "deep" as const };
    const result = computeCalculatorEstimate(SHIPPED_FACTS, input);

    await expect(panel.getByLabel("Service type")).toHaveValue("deep");
    await expect(panel.getByLabel("Home size").locator("option:checked")).toHaveText("2,500-3,000 sq ft");
    await expect(panel.getByRole("checkbox", { name: /Pets in the home/ })).toBeChecked();
    await expect(panel.getByTestId("estimate-range")).toHaveText(formatRange(result.lowCents, result.highCents));
    // One-time only: no frequency select, and the breakdown is base service, pets and add-ons.
    await expect(panel.getByLabel("Frequency")).toHaveCount(0);
    const breakdown = panel.getByTestId("estimate-breakdown");
    await expect(breakdown.locator("dt")).toHaveText(["Deep Clean", "Pets", "Add-ons"]);
    await expect(breakdown.locator("dd")).toHaveText([
      formatDollars(result.breakdown.baseService),
      formatDollars(result.breakdown.pets),
      formatDollars(result.breakdown.addOns),
    ]);

    await panel.getByRole("button", { name: /^Inside fridge/ }).click();
    await panel.getByLabel("Home size").selectOption("3750");
    const changed = computeCalculatorEstimate(SHIPPED_FACTS, { ...input, sqft: 3750, addOns: ["fridge"] });
    await expect(panel.getByTestId("estimate-range")).toHaveText(formatRange(changed.lowCents, changed.highCents));
  });

  test("without search params it starts from the defaults; the breadcrumb leads back to Resources", async ({
    page,
  }) => {
    await page.goto("/resources/estimate-calculator?serviceType=garage&sqft=abc");
    const panel = page.getByRole("group", { name: "Cleaning cost calculator" });
    const result = computeCalculatorEstimate(SHIPPED_FACTS, ESTIMATE_DEFAULTS);
    await expect(panel.getByTestId("estimate-range")).toHaveText(formatRange(result.lowCents, result.highCents));
    await expect(panel.getByLabel("Service type").locator("option")).toHaveText([
      "Standard Clean",
      "Deep Clean",
      "Move In/Out Clean",
    ]);

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Resources", "Estimate Calculator"]);
    await expect(crumbs.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/resources");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"') && text.includes("Estimate Calculator"))).toBe(true);
  });
});
