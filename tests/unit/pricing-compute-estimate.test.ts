import { describe, expect, it } from "vitest";
import type { AddOnKey } from "#shared/catalog/add-ons";
import type { FrequencyKey } from "#shared/catalog/frequencies";
import { computeCalculatorEstimate, computeEstimate } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import type { EstimateServiceType } from "#shared/pricing/estimate-limits";
import { SHIPPED_FACTS } from "../support/site-facts";

// Expected values are worked out by hand from the estimate formula, in cents:
// tiers <=1000:$120 <=1500:$169 <=2000:$199 <=2500:$229 <=3000:$269 <=3500:$299 (above: $299);
// deep = round(sqft/500)*6500+6500; moveout = round(sqft/400)*6500+6500; garage 12500;
// pets +1500 (not garage); add-ons fridge 55, oven 65, windows 100, laundry 20, patio 25, walls 30;
// discounts weekly 20%, bi-weekly 15%, monthly 10%; low = total*0.92, high = total*1.08, whole dollars.

interface Case {
  name: string;
  serviceType: EstimateServiceType;
  sqft: number;
  pets?: boolean;
  addOns?: AddOnKey[];
  frequency?: FrequencyKey;
  base: number;
  total: number;
  low: number;
  high: number;
}

const CASES: Case[] = [
  // 1000 <= 1000 -> $120; 120*0.92 = 110.4 -> 110; 120*1.08 = 129.6 -> 130
  {
    name: "standard at 1000 sq ft (top of tier 1)",
    serviceType: "standard",
    sqft: 1000,
    base: 12000,
    total: 12000,
    low: 11000,
    high: 13000,
  },
  // 1001 -> $169; 169*0.92 = 155.48 -> 155; 169*1.08 = 182.52 -> 183
  {
    name: "standard at 1001 sq ft",
    serviceType: "standard",
    sqft: 1001,
    base: 16900,
    total: 16900,
    low: 15500,
    high: 18300,
  },
  // 1500 -> $169; same range as above
  {
    name: "standard at 1500 sq ft",
    serviceType: "standard",
    sqft: 1500,
    base: 16900,
    total: 16900,
    low: 15500,
    high: 18300,
  },
  // 1501 -> $199; 199*0.92 = 183.08 -> 183; 199*1.08 = 214.92 -> 215
  {
    name: "standard at 1501 sq ft",
    serviceType: "standard",
    sqft: 1501,
    base: 19900,
    total: 19900,
    low: 18300,
    high: 21500,
  },
  // 2000 -> $199
  {
    name: "standard at 2000 sq ft",
    serviceType: "standard",
    sqft: 2000,
    base: 19900,
    total: 19900,
    low: 18300,
    high: 21500,
  },
  // 2500 -> $229; 229*0.92 = 210.68 -> 211; 229*1.08 = 247.32 -> 247
  {
    name: "standard at 2500 sq ft",
    serviceType: "standard",
    sqft: 2500,
    base: 22900,
    total: 22900,
    low: 21100,
    high: 24700,
  },
  // 3000 -> $269; 269*0.92 = 247.48 -> 247; 269*1.08 = 290.52 -> 291
  {
    name: "standard at 3000 sq ft",
    serviceType: "standard",
    sqft: 3000,
    base: 26900,
    total: 26900,
    low: 24700,
    high: 29100,
  },
  // 3500 -> $299; 299*0.92 = 275.08 -> 275; 299*1.08 = 322.92 -> 323
  {
    name: "standard at 3500 sq ft",
    serviceType: "standard",
    sqft: 3500,
    base: 29900,
    total: 29900,
    low: 27500,
    high: 32300,
  },
  // 3501 is above the last tier -> last tier's $299
  {
    name: "standard at 3501 sq ft (above the table)",
    serviceType: "standard",
    sqft: 3501,
    base: 29900,
    total: 29900,
    low: 27500,
    high: 32300,
  },
  // 100 -> $120
  {
    name: "standard at the 100 sq ft minimum",
    serviceType: "standard",
    sqft: 100,
    base: 12000,
    total: 12000,
    low: 11000,
    high: 13000,
  },
  // renovation uses the tier: 1750 -> $199
  {
    name: "renovation at 1750 sq ft",
    serviceType: "renovation",
    sqft: 1750,
    base: 19900,
    total: 19900,
    low: 18300,
    high: 21500,
  },
  // round(1500/500) = 3 -> 3*6500+6500 = 26000; 260*0.92 = 239.2 -> 239; 260*1.08 = 280.8 -> 281
  { name: "deep at 1500 sq ft", serviceType: "deep", sqft: 1500, base: 26000, total: 26000, low: 23900, high: 28100 },
  // round(1250/500) = round(2.5) = 3 -> 26000
  {
    name: "deep at 1250 sq ft rounds half up",
    serviceType: "deep",
    sqft: 1250,
    base: 26000,
    total: 26000,
    low: 23900,
    high: 28100,
  },
  // round(1249/500) = round(2.498) = 2 -> 19500; 195*0.92 = 179.4 -> 179; 195*1.08 = 210.6 -> 211
  { name: "deep at 1249 sq ft", serviceType: "deep", sqft: 1249, base: 19500, total: 19500, low: 17900, high: 21100 },
  // round(100/500) = 0 -> 6500; 65*0.92 = 59.8 -> 60; 65*1.08 = 70.2 -> 70
  { name: "deep at 100 sq ft", serviceType: "deep", sqft: 100, base: 6500, total: 6500, low: 6000, high: 7000 },
  // round(1000/400) = round(2.5) = 3 -> 26000
  {
    name: "moveout at 1000 sq ft rounds half up",
    serviceType: "moveout",
    sqft: 1000,
    base: 26000,
    total: 26000,
    low: 23900,
    high: 28100,
  },
  // round(999/400) = round(2.4975) = 2 -> 19500
  {
    name: "moveout at 999 sq ft",
    serviceType: "moveout",
    sqft: 999,
    base: 19500,
    total: 19500,
    low: 17900,
    high: 21100,
  },
  // round(3000/400) = round(7.5) = 8 -> 8*6500+6500 = 58500; 585*0.92 = 538.2 -> 538; 585*1.08 = 631.8 -> 632
  {
    name: "moveout at 3000 sq ft",
    serviceType: "moveout",
    sqft: 3000,
    base: 58500,
    total: 58500,
    low: 53800,
    high: 63200,
  },
  // flat 12500 whatever the size; 125*0.92 = 115; 125*1.08 = 135
  {
    name: "garage at 5000 sq ft",
    serviceType: "garage",
    sqft: 5000,
    base: 12500,
    total: 12500,
    low: 11500,
    high: 13500,
  },
  // garage: pets cost nothing -> 12500
  {
    name: "garage with pets",
    serviceType: "garage",
    sqft: 2000,
    pets: true,
    base: 12500,
    total: 12500,
    low: 11500,
    high: 13500,
  },
  // 16900 + 1500 = 18400; 184*0.92 = 169.28 -> 169; 184*1.08 = 198.72 -> 199
  {
    name: "standard 1500 with pets",
    serviceType: "standard",
    sqft: 1500,
    pets: true,
    base: 16900,
    total: 18400,
    low: 16900,
    high: 19900,
  },
  // round(2000/500) = 4 -> 32500, + 1500 = 34000; 340*0.92 = 312.8 -> 313; 340*1.08 = 367.2 -> 367
  {
    name: "deep 2000 with pets",
    serviceType: "deep",
    sqft: 2000,
    pets: true,
    base: 32500,
    total: 34000,
    low: 31300,
    high: 36700,
  },
  // 12000 + 5500 = 17500; 175*0.92 = 161; 175*1.08 = 189
  {
    name: "add-on fridge",
    serviceType: "standard",
    sqft: 1000,
    addOns: ["fridge"],
    base: 12000,
    total: 17500,
    low: 16100,
    high: 18900,
  },
  // 12000 + 6500 = 18500; 185*0.92 = 170.2 -> 170; 185*1.08 = 199.8 -> 200
  {
    name: "add-on oven",
    serviceType: "standard",
    sqft: 1000,
    addOns: ["oven"],
    base: 12000,
    total: 18500,
    low: 17000,
    high: 20000,
  },
  // 12000 + 10000 = 22000; 220*0.92 = 202.4 -> 202; 220*1.08 = 237.6 -> 238
  {
    name: "add-on windows",
    serviceType: "standard",
    sqft: 1000,
    addOns: ["windows"],
    base: 12000,
    total: 22000,
    low: 20200,
    high: 23800,
  },
  // 12000 + 2000 = 14000; 140*0.92 = 128.8 -> 129; 140*1.08 = 151.2 -> 151
  {
    name: "add-on laundry",
    serviceType: "standard",
    sqft: 1000,
    addOns: ["laundry"],
    base: 12000,
    total: 14000,
    low: 12900,
    high: 15100,
  },
  // 12000 + 2500 = 14500; 145*0.92 = 133.4 -> 133; 145*1.08 = 156.6 -> 157
  {
    name: "add-on patio",
    serviceType: "standard",
    sqft: 1000,
    addOns: ["patio"],
    base: 12000,
    total: 14500,
    low: 13300,
    high: 15700,
  },
  // 12000 + 3000 = 15000; 150*0.92 = 138; 150*1.08 = 162
  {
    name: "add-on walls",
    serviceType: "standard",
    sqft: 1000,
    addOns: ["walls"],
    base: 12000,
    total: 15000,
    low: 13800,
    high: 16200,
  },
  // 12000 + (55+65+100+20+25+30)*100 = 12000 + 29500 = 41500; 415*0.92 = 381.8 -> 382; 415*1.08 = 448.2 -> 448
  {
    name: "every add-on",
    serviceType: "standard",
    sqft: 1000,
    addOns: ["fridge", "oven", "windows", "laundry", "patio", "walls"],
    base: 12000,
    total: 41500,
    low: 38200,
    high: 44800,
  },
  // one-time: no discount -> 16900
  {
    name: "one-time frequency",
    serviceType: "standard",
    sqft: 1500,
    frequency: "one-time",
    base: 16900,
    total: 16900,
    low: 15500,
    high: 18300,
  },
  // 16900*0.8 = 13520; 135.2*0.92 = 124.384 -> 124; 135.2*1.08 = 146.016 -> 146
  {
    name: "weekly frequency",
    serviceType: "standard",
    sqft: 1500,
    frequency: "weekly",
    base: 16900,
    total: 13520,
    low: 12400,
    high: 14600,
  },
  // 16900*0.85 = 14365; 143.65*0.92 = 132.158 -> 132; 143.65*1.08 = 155.142 -> 155
  {
    name: "bi-weekly frequency",
    serviceType: "standard",
    sqft: 1500,
    frequency: "bi-weekly",
    base: 16900,
    total: 14365,
    low: 13200,
    high: 15500,
  },
  // 16900*0.9 = 15210; 152.1*0.92 = 139.932 -> 140; 152.1*1.08 = 164.268 -> 164
  {
    name: "monthly frequency",
    serviceType: "standard",
    sqft: 1500,
    frequency: "monthly",
    base: 16900,
    total: 15210,
    low: 14000,
    high: 16400,
  },
  // round(2250/500) = round(4.5) = 5 -> 39000; + 1500 + 6500 + 10000 = 57000; *0.85 = 48450;
  // 484.5*0.92 = 445.74 -> 446; 484.5*1.08 = 523.26 -> 523
  {
    name: "deep 2250 with pets, oven, windows, bi-weekly",
    serviceType: "deep",
    sqft: 2250,
    pets: true,
    addOns: ["oven", "windows"],
    frequency: "bi-weekly",
    base: 39000,
    total: 48450,
    low: 44600,
    high: 52300,
  },
  // round(2600/400) = round(6.5) = 7 -> 52000; + 1500 + 5500 = 59000; *0.8 = 47200;
  // 472*0.92 = 434.24 -> 434; 472*1.08 = 509.76 -> 510
  {
    name: "moveout 2600 with pets, fridge, weekly",
    serviceType: "moveout",
    sqft: 2600,
    pets: true,
    addOns: ["fridge"],
    frequency: "weekly",
    base: 52000,
    total: 47200,
    low: 43400,
    high: 51000,
  },
  // 12500 + 0 (pets) + 3000 = 15500; *0.9 = 13950; 139.5*0.92 = 128.34 -> 128; 139.5*1.08 = 150.66 -> 151
  {
    name: "garage with pets, walls, monthly",
    serviceType: "garage",
    sqft: 800,
    pets: true,
    addOns: ["walls"],
    frequency: "monthly",
    base: 12500,
    total: 13950,
    low: 12800,
    high: 15100,
  },
  // 3200 -> $299; + 1500 = 31400; *0.9 = 28260; 282.6*0.92 = 259.992 -> 260; 282.6*1.08 = 305.208 -> 305
  {
    name: "renovation 3200 with pets, monthly",
    serviceType: "renovation",
    sqft: 3200,
    pets: true,
    frequency: "monthly",
    base: 29900,
    total: 28260,
    low: 26000,
    high: 30500,
  },
  // 12500*0.9 = 11250; 112.5*0.92 = 103.5 exactly -> 104; 112.5*1.08 = 121.5 exactly -> 122 (halves round up)
  {
    name: "garage monthly: exact half dollars round up",
    serviceType: "garage",
    sqft: 1200,
    frequency: "monthly",
    base: 12500,
    total: 11250,
    low: 10400,
    high: 12200,
  },
];

