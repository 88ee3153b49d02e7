import { describe, expect, it } from "vitest";
import { replySegments } from "#client/features/chat/reply-segments";
import { buildDoveSystemPrompt } from "#server/chat/dove-prompt";
import { coreSiteFacts } from "#shared/facts/core-site-facts";
import { inventedPrice, publishedDollarAmounts } from "#server/chat/price-guard";
import { conciergeReply } from "#shared/dove/concierge";
import { doveGreeting } from "#shared/dove/greeting";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { SHIPPED_FACTS } from "../support/site-facts";

const OLD_GARAGE = `$${(SHIPPED_FACTS.services.garage.basePrice ?? 0) / 100}`;

/** A publish of a new name, phone and prices over the shipped facts. */
const CHANGED: SiteFacts = {
  ...SHIPPED_FACTS,
  business: {
    ...SHIPPED_FACTS.business,
    name: "Kestrel Cleaning Co",
    phone: { display: "(720) 555-0199", href: "tel:+17205550199" },
  },
  services: {
    ...SHIPPED_FACTS.services,
    deep: { ...SHIPPED_FACTS.services.deep, hourlyRate: 7700 },
    garage: { ...SHIPPED_FACTS.services.garage, basePrice: 31300 },
  },
  surcharges: { ...SHIPPED_FACTS.surcharges, petFriendly: 2100 },
  addOns: { ...SHIPPED_FACTS.addOns, oven: { ...SHIPPED_FACTS.addOns.oven, price: 7300 } },
  policies: { ...SHIPPED_FACTS.policies, cancellationNoticeHours: 12 },
  // The FAQ copy quotes the garage price too: a publish changes it there as well.
  faqs: SHIPPED_FACTS.faqs.map((group) => ({
    ...group,
    faqs: group.faqs.map((faq) => ({ ...faq, answerHtml: faq.answerHtml.replaceAll(OLD_GARAGE, "$313") })),
  })),
};

const OLD = {
  name: SHIPPED_FACTS.business.name,
  phone: SHIPPED_FACTS.business.phone.display,
  deepRate: `$${(SHIPPED_FACTS.services.deep.hourlyRate ?? 0) / 100}/hour`,
  garage: OLD_GARAGE,
  pets: `$${SHIPPED_FACTS.surcharges.petFriendly / 100}`,
  oven: `$${SHIPPED_FACTS.addOns.oven.price / 100}`,
};

describe("Dove answers from the facts it is given", () => {
  it("quotes a published name, phone, prices and policy, and never the old ones", () => {
    const replies = [
      "hi",
      "how much do you charge?",
      "how much is the oven add-on?",
      "can I cancel?",
      "What's the capital of Peru?",
      "I want to talk to a real person",
    ].map((message) => conciergeReply(CHANGED, message));
    const all = replies.join("\n");
    for (const fresh of ["Kestrel Cleaning Co", "(720) 555-0199", "$77/hour", "$313", "$21", "$73", "12 hours"])
      expect(all).toContain(fresh);
    for (const old of Object.values(OLD)) expect(all).not.toContain(old);
    expect(conciergeReply(SHIPPED_FACTS, "how much do you charge?")).toContain(OLD.deepRate);
  });

  it("greets and prompts with the published name and phone", () => {
    expect(doveGreeting(CHANGED)).toContain("Kestrel Cleaning Co");
    const prompt = buildDoveSystemPrompt(CHANGED);
    expect(prompt).toContain("Kestrel Cleaning Co");
    expect(prompt).toContain("(720) 555-0199");
    expect(prompt).not.toContain(OLD.name);
    expect(prompt).not.toContain(OLD.phone);
  });

  it("the price guard accepts the published prices and refuses the old ones", () => {
    const published = publishedDollarAmounts(CHANGED);
    const none = new Set<number>();
    expect(
      inventedPrice("Deep cleans are $77/hour; garages from $313; pets add $21.", published, none),
    ).toBeUndefined();
    const oldGarage = (SHIPPED_FACTS.services.garage.basePrice ?? 0) / 100;
    expect(inventedPrice(`A garage is ${OLD.garage}.`, published, none)).toBe(oldGarage);
    expect(inventedPrice(`A garage is ${OLD.garage}.`, publishedDollarAmounts(SHIPPED_FACTS), none)).toBeUndefined();
    expect(inventedPrice("Garages from $313.", publishedDollarAmounts(SHIPPED_FACTS), none)).toBe(313);
  });

  it("the chat panel links the published phone, and leaves the old one as plain text", () => {
    const segments = replySegments(`Call (720) 555-0199, not ${OLD.phone}.`, coreSiteFacts(CHANGED, 2));
    expect(segments.filter((segment) => segment.kind === "external")).toEqual([
      { kind: "external", text: "(720) 555-0199", href: "tel:+17205550199" },
    ]);
  });
});
