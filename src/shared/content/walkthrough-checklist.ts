/**
 * The walkthrough checklist at /resources/walkthrough-checklist: what to show and tell the
 * cleaner at the free in-home walkthrough, room by room. Shown on the page and, personalised
 * with the visitor's name, downloaded as a text file generated in the browser.
 */
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";

export interface ChecklistSection {
  /** Kebab-case id, stable across edits (checkbox ids and anchors). */
  id: string;
  title: string;
  /** One line on why this part of the walkthrough matters. */
  tip: string;
  items: readonly string[];
}

export const WALKTHROUGH_CHECKLIST_TITLE = "In-Home Walkthrough Checklist";

/** The checklist's sections, quoting the published policies, arrival window and guarantee. */
export function walkthroughChecklist({
  policies,
  visits,
  guarantee,
}: Pick<CoreSiteFacts, "policies" | "visits" | "guarantee">): ChecklistSection[] {
  return [
    {
      id: "before",
      title: "Before the Walkthrough",
      tip: "Ten minutes of prep makes the walkthrough quicker and your estimate more accurate.",
      items: [
        "Note your top three cleaning priorities (the things that bother you most)",
        "Decide whether you want a one-time clean or a recurring weekly, bi-weekly or monthly plan",
        "Gather any cleaning products you want used on special surfaces",
        "Think about the days and arrival times that suit your household",
      ],
    },
    {
      id: "entry-living",
      title: "Entry and Living Areas",
      tip: "Colorado dust and mud-season tracks collect here first.",
      items: [
        "Point out high-traffic paths and entry mats that catch mud and de-icer",
        "Show delicate decor, electronics and collectibles that should only be dusted lightly (or not touched)",
        "Mention ceiling fans, vents and high shelves you want reached",
        "Show fireplace surrounds, built-ins and any glass doors or tables",
      ],
    },
    {
      id: "kitchen",
      title: "Kitchen",
      tip: "The room with the most surfaces, and the most preferences.",
      items: [
        "Name your countertop material (granite, quartz, marble, butcher block) and products to avoid",
        "Show stainless steel, glass-top or specialty appliances that need particular care",
        "Say whether you want the inside of the fridge or oven cleaned as an add-on",
        "Point out cabinet fronts, the range hood and backsplash areas with built-up grease",
        "Tell us where the trash, recycling and compost go",
      ],
    },
    {
      id: "bathrooms",
      title: "Bathrooms",
      tip: "Hard water leaves scale that needs the right products.",
      items: [
        "Show hard-water spots, soap scum and grout that needs extra attention",
        "Name natural stone, glass shower doors or fixtures that need gentle products",
        "Mention which bathrooms are used daily and which are guest-only",
        "Show where clean towels and spare toilet paper are kept",
      ],
    },
    {
      id: "bedrooms",
      title: "Bedrooms and Closets",
      tip: "Private spaces are cleaned exactly the way you ask.",
      items: [
        "Say whether you'd like beds made, and whether you leave fresh linens out to change",
        "Point out rooms or areas that are off-limits, such as a home office or a child's project table",
        "Mention under-bed and closet-floor areas you want included",
        "Show any baby, nursery or allergy-sensitive rooms that need fragrance-free products",
      ],
    },
    {
      id: "floors",
      title: "Floors Throughout",
      tip: "Flooring type decides the tools and products we bring.",
      items: [
        "Walk through each flooring type: carpet, hardwood, laminate, tile or stone",
        "Name any floor-care products your flooring warranty requires",
        "Point out area rugs with fringe or delicate fibers",
        "Show the stairs, landings and baseboards you'd like detailed",
      ],
    },
    {
      id: "pets-household",
      title: "Pets and Household",
      tip: "Happy pets and a safe visit for everyone.",
      items: [
        "Introduce your pets and tell us where they'll be during the clean",
        "Point out pet beds, litter areas and fur hot spots",
        "Mention allergies or sensitivities in the household",
        "Note any repairs or damage that already exists, so it's on record before the first clean",
      ],
    },
    {
      id: "access-logistics",
      title: "Access and Logistics",
      tip: "Clear logistics mean a smooth first visit.",
      items: [
        "Decide how we'll get in: you at home, a key, a lockbox or a door code",
        "Share alarm, gate and parking instructions",
        "Show us where we can fill buckets and plug in equipment",
        `Confirm the ${visits.arrivalWindowHours}-hour arrival window and the best way to reach you on cleaning day`,
      ],
    },
    {
      id: "after",
      title: "Before We Leave",
      tip: "Make sure you and your cleaner agree on what 'done' looks like.",
      items: [
        "Review the estimate and what it includes, plus any add-ons",
        `Ask about our booking notice (typically ${policies.bookingNoticeHours} hours) and cancellation policy (${policies.cancellationNoticeHours} hours' notice)`,
        `Remember the satisfaction guarantee: tell us within ${guarantee.reportWithinHours} hours if anything was missed and we'll re-clean it`,
        "Save our phone number for questions between visits",
      ],
    },
  ];
}

export function checklistItemCount(sections: readonly ChecklistSection[]): number {
  return sections.reduce((total, section) => total + section.items.length, 0);
}

/** The checklist as a printable plain-text file, personalised with the visitor's name. */
export function walkthroughChecklistText(
  name: string,
  facts: Pick<CoreSiteFacts, "business" | "policies" | "visits" | "guarantee">,
): string {
  const heading = `${facts.business.name}: ${WALKTHROUGH_CHECKLIST_TITLE}`;
  const rule = "=".repeat(heading.length);
  const sections = walkthroughChecklist(facts).map((section) =>
    [section.title.toUpperCase(), section.tip, ...section.items.map((item) => `[ ] ${item}`)].join("\n"),
  );
  return [
    heading,
    rule,
    `Prepared for ${name.trim()}`,
    "",
    "Bring this list to your free in-home walkthrough and tick off each point with your cleaner.",
    "",
    sections.join("\n\n"),
    "",
    rule,
    `Questions? Call ${facts.business.phone.display} or email ${facts.business.email}.`,
    facts.business.tagline,
    "",
  ].join("\n");
}
