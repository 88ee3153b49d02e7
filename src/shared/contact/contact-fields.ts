// The contact form's fields without their zod schema (schemas/contact.ts): the form page shows
// them, and loads zod only when it first checks what was typed.

/** Subject options of the contact form: value and label. */
export const CONTACT_SUBJECTS = [
  { value: "booking", label: "Booking & Scheduling" },
  { value: "pricing", label: "Pricing Questions" },
  { value: "services", label: "Service Information" },
  { value: "complaint", label: "Service Issue" },
  { value: "compliment", label: "Compliment" },
  { value: "general", label: "General Inquiry" },
  { value: "other", label: "Other" },
] as const;

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 40, address: 200, message: 5000 } as const;

const SUBJECT_PREFIX = "Subject: ";

/** Folds the chosen subject into the message's first line, as the spec's client sends it. */
export function composeContactMessage(subject: string, text: string): string {
  const label = CONTACT_SUBJECTS.find((s) => s.value === subject)?.label ?? subject;
  return `${SUBJECT_PREFIX}${label}\n\n${text}`;
}

/** Reads the subject label back out of a message's first line, if it has one. */
export function parseSubjectLine(fullMessage: string): string | null {
  const firstLine = fullMessage.split("\n", 1)[0] ?? "";
  if (!firstLine.startsWith(SUBJECT_PREFIX)) return null;
  const label = firstLine.slice(SUBJECT_PREFIX.length).trim();
  return label ? label.slice(0, 100) : null;
}
