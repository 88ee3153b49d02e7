import { z } from "zod";

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L, U). */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PREFIX = "BB-";
export const REFERENCE_LENGTH = 6;

const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A saved estimate's reference as typed by a person: case and surrounding spaces do not matter. */
export const EstimateReferenceSchema = z
  .string({ error: "Reference must be text" })
  .trim()
  .toUpperCase()
  .regex(REFERENCE_PATTERN, `Reference must look like ${REFERENCE_PREFIX}7K3M9Q`);

/** Builds a reference from random integers in [0, alphabet length). */
export function referenceFrom(randomIndex: () => number): string {
  let code = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomIndex()] ?? "";
  return `${REFERENCE_PREFIX}${code}`;
}
