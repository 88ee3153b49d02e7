import type { FrequencyKey } from "../catalog/frequencies";
import type { PlannerAnswers, PlannerQuestionKey } from "./questions";

export type RecommendedFrequency = Exclude<FrequencyKey, "one-time">;

export interface PlannerScores {
  weekly: number;
  biweekly: number;
  monthly: number;
}

export interface PlannerScore {
  scores: PlannerScores;
  recommendation: RecommendedFrequency;
}

type Award = readonly [keyof PlannerScores, number];

/** Each answer adds points to one frequency. */
export const PLANNER_POINTS: { [K in PlannerQuestionKey]: Record<PlannerAnswers[K], Award> } = {
  lifestyle: {
    "busy-family": ["weekly", 3],
    entertaining: ["weekly", 3],
    "working-couple": ["biweekly", 2],
    "empty-nesters": ["monthly", 2],
    "single-professional": ["monthly", 2],
  },
  pets: {
    "multiple-pets": ["weekly", 3],
    "one-pet": ["biweekly", 2],
    "small-pets": ["monthly", 1],
    "no-pets": ["monthly", 2],
  },
  flooring: {
    "mostly-carpet": ["weekly", 2],
    "mixed-flooring": ["biweekly", 2],
    "mostly-hardwood": ["monthly", 1],
    "mostly-tile": ["monthly", 1],
  },
  size: {
    "very-large": ["weekly", 2],
    large: ["biweekly", 2],
    medium: ["biweekly", 1],
    small: ["monthly", 2],
  },
  budget: {
    premium: ["weekly", 5],
    balanced: ["biweekly", 5],
    economical: ["monthly", 5],
    occasional: ["monthly", 5],
  },
};

export function scorePlanner(answers: PlannerAnswers): PlannerScore {
  const awards: Award[] = [
    PLANNER_POINTS.lifestyle[answers.lifestyle],
    PLANNER_POINTS.pets[answers.pets],
    PLANNER_POINTS.flooring[answers.flooring],
    PLANNER_POINTS.size[answers.size],
    PLANNER_POINTS.budget[answers.budget],
  ];
  const scores: PlannerScores = { weekly: 0, biweekly: 0, monthly: 0 };
  for (const [frequency, points] of awards) scores[frequency] += points;
  return { scores, recommendation: recommendFrequency(scores) };
}

/** Ties: weekly beats either, bi-weekly beats monthly. */
export function recommendFrequency({ weekly, biweekly, monthly }: PlannerScores): RecommendedFrequency {
  if (weekly >= biweekly && weekly >= monthly) return "weekly";
  if (biweekly >= monthly) return "bi-weekly";
  return "monthly";
}
