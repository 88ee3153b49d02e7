/** Opening hours, used by the contact page, Dove, the FAQ and structured data. */
export interface OpeningHours {
  days: string;
  /** schema.org day names for structured data. */
  schemaDays: readonly string[];
  opens: string;
  closes: string;
  label: string;
}

export const OPENING_HOURS: readonly OpeningHours[] = [
  {
    days: "Monday - Friday",
    schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "18:00",
    label: "Mon-Fri 8AM-6PM",
  },
  {
    days: "Saturday",
    schemaDays: ["Saturday"],
    opens: "08:00",
    closes: "16:00",
    label: "Sat 8AM-4PM",
  },
];

export const CLOSED_DAYS_LABEL = "Sunday: Closed";
