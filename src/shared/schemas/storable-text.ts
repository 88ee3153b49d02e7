import type { z } from "zod";

/**
 * NUL (PostgreSQL text cannot hold it) and half of a surrogate pair (not a character at all;
 * jsonb refuses it): a string of anything else is storable.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the character this pattern exists to refuse
const STORABLE = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** A string schema that refuses what the database cannot store, naming the field. */
export function storable(schema: z.ZodString, label: string): z.ZodString {
  return schema.regex(STORABLE, `${label} contains a character that cannot be stored`);
}
