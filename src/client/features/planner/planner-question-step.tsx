import { useEffect, useRef } from "react";
import type { PlannerOption } from "#shared/planner/questions";

interface PlannerQuestionStepProps {
  name: string;
  question: string;
  options: readonly PlannerOption[];
  selected: string | undefined;
  onChoose: (value: string) => void;
  /** Move focus to the question when the visitor stepped here (not on first load). */
  focusOnMount: boolean;
}

/** One question as a group of radio cards. */
export function PlannerQuestionStep({
  name,
  question,
  options,
  selected,
  onChoose,
  focusOnMount,
}: PlannerQuestionStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <fieldset>
      <legend className="w-full">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none md:text-3xl">
          {question}
        </h2>
      </legend>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-200 bg-white p-4 transition-colors hover:border-brand-500 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={selected === option.value}
                onChange={() => onChoose(option.value)}
                className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span>
                <span className="block font-semibold text-brand-900">{option.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{option.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
