import { ArrowLeft, ArrowRight, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { PlannerProgress } from "./planner-progress";
import { PlannerQuestionStep } from "./planner-question-step";
import { PlannerResultView } from "./planner-result-view";
import { PLANNER_STEP_COUNT, usePlanner } from "./use-planner";

/** The five-question quiz, then the recommended plan. */
export function PlannerQuiz() {
  const planner = usePlanner();
  const [stepped, setStepped] = useState(false);
  const move = (action: () => void) => {
    setStepped(true);
    action();
  };

  if (planner.outcome) {
    return (
      <Card padding="spacious">
        <PlannerResultView outcome={planner.outcome} onRestart={() => move(planner.reset)} />
      </Card>
    );
  }

  return (
    <Card padding="spacious">
      <PlannerProgress step={planner.step} total={PLANNER_STEP_COUNT} percent={planner.percent} />
      <form
        className="mt-8"
        onSubmit={(event) => {
          event.preventDefault();
          move(planner.next);
        }}
      >
        <PlannerQuestionStep
          key={planner.question.key}
          name={planner.question.key}
          question={planner.question.question}
          options={planner.question.options}
          selected={planner.selected}
          onChoose={planner.choose}
          focusOnMount={stepped}
        />
        <div className="mt-8 flex items-center justify-between gap-3">
          <Button variant="outline" disabled={planner.isFirstStep} onClick={() => move(planner.previous)}>
            <ArrowLeft aria-hidden className="size-5" /> Previous
          </Button>
          <Button type="submit" disabled={planner.selected === undefined}>
            {planner.isLastStep ? (
              <>
                <Sparkles aria-hidden className="size-5" /> Get My Plan
              </>
            ) : (
              <>
                Next <ArrowRight aria-hidden className="size-5" />
              </>
            )}
          </Button>
        </div>
      </form>
    </Card>
  );
}
