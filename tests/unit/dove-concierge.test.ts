import { describe, expect, it } from "vitest";
import { bookingLink } from "#shared/dove/dove-facts";
import { BUSINESS } from "#shared/facts/defaults/business";
import { conciergeReply } from "#shared/dove/concierge";
import { parseEstimateRequest } from "#shared/dove/estimate-request";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import { formatRange } from "#shared/pricing/format";
import { SHIPPED_FACTS } from "../support/site-facts";

describe("built-in concierge", () => {
  it("reads size, rooms, service, pets and add-ons from free text", () => {
    expect(
      parseEstimateRequest(
        SHIPPED_FACTS,
        "Deep clean for a 2,000 sq ft house, 3 bedrooms 2 baths, we have a dog, plus the oven",
      ).input,
    ).toEqual({
      sqft: 2000,
      bedrooms: 3,
      bathrooms: 2,
      pets: true,
      serviceType: "deep",
      addOns: ["oven"],
      frequency: undefined,
    });
  });

  it("answers a price question with the engine's range, never its own number", () => {
    const reply = conciergeReply(SHIPPED_FACTS, "How much is a move out clean for 1600 sqft with 3 bed 2 bath?");
    const { lowCents, highCents } = computeEstimate(SHIPPED_FACTS, {
      sqft: 1600,
      bedrooms: 3,
      bathrooms: 2,
      pets: false,
      serviceType: "moveout",
      addOns: [],
    });
    expect(reply).toContain(formatRange(lowCents, highCents));
    expect(reply).toContain("/pricing");
  });

  it("answers area questions by city and ZIP", () => {
    expect(conciergeReply(SHIPPED_FACTS, "Do you serve Castle Rock?")).toMatch(/^Yes, we serve Castle Rock/);
    expect(conciergeReply(SHIPPED_FACTS, "I'm in 80134, can you come?")).toMatch(/^Yes, we serve Parker/);
    expect(conciergeReply(SHIPPED_FACTS, "What about 10001?")).toContain("don't serve 10001");
  });

  it("routes booking questions to the booking link and says plainly when it does not know", () => {
    expect(conciergeReply(SHIPPED_FACTS, "Can I book a walkthrough?")).toContain(bookingLink(SHIPPED_FACTS));
    expect(conciergeReply(SHIPPED_FACTS, "What's the capital of Peru?")).toContain(BUSINESS.phoneDisplay);
  });
});
