import { describe, expect, it } from "vitest";
import {
  BUDGET_ANSWERS,
  FLOORING_ANSWERS,
  LIFESTYLE_ANSWERS,
  PETS_ANSWERS,
  PLANNER_QUESTIONS,
  PlannerAnswersSchema,
  SIZE_ANSWERS,
} from "#shared/planner/questions";
import type { PlannerAnswers } from "#shared/planner/questions";
import { plannerEstimatePrefill, plannerResult } from "#shared/planner/results";
import { SHIPPED_FACTS } from "../support/site-facts";
import { recommendFrequency, scorePlanner } from "#shared/planner/score";
import { EstimateInputSchema } from "#shared/pricing/estimate-input";
import { ESTIMATE_DEFAULTS } from "#shared/pricing/options";

function* allAnswerSets(): Generator<PlannerAnswers> {
  for (const lifestyle of LIFESTYLE_ANSWERS)
    for (const pets of PETS_ANSWERS)
      for (const flooring of FLOORING_ANSWERS)
        for (const size of SIZE_ANSWERS)
          for (const budget of BUDGET_ANSWERS) yield { lifestyle, pets, flooring, size, budget };
}

describe("planner questions", () => {
  it("asks the five questions in order and covers every answer value", () => {
    expect(PLANNER_QUESTIONS.map((q) => q.key)).toEqual(["lifestyle", "pets", "flooring", "size", "budget"]);
    const valuesOf = (key: string) => PLANNER_QUESTIONS.find((q) => q.key === key)?.options.map((o) => o.value);
    expect(valuesOf("lifestyle")).toEqual([...LIFESTYLE_ANSWERS]);
    expect(valuesOf("pets")).toEqual([...PETS_ANSWERS]);
    expect(valuesOf("flooring")).toEqual([...FLOORING_ANSWERS]);
    expect(valuesOf("size")).toEqual([...SIZE_ANSWERS]);
    expect(valuesOf("budget")).toEqual([...BUDGET_ANSWERS]);
  });

  it("requires every answer", () => {
    const result = PlannerAnswersSchema.safeParse({
      lifestyle: "busy-family",
      pets: "no-pets",
      flooring: "mostly-tile",
      size: "small",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["budget"]);
    expect(
      PlannerAnswersSchema.safeParse({
        lifestyle: "x",
        pets: "no-pets",
        flooring: "mostly-tile",
        size: "small",
        budget: "premium",
      }).success,
    ).toBe(false);
  });
});

describe("scorePlanner", () => {
  it("adds the published points", () => {
    // weekly: busy-family 3 + multiple-pets 3 + mostly-carpet 2 + very-large 2 + premium 5 = 15
    expect(
      scorePlanner({
        lifestyle: "busy-family",
        pets: "multiple-pets",
        flooring: "mostly-carpet",
        size: "very-large",
        budget: "premium",
      }),
    ).toEqual({
      scores: { weekly: 15, biweekly: 0, monthly: 0 },
      recommendation: "weekly",
    });
    // bi-weekly: working-couple 2 + one-pet 2 + mixed-flooring 2 + large 2 + balanced 5 = 13
    expect(
      scorePlanner({
        lifestyle: "working-couple",
        pets: "one-pet",
        flooring: "mixed-flooring",
        size: "large",
        budget: "balanced",
      }),
    ).toEqual({
      scores: { weekly: 0, biweekly: 13, monthly: 0 },
      recommendation: "bi-weekly",
    });
    // monthly: empty-nesters 2 + no-pets 2 + mostly-hardwood 1 + small 2 + economical 5 = 12
    expect(
      scorePlanner({
        lifestyle: "empty-nesters",
        pets: "no-pets",
        flooring: "mostly-hardwood",
        size: "small",
        budget: "economical",
      }),
    ).toEqual({
      scores: { weekly: 0, biweekly: 0, monthly: 12 },
      recommendation: "monthly",
    });
  });

  it("handles a typical mixed household", () => {
    // weekly: entertaining 3; bi-weekly: medium 1 + balanced 5 = 6; monthly: small-pets 1 + mostly-tile 1 = 2
    expect(
      scorePlanner({
        lifestyle: "entertaining",
        pets: "small-pets",
        flooring: "mostly-tile",
        size: "medium",
        budget: "balanced",
      }),
    ).toEqual({
      scores: { weekly: 3, biweekly: 6, monthly: 2 },
      recommendation: "bi-weekly",
    });
    // weekly: mostly-carpet 2; bi-weekly: one-pet 2 + large 2 = 4; monthly: single-professional 2 + occasional 5 = 7
    expect(
      scorePlanner({
        lifestyle: "single-professional",
        pets: "one-pet",
        flooring: "mostly-carpet",
        size: "large",
        budget: "occasional",
      }),
    ).toEqual({
      scores: { weekly: 2, biweekly: 4, monthly: 7 },
      recommendation: "monthly",
    });
  });

  it("weekly wins a weekly/bi-weekly tie", () => {
    // weekly: busy-family 3 + multiple-pets 3 = 6; bi-weekly: medium 1 + balanced 5 = 6; monthly: mostly-hardwood 1
    expect(
      scorePlanner({
        lifestyle: "busy-family",
        pets: "multiple-pets",
        flooring: "mostly-hardwood",
        size: "medium",
        budget: "balanced",
      }),
    ).toEqual({
      scores: { weekly: 6, biweekly: 6, monthly: 1 },
      recommendation: "weekly",
    });
  });

  it("weekly wins a weekly/monthly tie", () => {
    // weekly: 3 + 3 = 6; bi-weekly: large 2; monthly: mostly-hardwood 1 + economical 5 = 6
    expect(
      scorePlanner({
        lifestyle: "busy-family",
        pets: "multiple-pets",
        flooring: "mostly-hardwood",
        size: "large",
        budget: "economical",
      }),
    ).toEqual({
      scores: { weekly: 6, biweekly: 2, monthly: 6 },
      recommendation: "weekly",
    });
  });

  it("bi-weekly wins a bi-weekly/monthly tie", () => {
    // weekly: busy-family 3; bi-weekly: one-pet 2 + mixed-flooring 2 + medium 1 = 5; monthly: economical 5
    expect(
      scorePlanner({
        lifestyle: "busy-family",
        pets: "one-pet",
        flooring: "mixed-flooring",
        size: "medium",
        budget: "economical",
      }),
    ).toEqual({
      scores: { weekly: 3, biweekly: 5, monthly: 5 },
      recommendation: "bi-weekly",
    });
  });

  it("weekly wins a three-way tie (no answer set produces one, so the rule is checked directly)", () => {
    expect(recommendFrequency({ weekly: 5, biweekly: 5, monthly: 5 })).toBe("weekly");
    for (const answers of allAnswerSets()) {
      const { weekly, biweekly, monthly } = scorePlanner(answers).scores;
      expect(weekly === biweekly && biweekly === monthly).toBe(false);
    }
  });

  it("always recommends a top scorer, preferring weekly then bi-weekly", () => {
    for (const answers of allAnswerSets()) {
      const { scores, recommendation } = scorePlanner(answers);
      const best = Math.max(scores.weekly, scores.biweekly, scores.monthly);
      const expected = scores.weekly === best ? "weekly" : scores.biweekly === best ? "bi-weekly" : "monthly";
      expect(recommendation).toBe(expected);
    }
  });
});

describe("planner results", () => {
  it("shows the published price ranges", () => {
    expect(plannerResult(SHIPPED_FACTS, "weekly").priceLabel).toBe("$96-$240/week");
    expect(plannerResult(SHIPPED_FACTS, "bi-weekly").priceLabel).toBe("$102-$254/visit");
    expect(plannerResult(SHIPPED_FACTS, "monthly").priceLabel).toBe("$120-$300/visit");
  });

  it("quotes each plan's discount", () => {
    expect(plannerResult(SHIPPED_FACTS, "weekly").description).toContain("20%");
    expect(plannerResult(SHIPPED_FACTS, "bi-weekly").description).toContain("15%");
    expect(plannerResult(SHIPPED_FACTS, "monthly").description).toContain("10%");
  });

  it("names, discounts and prices each plan with the facts it is given", () => {
    const facts = structuredClone(SHIPPED_FACTS);
    facts.frequencies.weekly = { name: "Every Week", discount: 0.25 };
    facts.pricingDetails.plannerRanges.weekly = { min: 11_000, max: 260_000 };
    const weekly = plannerResult(facts, "weekly");
    expect(weekly.title).toBe("Every Week Cleaning");
    expect(weekly.description).toContain("25% off");
    expect(weekly.priceLabel).toBe("$110-$2,600/week");
  });

  it("pre-fills a valid estimate from the answers", () => {
    const answers: PlannerAnswers = {
      lifestyle: "working-couple",
      pets: "one-pet",
      flooring: "mixed-flooring",
      size: "large",
      budget: "balanced",
    };
    const prefill = plannerEstimatePrefill(answers, scorePlanner(answers).recommendation);
    expect(prefill).toEqual({ sqft: 2750, pets: true, serviceType: "standard", frequency: "bi-weekly" });
    expect(EstimateInputSchema.safeParse({ ...ESTIMATE_DEFAULTS, ...prefill }).success).toBe(true);
    expect(plannerEstimatePrefill({ ...answers, pets: "no-pets", size: "small" }, "monthly")).toMatchObject({
      sqft: 1250,
      pets: false,
    });
  });
});
