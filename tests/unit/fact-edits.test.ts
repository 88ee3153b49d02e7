import { describe, expect, it } from "vitest";
import {
  emptiedValue,
  fieldKind,
  isOptional,
  newValueAt,
  setFact,
  textOfValue,
  valueOfField,
  valueOfText,
} from "#shared/facts/fact-edits";
import { fieldSchemaAt, readableChanges } from "#shared/facts/fact-fields";
import { diffFacts } from "#shared/facts/facts-diff";
import { type SiteFacts, SiteFactsSchema } from "#shared/facts/site-facts-schema";
import { SHIPPED_FACTS } from "../support/site-facts";

const shipped = (): SiteFacts => structuredClone(SHIPPED_FACTS);
const kindAt = (...path: (string | number)[]) => fieldKind(fieldSchemaAt(path)!);

/** Field path -> the schema's message, as the editor shows them. */
function problems(document: unknown): Record<string, string> {
  const parsed = SiteFactsSchema.safeParse(document);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const cityWithoutDetails = SHIPPED_FACTS.serviceAreas.findIndex((area) => area.details === undefined);
const badgeWithSecondLabel = SHIPPED_FACTS.about.trustBadges.findIndex((badge) => badge.alternateLabel !== undefined);

describe("the editor's field conversions", () => {
  it("reads each field's unit from the schema: cents as dollars, fractions as percent", () => {
    expect(kindAt("frequencies", "weekly", "discount")).toBe("percent");
    expect(kindAt("surcharges", "conditionAdjustment")).toBe("percent");
    expect(kindAt("surcharges", "extraBedroom")).toBe("money");
    expect(kindAt("services", "deep", "hourlyRate")).toBe("money");
    // Whole percents (0 to 100) are stored as typed, not as fractions.
    expect(kindAt("claims", "reviewsPage", "recommendPercent")).toBe("number");
    expect(kindAt("business", "name")).toBe("text");
  });

  it("shows a fraction as percent and stores the percent typed as the fraction", () => {
    expect(textOfValue("percent", 0.15)).toBe("15");
    expect(textOfValue("percent", 0.07)).toBe("7");
    expect(textOfValue("percent", 0.075)).toBe("7.5");
    expect(valueOfText("percent", "15")).toBe(0.15);
    expect(valueOfText("percent", " 12.5 % ")).toBe(0.125);
    expect(valueOfText("percent", "ten")).toBe("ten");
    for (const percent of [0, 1, 7, 10, 15, 20, 33, 100])
      expect(textOfValue("percent", valueOfText("percent", String(percent)))).toBe(String(percent));
  });

  it("shows cents as dollars and stores dollars typed as cents; other text is kept for its message", () => {
    expect(textOfValue("money", 12_345)).toBe("123.45");
    expect(valueOfText("money", "$1,250.5")).toBe(125_050);
    expect(valueOfText("money", "60.")).toBe(6_000);
    expect(valueOfText("money", "-5")).toBe("-5");
    expect(valueOfText("number", "42")).toBe(42);
  });

  it("names a fraction's problem in percent and shows it in percent in the history", () => {
    const facts = shipped();
    const weekly = ["frequencies", "weekly", "discount"];
    const over = setFact(facts, weekly, valueOfField(weekly, "percent", "150"));
    expect(problems(over)["frequencies.weekly.discount"]).toBe("Discount cannot be more than 100% (1 as a fraction)");
    const changed = setFact(facts, weekly, valueOfField(weekly, "percent", "25"));
    const [change] = readableChanges(diffFacts(facts, changed), facts, changed);
    expect(change).toMatchObject({ before: "20%", after: "25%" });
  });
});

describe("emptying a field", () => {
  it("removes an optional value, so the document is as if it was never there", () => {
    const path = ["about", "trustBadges", badgeWithSecondLabel, "alternateLabel"];
    expect(isOptional(path)).toBe(true);
    const cleared = setFact(shipped(), path, valueOfField(path, "text", "  ")) as SiteFacts;
    expect(Object.keys(cleared.about.trustBadges[badgeWithSecondLabel]!)).not.toContain("alternateLabel");
    expect(problems(cleared)).toEqual({});
  });

  it("sets a nullable value to none, and the schema says when that is not allowed", () => {
    const path = ["services", "deep", "hourlyRate"];
    expect(emptiedValue(path)).toBeNull();
    const cleared = setFact(shipped(), path, valueOfField(path, "money", "")) as SiteFacts;
    expect(cleared.services.deep.hourlyRate).toBeNull();
    expect(problems(cleared)["services.deep.hourlyRate"]).toBe("An hourly service needs an hourly rate");
  });

  it("keeps a required field empty, with the schema's message", () => {
    const city = ["serviceAreas", 0, "city"];
    expect(isOptional(city)).toBe(false);
    expect(problems(setFact(shipped(), city, valueOfField(city, "text", "")))["serviceAreas.0.city"]).toBe(
      "City must not be empty",
    );
    const rate = ["surcharges", "extraBedroom"];
    expect(problems(setFact(shipped(), rate, valueOfField(rate, "money", "")))).toEqual({
      "surcharges.extraBedroom": "Extra bedroom charge must be a whole number of cents (12345 is $123.45)",
    });
  });

  it("never treats a list's item as optional", () => {
    expect(isOptional(["serviceAreas", 0])).toBe(false);
    expect(isOptional(["faqs", 0, "faqs", 0, "question"])).toBe(false);
  });
});

describe("adding and removing an optional group", () => {
  const details = ["serviceAreas", cityWithoutDetails, "details"];

  it("adds a city's details with the schema's empty values, each empty text named by its message", () => {
    expect(cityWithoutDetails).toBeGreaterThanOrEqual(0);
    expect(isOptional(details)).toBe(true);
    const added = setFact(shipped(), details, newValueAt(details)) as SiteFacts;
    expect(added.serviceAreas[cityWithoutDetails]!.details).toEqual({
      description: "",
      population: "",
      highlights: [],
      neighborhoods: [],
      landmarks: [],
      serviceDetails: { specialties: [], advantages: [] },
      responseTime: "same day",
    });
    expect(problems(added)).toEqual({
      [`serviceAreas.${cityWithoutDetails}.details.description`]: "City description must not be empty",
      [`serviceAreas.${cityWithoutDetails}.details.population`]: "Population must not be empty",
    });
  });

  it("removes the group again, leaving the document as it was", () => {
    const added = setFact(shipped(), details, newValueAt(details));
    const removed = setFact(added, details, undefined);
    expect(removed).toEqual(shipped());
    expect(Object.keys((removed as SiteFacts).serviceAreas[cityWithoutDetails]!)).not.toContain("details");
  });

  it("copies what it changes and leaves the rest shared", () => {
    const facts = shipped();
    const next = setFact(facts, ["business", "name"], "Robin Cleaning") as SiteFacts;
    expect(facts.business.name).toBe(SHIPPED_FACTS.business.name);
    expect(next.business.name).toBe("Robin Cleaning");
    expect(next.services).toBe(facts.services);
  });
});
