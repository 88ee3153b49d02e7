import type { EstimateBreakdown } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import type { Db } from "../db/client";

/** A saved estimate as the inbox shows it (JSON-safe: dates as ISO strings). */
export interface EstimateDetail {
  reference: string;
  source: string;
  input: EstimateInput;
  lowCents: number;
  highCents: number;
  totalCents: number;
  breakdown: EstimateBreakdown;
  createdAt: string;
  conversationId: string | null;
  contactIds: string[];
}

export const ESTIMATE_DETAIL_SELECT = {
  reference: true,
  source: true,
  input: true,
  lowCents: true,
  highCents: true,
  totalCents: true,
  breakdown: true,
  createdAt: true,
  conversationId: true,
  contacts: { select: { id: true }, orderBy: { createdAt: "asc" } },
} as const;

type EstimateRow = {
  reference: string;
  source: string;
  input: unknown;
  lowCents: number;
  highCents: number;
  totalCents: number;
  breakdown: unknown;
  createdAt: Date;
  conversationId: string | null;
  contacts: { id: string }[];
};

/** The JSON columns were written from validated inputs and the engine's output (save-estimate.ts). */
export function toEstimateDetail(row: EstimateRow): EstimateDetail {
  const { createdAt, contacts, input, breakdown, ...rest } = row;
  return {
    ...rest,
    input: input as EstimateInput,
    breakdown: breakdown as EstimateBreakdown,
    createdAt: createdAt.toISOString(),
    contactIds: contacts.map((contact) => contact.id),
  };
}

export async function findEstimate(db: Db, reference: string): Promise<EstimateDetail | null> {
  const row = await db.estimate.findUnique({ where: { reference }, select: ESTIMATE_DETAIL_SELECT });
  return row ? toEstimateDetail(row) : null;
}
