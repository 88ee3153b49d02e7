import { z } from "zod";

/** Query strings arrive as text; these turn them into procedure inputs with field-named errors. */
export const booleanParam = (field: string) =>
  z.enum(["true", "false"], { error: `${field} must be true or false` }).transform((value) => value === "true");

export const wholeNumberParam = (field: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${field} must be a whole number`)
    .transform(Number);
