import { type EstimateInput, EstimateInputSchema } from "#shared/pricing/estimate-input";
import { LAST_ESTIMATE_KEY, visitorStorage } from "#client/lib/visitor-estimate";

/** The estimate this visitor last computed in this session, if it is still a valid one. */
export function lastEstimate(): EstimateInput | undefined {
  const raw = visitorStorage()?.getItem(LAST_ESTIMATE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = EstimateInputSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
