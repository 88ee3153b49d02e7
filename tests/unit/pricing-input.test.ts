import { describe, expect, it } from "vitest";
import { ADD_ON_KEYS } from "#shared/catalog/add-ons";
import { estimateFromUnknown } from "#shared/pricing/estimate-from-unknown";
import { EstimateInputSchema } from "#shared/pricing/estimate-input";
import { formatDollars, formatRange } from "#shared/pricing/format";
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  CALCULATOR_SERVICE_TYPES,
  CALCULATOR_SIZE_OPTIONS,
  ESTIMATE_DEFAULTS,
  serviceOptions,
  WIDGET_SERVICE_TYPES,
  WIDGET_SIZE_OPTIONS,
} from "#shared/pricing/options";
import { SHIPPED_FACTS } from "../support/site-facts";

const VALID = { sqft: 1500, bedrooms: 2, bathrooms: 2, pets: false, serviceType: "standard" };

function messagesFor(raw: unknown): { field: string; message: string }[] {
  const parsed = estimateFromUnknown(SHIPPED_FACTS, raw);
  return parsed.ok ? [] : parsed.issues;
}

describe("EstimateInputSchema", () => {
  it("defaults add-ons to an empty list and leaves frequency optional", () => {
    expect(EstimateInputSchema.parse(VALID)).toEqual({ ...VALID, addOns: [] });
  });

  it("accepts the limits", () => {
    expect(EstimateInputSchema.safeParse({ ...VALID, sqft: 100, bedrooms: 1, bathrooms: 1 }).success).toBe(true);
    expect(EstimateInputSchema.safeParse({ ...VALID, sqft: 20_000, bedrooms: 5, bathrooms: 4 }).success).toBe(true);
    expect(EstimateInputSchema.safeParse({ ...VALID, addOns: [...ADD_ON_KEYS], frequency: "monthly" }).success).toBe(
      true,
    );
  });

  it.each([
    [{ sqft: 99 }, "sqft", "Home size must be between 100 and 20,000 sq ft"],
    [{ sqft: 1500.5 }, "sqft", "Home size must be a whole number"],
    [{ bedrooms: 6 }, "bedrooms", "Bedrooms must be between 1 and 5"],
    [{ bedrooms: "two" }, "bedrooms", "Bedrooms must be a whole number"],
    [{ bathrooms: 0 }, "bathrooms", "Bathrooms must be between 1 and 4"],
    [{ pets: "no" }, "pets", "Pets must be yes or no"],
    [{ serviceType: "windows" }, "serviceType", "Please choose a service type"],
    [{ addOns: ["sauna"] }, "addOns", "Add-ons must be chosen from the list"],
    [{ addOns: ["oven", "oven"] }, "addOns", "Each add-on can be chosen only once"],
    [{ frequency: "daily" }, "frequency", "Please choose a cleaning frequency"],
  ])("rejects %o with a message naming the field", (override, field, message) => {
    expect(messagesFor({ ...VALID, ...override })).toEqual([{ field, message }]);
  });

  it("reports a missing object as one input issue", () => {
    expect(messagesFor(null)).toEqual([{ field: "input", message: "Estimate details are missing" }]);
  });
});

describe("estimate options", () => {
  it("lists the widget and calculator sizes", () => {
    expect(WIDGET_SIZE_OPTIONS.map((o) => o.value)).toEqual([750, 1250, 1750, 2250, 2750, 3500]);
    expect(WIDGET_SIZE_OPTIONS[0]?.label).toBe("500-1,000 sq ft");
    expect(WIDGET_SIZE_OPTIONS.at(-1)?.label).toBe("3,000+ sq ft");
    expect(CALCULATOR_SIZE_OPTIONS.map((o) => o.value)).toEqual([800, 1250, 1750, 2250, 2750, 3250, 3750]);
    expect(CALCULATOR_SIZE_OPTIONS.at(-1)?.label).toBe("3,500+ sq ft");
  });

  it("labels the top room counts with a plus", () => {
    expect(BEDROOM_OPTIONS.map((o) => o.label)).toEqual(["1", "2", "3", "4", "5+"]);
    expect(BATHROOM_OPTIONS.map((o) => o.label)).toEqual(["1", "2", "3", "4+"]);
  });

  it("offers the right service types, named as published", () => {
    const widget = serviceOptions(SHIPPED_FACTS.services, WIDGET_SERVICE_TYPES);
    expect(widget.map((o) => o.value)).toEqual(["standard", "deep", "moveout", "renovation"]);
    expect(widget.at(-1)?.label).toBe("Post-Renovation Clean");
    expect(serviceOptions(SHIPPED_FACTS.services, CALCULATOR_SERVICE_TYPES).map((o) => o.value)).toEqual([
      "standard",
      "deep",
      "moveout",
    ]);
    const renamed = structuredClone(SHIPPED_FACTS.services);
    renamed.deep.name = "Top-to-Bottom Clean";
    expect(serviceOptions(renamed, WIDGET_SERVICE_TYPES)[1]?.label).toBe("Top-to-Bottom Clean");
  });

  it("has valid defaults", () => {
    expect(EstimateInputSchema.parse(ESTIMATE_DEFAULTS)).toEqual(ESTIMATE_DEFAULTS);
    expect(ESTIMATE_DEFAULTS).toMatchObject({
      sqft: 1500,
      bedrooms: 2,
      bathrooms: 2,
      pets: false,
      serviceType: "standard",
    });
  });
});

describe("format", () => {
  it("formats whole dollars", () => {
    expect(formatDollars(123_400)).toBe("$1,234");
    expect(formatDollars(12_000)).toBe("$120");
    expect(formatDollars(0)).toBe("$0");
  });

  it("formats a range", () => {
    expect(formatRange(14_900, 17_500)).toBe("$149 - $175");
  });
});
