import type { z } from "zod";

/** A string schema that refuses NUL, which PostgreSQL text cannot hold, naming the field. */
export function storable(schema: z.ZodString, label: string): z.ZodString {
  return schema.regex(/^[^\u0000]*$/, `${label} contains a character that cannot be stored`);
}
