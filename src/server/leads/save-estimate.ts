import { randomInt } from "node:crypto";
import { computeEstimate, type PriceFacts } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { REFERENCE_ALPHABET, referenceFrom } from "#shared/leads/estimate-reference";
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";

export type EstimateSource = "booking" | "contact" | "dove";

export interface SavedEstimate {
  reference: string;
  lowCents: number;
  highCents: number;
}

const ATTEMPTS = 5;

const newReference = () => referenceFrom(() => randomInt(REFERENCE_ALPHABET.length));

const isReferenceTaken = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * Runs `write` with a fresh random reference, again with another one in the rare case it is taken
 * (30^6 references). `write` must create the estimate row with that reference.
 */
export async function withFreshReference<T>(write: (reference: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newReference());
    } catch (error) {
      if (!isReferenceTaken(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * The row to create for an estimate, priced here by the shared engine with the published prices
 * in force: the browser's figures are never used.
 */
export function estimateRow(prices: PriceFacts, reference: string, input: EstimateInput, source: EstimateSource) {
  const { lowCents, highCents, totalCents, breakdown } = computeEstimate(prices, input);
  return { reference, source, input: { ...input }, lowCents, highCents, totalCents, breakdown: { ...breakdown } };
}

/** Saves an estimate under a new reference. */
export function saveEstimate(
  db: Db,
  prices: PriceFacts,
  input: EstimateInput,
  source: EstimateSource,
  conversationId?: string,
): Promise<SavedEstimate> {
  return withFreshReference((reference) =>
    db.estimate.create({
      data: { ...estimateRow(prices, reference, input, source), conversationId },
      select: { reference: true, lowCents: true, highCents: true },
    }),
  );
}
