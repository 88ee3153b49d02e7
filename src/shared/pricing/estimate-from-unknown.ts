import { computeEstimate, type EstimateResult, type PriceFacts } from "./compute-estimate";
import { type EstimateInput, EstimateInputSchema } from "./estimate-input";

export type EstimateParseResult =
  | { ok: true; input: EstimateInput; result: EstimateResult }
  | { ok: false; issues: { field: string; message: string }[] };

/** Validates untrusted input first, so invalid input is never priced. */
export function estimateFromUnknown(prices: PriceFacts, raw: unknown): EstimateParseResult {
  const parsed = EstimateInputSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        field: issue.path.length > 0 ? String(issue.path[0]) : "input",
        message: issue.message,
      })),
    };
  }
  return { ok: true, input: parsed.data, result: computeEstimate(prices, parsed.data) };
}
