import type { ProcessStep } from "#shared/content/service-pages";
import { cn } from "#client/lib/cn";

interface ProcessStepsProps {
  steps: readonly ProcessStep[];
  headingLevel?: "h3" | "h4";
  className?: string;
}

/** Numbered steps in order ("How it works", "Our process"). */
export function ProcessSteps({ steps, headingLevel = "h3", className }: ProcessStepsProps) {
  const Heading = headingLevel;
  return (
    <ol className={cn("grid gap-6", steps.length > 3 ? "sm:grid-cols-2 lg:grid-cols-5" : "md:grid-cols-3", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden
            className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <Heading className="mt-4 text-lg font-bold text-brand-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </Heading>
          <p className="mt-2 text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
