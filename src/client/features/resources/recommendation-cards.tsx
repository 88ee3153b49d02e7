import { CircleCheck, Lightbulb } from "lucide-react";
import { Card } from "#client/components/ui/card";
import type { DeepVsStandardGuide } from "#shared/content/deep-vs-standard-guide";

/** When to choose which clean, and our overall advice. */
export function RecommendationCards({
  recommendations,
  verdict,
}: Pick<DeepVsStandardGuide, "recommendations" | "verdict">) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        {recommendations.map((recommendation) => (
          <Card key={recommendation.service} tone={recommendation.service === "deep" ? "emphasis" : "plain"}>
            <h3 className="text-xl font-bold text-brand-900">{recommendation.title}</h3>
            <ul className="mt-4 space-y-3">
              {recommendation.reasons.map((reason) => (
                <li key={reason} className="flex items-start gap-3 text-slate-700">
                  <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {reason}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <div className="flex items-start gap-4 rounded-2xl bg-brand-900 p-6 text-white">
        <Lightbulb aria-hidden className="mt-1 size-7 shrink-0 text-accent-400" />
        <div>
          <h3 className="text-lg font-bold">Our advice</h3>
          <p className="mt-1 text-brand-100">{verdict}</p>
        </div>
      </div>
    </div>
  );
}
