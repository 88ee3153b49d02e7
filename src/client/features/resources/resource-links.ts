import { CalendarClock, Calculator, ClipboardCheck, Scale, type LucideIcon } from "lucide-react";

export interface ResourceLink {
  to:
    | "/resources/estimate-calculator"
    | "/resources/walkthrough-checklist"
    | "/resources/frequency-planner"
    | "/resources/deep-clean-vs-standard";
  title: string;
  description: string;
  /** Visible link text; the card's title names the destination. */
  action: string;
  icon: LucideIcon;
}

/** The hub's three tools. */
export const RESOURCE_TOOLS: readonly ResourceLink[] = [
  {
    to: "/resources/estimate-calculator",
    title: "Estimate Calculator",
    description:
      "Price your clean in seconds. Pick your home size, service type and add-ons, and see an instant estimate range before you book.",
    action: "Calculate my cost",
    icon: Calculator,
  },
  {
    to: "/resources/walkthrough-checklist",
    title: "Walkthrough Checklist",
    description:
      "A room-by-room list of what to show and tell your cleaner at the free in-home walkthrough. Read it here, print it or download a copy.",
    action: "Get the checklist",
    icon: ClipboardCheck,
  },
  {
    to: "/resources/frequency-planner",
    title: "Frequency Planner",
    description:
      "Answer five quick questions about your household, pets, floors, home size and budget, and we'll recommend a weekly, bi-weekly or monthly plan.",
    action: "Take the quiz",
    icon: CalendarClock,
  },
];

/** The hub's one guide. */
export const RESOURCE_GUIDE: ResourceLink = {
  to: "/resources/deep-clean-vs-standard",
  title: "Deep Clean vs Standard Clean",
  description:
    "What each clean includes, how long it takes, how it's priced and how often you need it, side by side, with our advice on which to book.",
  action: "Read the guide",
  icon: Scale,
};
