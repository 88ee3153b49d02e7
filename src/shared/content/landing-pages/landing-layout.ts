import type { ServiceArea } from "#shared/areas/service-area";
import type { FrequencyKey } from "#shared/catalog/frequencies";
import type { ServiceKey } from "#shared/catalog/services";
import type { PageSeo, ProcessStep, QuickFact } from "../service-pages";
import type { Faq } from "../types";

/** A button of a landing page, by where it leads; the browser turns each kind into its link. */
export type LandingAction = { variant?: "primary" | "outline" | "ghost" | "accent" } & (
  | { kind: "book"; label: string; serviceType?: ServiceKey; frequency?: FrequencyKey }
  | { kind: "call" }
  | { kind: "estimate"; label: string; serviceType?: ServiceKey }
  | { kind: "planner"; label: string }
  /** `hiddenSuffix` completes the label for screen readers ("See what's included" in a Deep Clean). */
  | { kind: "service"; label: string; slug: ServiceKey; hiddenSuffix?: string }
);

/** The card beside the hero. */
export type LandingAside =
  | { kind: "facts"; title: string; facts: readonly QuickFact[]; trustBadges?: boolean }
  | { kind: "price"; title: string; price: string; priceNote?: string; summary?: string };

export interface LandingPlan {
  key: string;
  title: string;
  price: string;
  priceNote?: string;
  description: string;
  features?: readonly string[];
  mostPopular: boolean;
  actions: readonly LandingAction[];
}

export interface ChecklistRoom {
  room: string;
  items: readonly string[];
}

/** One band of a landing page between the hero and the FAQs, in the order the page shows them. */
export type LandingSection = { id: string; eyebrow: string; title: string; tint?: boolean } & (
  | { kind: "room-checklists"; rooms: readonly ChecklistRoom[] }
  /** An hourly price with its explanation, beside the "talk to us" card. */
  | {
      kind: "hourly-pricing";
      cardTitle: string;
      price: string;
      summary: string;
      details: readonly string[];
      actions: readonly LandingAction[];
    }
  | { kind: "cities"; cities: readonly ServiceArea[] }
  | { kind: "plans"; columns: 2 | 3; plans: readonly LandingPlan[] }
  | { kind: "process"; steps: readonly ProcessStep[] }
  | {
      kind: "list-cards";
      cards: readonly { title: string; icon: "truck" | "package-open"; items: readonly string[] }[];
    }
  | { kind: "checklist"; items: readonly string[] }
  | { kind: "benefits"; benefits: readonly { title: string; description: string }[] }
);

/** Everything a service landing page shows, rendered by one component in the browser. */
export interface LandingPageLayout {
  path: string;
  /** The page's name in the breadcrumbs (Home > Services > this). */
  crumbName: string;
  /** The catalogue service the page's Service JSON-LD describes, under `serviceName`. */
  service: ServiceKey;
  serviceName: string;
  priceRange: { min: number; max: number };
  seo: PageSeo;
  eyebrow: string;
  headline: string;
  intro: string;
  actions: readonly LandingAction[];
  aside: LandingAside;
  sections: readonly LandingSection[];
  faqs: readonly Faq[];
  faqTitle?: string;
  /** The closing band; its title defaults to the site's. */
  cta?: { title?: string; action: LandingAction };
}
