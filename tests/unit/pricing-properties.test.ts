import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADD_ON_KEYS } from "#shared/catalog/add-ons";
import { FREQUENCY_KEYS } from "#shared/catalog/frequencies";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import { estimateFromUnknown } from "#shared/pricing/estimate-from-unknown";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { ESTIMATE_LIMITS, ESTIMATE_SERVICE_TYPES } from "#shared/pricing/estimate-limits";
import { SHIPPED_FACTS } from "../support/site-facts";

const sqftArb = fc.integer({ min: ESTIMATE_LIMITS.sqft.min, max: ESTIMATE_LIMITS.sqft.max });

const inputArb: fc.Arbitrary<EstimateInput> = fc.record({
  sqft: sqftArb,
  bedrooms: fc.integer({ min: ESTIMATE_LIMITS.bedrooms.min, max: ESTIMATE_LIMITS.bedrooms.max }),
  bathrooms: fc.integer({ min: ESTIMATE_LIMITS.bathrooms.min, max: ESTIMATE_LIMITS.bathrooms.max }),
  pets: fc.boolean(),
  serviceType: fc.constantFrom(...ESTIMATE_SERVICE_TYPES),
  addOns: fc.uniqueArray(fc.constantFrom(...ADD_ON_KEYS)),
  frequency: fc.option(fc.constantFrom(...FREQUENCY_KEYS), { nil: undefined }),
});

describe("estimate properties", () => {
  it("gives a whole-dollar range with low <= total <= high", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { lowCents, highCents, totalCents } = computeEstimate(SHIPPED_FACTS, input);
        expect(lowCents).toBeLessThanOrEqual(highCents);
        expect(lowCents % 100).toBe(0);
        expect(highCents % 100).toBe(0);
        expect(Number.isInteger(totalCents)).toBe(true);
        expect(lowCents).toBeLessThanOrEqual(totalCents + 50);
        expect(highCents).toBeGreaterThanOrEqual(totalCents - 50);
      }),
    );
  });

  it("never lowers deep or move-out prices as the home grows", () => {
    fc.assert(
      fc.property(
        inputArb,
        sqftArb,
        sqftArb,
        fc.constantFrom("deep" as const, "moveout" as const),
        (input, a, b, serviceType) => {
          const [smaller, larger] = a <= b ? [a, b] : [b, a];
          const small = computeEstimate(SHIPPED_FACTS, { ...input, serviceType, sqft: smaller });
          const large = computeEstimate(SHIPPED_FACTS, { ...input, serviceType, sqft: larger });
          expect(large.totalCents).toBeGreaterThanOrEqual(small.totalCents);
          expect(large.lowCents).toBeGreaterThanOrEqual(small.lowCents);
          expect(large.highCents).toBeGreaterThanOrEqual(small.highCents);
        },
      ),
    );
  });

  it("never raises the price with a frequency discount", () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom(...FREQUENCY_KEYS), (input, frequency) => {
        const full = computeEstimate(SHIPPED_FACTS, { ...input, frequency: undefined });
        const discounted = computeEstimate(SHIPPED_FACTS, { ...input, frequency });
        expect(discounted.totalCents).toBeLessThanOrEqual(full.totalCents);
        expect(discounted.lowCents).toBeLessThanOrEqual(full.lowCents);
        expect(discounted.highCents).toBeLessThanOrEqual(full.highCents);
        expect(discounted.breakdown.frequencyDiscount).toBeGreaterThanOrEqual(0);
        expect(discounted.totalCents + discounted.breakdown.frequencyDiscount).toBe(full.totalCents);
      }),
    );
  });

  it("prices every valid input the same way through estimateFromUnknown", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const parsed = estimateFromUnknown(SHIPPED_FACTS, input);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(parsed.result).toEqual(computeEstimate(SHIPPED_FACTS, input));
      }),
    );
  });

  it("never prices an input with an invalid field", () => {
    const invalidField = fc.oneof(
      fc.record({
        key: fc.constant("sqft"),
        value: fc.oneof(
          fc.integer({ max: 99 }),
          fc.integer({ min: 20_001 }),
          fc.double({ min: 100.01, max: 19_999.99, noInteger: true }),
        ),
      }),
      fc.record({
        key: fc.constant("bedrooms"),
        value: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 6 }), fc.constant("2")),
      }),
      fc.record({
        key: fc.constant("bathrooms"),
        value: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 5 }), fc.constant(null)),
      }),
      fc.record({ key: fc.constant("pets"), value: fc.oneof(fc.constant("yes"), fc.integer()) }),
      fc.record({
        key: fc.constant("serviceType"),
        value: fc.string().filter((s) => !(ESTIMATE_SERVICE_TYPES as readonly string[]).includes(s)),
      }),
      fc.record({
        key: fc.constant("addOns"),
        value: fc.oneof(fc.constant(["fridge", "fridge"]), fc.constant(["jacuzzi"]), fc.constant("fridge")),
      }),
      fc.record({ key: fc.constant("frequency"), value: fc.oneof(fc.constant("daily"), fc.integer()) }),
    );
    fc.assert(
      fc.property(inputArb, invalidField, (input, { key, value }) => {
        const parsed = estimateFromUnknown(SHIPPED_FACTS, { ...input, [key]: value });
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(parsed.issues.map((issue) => issue.field)).toContain(key);
        expect(parsed).not.toHaveProperty("result");
      }),
    );
  });

  it("never prices arbitrary junk", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(estimateFromUnknown(SHIPPED_FACTS, raw).ok).toBe(false);
      }),
    );
  });
});