function inputFor(c: Case): EstimateInput {
  return {
    sqft: c.sqft,
    bedrooms: 2,
    bathrooms: 2,
    pets: c.pets ?? false,
    serviceType: c.serviceType,
    addOns: c.addOns ?? [],
    frequency: c.frequency,
  };
}

describe("computeEstimate", () => {
  it.each(CASES)("$name", (c) => {
    const result = computeEstimate(SHIPPED_FACTS, inputFor(c));
    expect(result.breakdown.baseService).toBe(c.base);
    expect(result.totalCents).toBe(c.total);
    expect(result.lowCents).toBe(c.low);
    expect(result.highCents).toBe(c.high);
  });

  it("itemises the breakdown and keeps per-room charges at zero", () => {
    const result = computeEstimate(SHIPPED_FACTS, {
      sqft: 2250,
      bedrooms: 5,
      bathrooms: 4,
      pets: true,
      serviceType: "deep",
      addOns: ["oven", "windows"],
      frequency: "bi-weekly",
    });
    // subtotal 39000 + 1500 + 16500 = 57000; 15% of it = 8550
    expect(result.breakdown).toEqual({
      baseService: 39000,
      bedrooms: 0,
      bathrooms: 0,
      pets: 1500,
      addOns: 16500,
      frequencyDiscount: 8550,
    });
  });

  it("ignores bedrooms and bathrooms, as the spec's formula prices rooms through the size tier", () => {
    const small = computeEstimate(SHIPPED_FACTS, { ...inputFor(CASES[1]!), bedrooms: 1, bathrooms: 1 });
    const large = computeEstimate(SHIPPED_FACTS, { ...inputFor(CASES[1]!), bedrooms: 5, bathrooms: 4 });
    expect(large).toEqual(small);
  });
});

describe("computeCalculatorEstimate", () => {
  it("returns the engine's one-time price with the short breakdown", () => {
    const input = {
      sqft: 1750,
      bedrooms: 3,
      bathrooms: 2,
      pets: true,
      serviceType: "deep" as const,
      addOns: ["fridge" as const],
    };
    // round(1750/500) = round(3.5) = 4 -> 32500; + 1500 + 5500 = 39500; 395*0.92 = 363.4 -> 363; 395*1.08 = 426.6 -> 427
    expect(computeCalculatorEstimate(SHIPPED_FACTS, input)).toEqual({
      lowCents: 36300,
      highCents: 42700,
      totalCents: 39500,
      breakdown: { baseService: 32500, pets: 1500, addOns: 5500 },
    });
  });

  it("forces one-time even when a frequency sneaks in", () => {
    const input = {
      sqft: 1500,
      bedrooms: 2,
      bathrooms: 2,
      pets: false,
      serviceType: "standard" as const,
      addOns: [],
      frequency: "weekly" as const,
    };
    expect(computeCalculatorEstimate(SHIPPED_FACTS, input).totalCents).toBe(16900);
  });
});
