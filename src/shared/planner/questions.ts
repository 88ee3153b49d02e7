import { z } from "zod";

/** The frequency planner's five questions; score.ts turns the answers into a frequency. */
export const LIFESTYLE_ANSWERS = [
  "busy-family",
  "entertaining",
  "working-couple",
  "empty-nesters",
  "single-professional",
] as const;
export const PETS_ANSWERS = ["multiple-pets", "one-pet", "small-pets", "no-pets"] as const;
export const FLOORING_ANSWERS = ["mostly-carpet", "mixed-flooring", "mostly-hardwood", "mostly-tile"] as const;
export const SIZE_ANSWERS = ["very-large", "large", "medium", "small"] as const;
export const BUDGET_ANSWERS = ["premium", "balanced", "economical", "occasional"] as const;

export const PlannerAnswersSchema = z.object({
  lifestyle: z.enum(LIFESTYLE_ANSWERS, { error: "Please choose the lifestyle that fits your household" }),
  pets: z.enum(PETS_ANSWERS, { error: "Please tell us about your pets" }),
  flooring: z.enum(FLOORING_ANSWERS, { error: "Please choose your main flooring type" }),
  size: z.enum(SIZE_ANSWERS, { error: "Please choose your home size" }),
  budget: z.enum(BUDGET_ANSWERS, { error: "Please choose a budget preference" }),
});

export type PlannerAnswers = z.infer<typeof PlannerAnswersSchema>;
export type PlannerQuestionKey = keyof PlannerAnswers;

export interface PlannerOption<V extends string = string> {
  value: V;
  label: string;
  description: string;
}

export interface PlannerQuestion<K extends PlannerQuestionKey = PlannerQuestionKey> {
  key: K;
  question: string;
  options: readonly PlannerOption<PlannerAnswers[K]>[];
}

type PlannerQuestions = { [K in PlannerQuestionKey]: PlannerQuestion<K> }[PlannerQuestionKey];

/** In the order the quiz asks them (steps 0 to 4). */
export const PLANNER_QUESTIONS: readonly PlannerQuestions[] = [
  {
    key: "lifestyle",
    question: "Which best describes your household?",
    options: [
      { value: "busy-family", label: "Busy family", description: "Kids, activities and a home that is always in use" },
      {
        value: "entertaining",
        label: "Frequent entertainer",
        description: "Guests over often and a home that needs to look ready",
      },
      {
        value: "working-couple",
        label: "Working couple",
        description: "Two busy schedules and moderate day-to-day mess",
      },
      {
        value: "empty-nesters",
        label: "Empty nesters",
        description: "The kids have moved out and the house stays tidier",
      },
      {
        value: "single-professional",
        label: "Single professional",
        description: "Often away from home and light everyday use",
      },
    ],
  },
  {
    key: "pets",
    question: "Do you have pets?",
    options: [
      {
        value: "multiple-pets",
        label: "Multiple pets",
        description: "Two or more dogs or cats shedding around the house",
      },
      { value: "one-pet", label: "One pet", description: "A single dog or cat" },
      { value: "small-pets", label: "Small pets", description: "Fish, birds or caged animals" },
      { value: "no-pets", label: "No pets", description: "A pet-free home" },
    ],
  },
  {
    key: "flooring",
    question: "What flooring covers most of your home?",
    options: [
      {
        value: "mostly-carpet",
        label: "Mostly carpet",
        description: "Carpet holds dust and allergens and needs regular vacuuming",
      },
      { value: "mixed-flooring", label: "Mixed flooring", description: "A mix of carpet, hardwood and tile" },
      {
        value: "mostly-hardwood",
        label: "Mostly hardwood",
        description: "Hard floors that show dust but clean up quickly",
      },
      { value: "mostly-tile", label: "Mostly tile", description: "Tile or stone that is easy to keep clean" },
    ],
  },
  {
    key: "size",
    question: "How big is your home?",
    options: [
      { value: "very-large", label: "Very large", description: "Over 3,500 sq ft" },
      { value: "large", label: "Large", description: "2,500-3,500 sq ft" },
      { value: "medium", label: "Medium", description: "1,500-2,500 sq ft" },
      { value: "small", label: "Small", description: "Under 1,500 sq ft" },
    ],
  },
  {
    key: "budget",
    question: "What matters most in your cleaning budget?",
    options: [
      { value: "premium", label: "Premium", description: "A spotless home all the time is worth it" },
      { value: "balanced", label: "Balanced", description: "A consistently clean home at a fair price" },
      { value: "economical", label: "Economical", description: "Keep costs down with less frequent visits" },
      { value: "occasional", label: "Occasional", description: "Help now and then, between my own cleaning" },
    ],
  },
];
