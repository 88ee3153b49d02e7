import { useState } from "react";
import {
  PLANNER_QUESTIONS,
  PlannerAnswersSchema,
  type PlannerAnswers,
  type PlannerQuestionKey,
} from "#shared/planner/questions";
import { scorePlanner, type PlannerScore } from "#shared/planner/score";

export interface PlannerOutcome {
  answers: PlannerAnswers;
  score: PlannerScore;
}

type Draft = Partial<Record<PlannerQuestionKey, string>>;

export const PLANNER_STEP_COUNT = PLANNER_QUESTIONS.length;

/** The frequency planner: steps 0-4, each answered before moving on, then the result. */
export function usePlanner() {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>({});
  const [outcome, setOutcome] = useState<PlannerOutcome | null>(null);

  const question = PLANNER_QUESTIONS[step] ?? PLANNER_QUESTIONS[0]!;
  const selected = draft[question.key];
  const isLastStep = step === PLANNER_STEP_COUNT - 1;

  return {
    step,
    question,
    selected,
    isFirstStep: step === 0,
    isLastStep,
    outcome,
    /** Percent complete: question 1 of 5 is 20%. */
    percent: Math.round(((step + 1) / PLANNER_STEP_COUNT) * 100),
    choose: (value: string) => setDraft((current) => ({ ...current, [question.key]: value })),
    previous: () => setStep((current) => Math.max(0, current - 1)),
    next: () => {
      if (selected === undefined) return;
      if (!isLastStep) {
        setStep(step + 1);
        return;
      }
      const answers = PlannerAnswersSchema.safeParse(draft);
      if (answers.success) setOutcome({ answers: answers.data, score: scorePlanner(answers.data) });
    },
    reset: () => {
      setDraft({});
      setStep(0);
      setOutcome(null);
    },
  };
}
