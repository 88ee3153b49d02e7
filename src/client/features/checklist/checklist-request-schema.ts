import { z } from "zod";

/** The checklist form needs a name and an email in email format. Nothing is sent. */
export const ChecklistRequestSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(80, "Please keep your name under 80 characters"),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address")
    .pipe(z.email("Please enter a valid email address")),
});

export type ChecklistRequest = z.infer<typeof ChecklistRequestSchema>;

/** The submit button stays disabled, and submitting does nothing, until both fields have text. */
export function isChecklistRequestFilled(name: string | undefined, email: string | undefined): boolean {
  return Boolean(name?.trim()) && Boolean(email?.trim());
}
