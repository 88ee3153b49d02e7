import { z } from "zod";
import { OwnerPasswordSchema } from "#server/admin/owner-accounts";

/** A new password typed twice: the second must match, or its field says so. */
export const NewPasswordFields = z
  .object({
    newPassword: OwnerPasswordSchema,
    confirmPassword: z.string({ error: "Please type the new password again" }).max(200, "Password is too long"),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords don't match",
  });

/** A one-time link's token as the page read it from its address. */
export const LinkTokenSchema = z.object({
  token: z.string({ error: "token is required" }).min(1, "token is required").max(200, "token is too long"),
});
