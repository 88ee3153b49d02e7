import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { estimateLines } from "#shared/leads/estimate-summary";
import { computeCalculatorEstimate, computeEstimate } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { AddOnPriceList } from "#client/features/pricing/add-on-price-list";
import { PriceFactors } from "#client/features/pricing/price-factors";
import { PricingPromises } from "#client/features/pricing/pricing-promises";
import { RecurringDiscounts } from "#client/features/pricing/recurring-discounts";
import { SizeTierTable } from "#client/features/pricing/size-tier-table";
import { SiteFactsProvider } from "#client/lib/site-facts";
import { SHIPPED_CORE_FACTS, SHIPPED_FACTS } from "../support/site-facts";

const HOME: EstimateInput = { sqft: 1800, bedrooms: 3, bathrooms: 2, pets: true, serviceType: "standard", addOns: [] };

/** The shipped facts with every price the engine reads changed, as a publish would. */
function republished() {
  const facts = structuredClone(SHIPPED_FACTS);
  facts.sizeTiers = facts.sizeTiers.map((tier) => ({ ...tier, price: tier.price + 1_000 }));
  facts.services.deep.hourlyRate = 8_000;
  facts.services.garage.basePrice = 20_000;
  facts.addOns.fridge.price = 7_000;
  facts.surcharges.petFriendly = 2_500;
  facts.surcharges.conditionAdjustment = 0.1;
  facts.frequencies.weekly.discount = 0.3;
  return facts;
}

describe("the estimate engine computes with the prices it is given", () => {
  it("prices a standard clean from the published tier, pet charge and spread", () => {
    const shipped = computeEstimate(SHIPPED_FACTS, HOME);
    const changed = computeEstimate(republished(), HOME);
    // 1,800 sq ft is the $199 tier; republished it is $209, plus $25 for pets: $234, +-10%.
    expect(shipped.totalCents).toBe(19_900 + 1_500);
    expect(changed.totalCents).toBe(20_900 + 2_500);
    expect(changed.breakdown).toMatchObject({ baseService: 20_900, pets: 2_500 });
    expect([changed.lowCents, changed.highCents]).toEqual([21_100, 25_700]);
  });

  it("prices hourly services, flat services, add-ons and discounts from the published figures", () => {
    const facts = republished();
    // round(1800 / 500) = 4 blocks plus one, at $80.
    expect(computeEstimate(facts, { ...HOME, serviceType: "deep", pets: false }).totalCents).toBe(5 * 8_000);
    expect(computeEstimate(facts, { ...HOME, serviceType: "garage" }).totalCents).toBe(20_000);
    expect(computeEstimate(facts, { ...HOME, pets: false, addOns: ["fridge"] }).breakdown.addOns).toBe(7_000);
    const weekly = computeEstimate(facts, { ...HOME, frequency: "weekly" });
    expect(weekly.totalCents).toBe(Math.round((20_900 + 2_500) * 0.7));
    expect(computeCalculatorEstimate(facts, HOME).totalCents).toBe(20_900 + 2_500);
  });

  it("describes a saved estimate with the published names", () => {
    const facts = republished();
    facts.services.standard.name = "Everyday Clean";
    facts.addOns.oven.name = "Oven, inside and out";
    facts.frequencies.monthly.name = "Every Month";
    const input: EstimateInput = { ...HOME, addOns: ["oven"], frequency: "monthly" };
    const lines = Object.fromEntries(estimateLines(facts, { input, ...computeEstimate(facts, input) }));
    expect(lines).toMatchObject({
      Service: "Everyday Clean",
      "Add-ons": "Oven, inside and out",
      Frequency: "Every Month",
    });
  });
});

const render = (component: FunctionComponent, facts: CoreSiteFacts) =>
  renderToStaticMarkup(createElement(SiteFactsProvider, { facts, children: createElement(component) })).replace(
    /<!-- -->/g,
    "",
  );

describe("/pricing shows the published prices", () => {
  const facts = structuredClone(SHIPPED_CORE_FACTS);
  facts.sizeTiers[0] = { ...facts.sizeTiers[0]!, price: 13_500, notes: "Apartments" };
  facts.surcharges = { ...facts.surcharges, extraBedroom: 1_200, minimumService: 11_000, conditionAdjustment: 0.12 };
  facts.addOns.windows = { name: "All the windows", price: 12_500 };
  facts.frequencies["bi-weekly"] = { name: "Fortnightly", discount: 0.18 };
  facts.pricingDetails.recurring.perVisit.weekly = { min: 9_900, max: 14_900 };
  facts.pricingDetails.recurring.mostPopular = "monthly";
  facts.extraServices.closetOrganization.hourlyRate = 7_000;
  facts.pricingDetails.addOnsFrom = 2_200;
  facts.coverage.travelFee = 1_500;
  facts.policies.recurringRescheduleNoticeHours = { min: 24, max: 72 };
  facts.guarantee.reportWithinHours = 48;

  it("renders the shipped figures with the shipped facts", () => {
    expect(render(SizeTierTable, SHIPPED_CORE_FACTS)).toContain(">$120</td>");
    expect(render(PriceFactors, SHIPPED_CORE_FACTS)).toContain("+$10");
    expect(render(RecurringDiscounts, SHIPPED_CORE_FACTS)).toContain("Typically $95-$140 per cleaning");
  });

  it("renders a changed tier, surcharges, add-ons, plans and promises", () => {
    const table = render(SizeTierTable, facts);
    expect(table).toContain(">$135</td>");
    expect(table).toContain("Apartments");
    expect(table).not.toContain(">$120</td>");

    const factors = render(PriceFactors, facts);
    expect(factors).toContain("+$12");
    expect(factors).toContain("±12%");
    expect(factors).toContain("$110");

    const addOns = render(AddOnPriceList, facts);
    expect(addOns).toContain("All the windows");
    expect(addOns).toContain("$125");
    expect(addOns).toContain("$70/hour");
    expect(addOns).toContain('from <strong class="text-brand-900">$22</strong>');

    const plans = render(RecurringDiscounts, facts);
    expect(plans).toContain("Fortnightly");
    expect(plans).toContain("Save 18%");
    expect(plans).toContain("Typically $99-$149 per cleaning");
    expect(plans).toContain("24-72 hours&#x27; notice");
    // The "Most popular" badge follows the published plan.
    expect(plans.indexOf("Most popular")).toBeGreaterThan(plans.indexOf("Monthly"));

    const promises = render(PricingPromises, facts);
    expect(promises).toContain(`$15 travel fees across ${facts.serviceAreas.length} communities`);
    expect(promises).toContain("Re-clean if you tell us within 48 hours");
  });
});
