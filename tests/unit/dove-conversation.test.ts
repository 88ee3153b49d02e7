import { describe, expect, it } from "vitest";
import { BOOKING_POLICY } from "#shared/facts/defaults/policies";
import { PRICE_FACTORS } from "#shared/facts/defaults/catalog";
import { conciergeAnswer, type EarlierTurn } from "#shared/dove/concierge";
import { engineRange } from "../support/dove-eval";
import { SHIPPED_FACTS } from "../support/site-facts";

/** The visitor's messages as a stored history, each followed by Dove's reply. */
function conversation(...messages: string[]): EarlierTurn[] {
  const turns: EarlierTurn[] = [];
  for (const message of messages) {
    const reply = conciergeAnswer(SHIPPED_FACTS, message, turns).text;
    turns.push({ role: "user", content: message }, { role: "assistant", content: reply });
  }
  return turns;
}

describe("the issue's examples", () => {
  it('answers "how much notice" with the notice, not the price list', () => {
    const answer = conciergeAnswer(SHIPPED_FACTS, "how much notice do u need to book a clean");
    expect(answer.text).toContain(`${BOOKING_POLICY.bookingNoticeHours} hours`);
    expect(answer.text).not.toMatch(/\$\d/);
    expect(answer.intents).toEqual(["booking-notice"]);
  });

  it('answers "2 cats, does that cost extra" with the pet fee, not the add-on list', () => {
    const answer = conciergeAnswer(SHIPPED_FACTS, "i have 2 cats does that cost extra");
    expect(answer.text).toContain(`$${PRICE_FACTORS.petFriendly}`);
    expect(answer.text).not.toContain("fridge");
  });

  it('re-prices "and if we did it weekly?" after a quote with the engine, not the discount table', () => {
    const earlier = conversation("how much for a standard clean 3 bed 2 bath 1800 sqft");
    const answer = conciergeAnswer(SHIPPED_FACTS, "and if we did it weekly?", earlier);
    expect(answer.text).toContain(engineRange({ sqft: 1800, bedrooms: 3, bathrooms: 2, frequency: "weekly" }));
    expect(answer.estimate).toMatchObject({ sqft: 1800, bedrooms: 3, bathrooms: 2, frequency: "weekly" });
    expect(answer.unanswered).toBeUndefined();
  });
});

describe("a conversation's details carry across turns", () => {
  it("adds pets, add-ons, a new size or service to the home already described, each priced by the engine", () => {
    const earlier = conversation("price for a 2 bedroom 2 bath deep clean");
    const home = { serviceType: "deep" as const, bedrooms: 2, bathrooms: 2, sqft: 1500 };
    expect(conciergeAnswer(SHIPPED_FACTS, "and with a dog?", earlier).text).toContain(
      engineRange({ ...home, pets: true }),
    );
    expect(conciergeAnswer(SHIPPED_FACTS, "add the oven too", earlier).text).toContain(
      engineRange({ ...home, addOns: ["oven"] }),
    );
    expect(conciergeAnswer(SHIPPED_FACTS, "what if its 2500 sq ft", earlier).text).toContain(
      engineRange({ ...home, sqft: 2500 }),
    );
    expect(conciergeAnswer(SHIPPED_FACTS, "what about a move out clean instead", earlier).text).toContain(
      engineRange({ ...home, serviceType: "moveout" }),
    );
  });

  it("keeps every detail said so far: a frequency two turns later still re-prices the home with the pet", () => {
    const earlier = conversation(
      "what's the price for a 3 bed 2 bath standard clean with a dog",
      "ok and how long would that take",
    );
    expect(conciergeAnswer(SHIPPED_FACTS, "and monthly?", earlier).text).toContain(
      engineRange({ bedrooms: 3, bathrooms: 2, sqft: 2000, pets: true, frequency: "monthly" }),
    );
  });

  it('turns a bare "how much?" into a price for the home described earlier', () => {
    const earlier = conversation("we have a 4 bedroom house, 3 baths, 2600 sq ft");
    expect(conciergeAnswer(SHIPPED_FACTS, "how much?", earlier).text).toContain(
      engineRange({ bedrooms: 4, bathrooms: 3, sqft: 2600 }),
    );
  });

  it("continues other topics with the new detail: a city after an area question, a service after a duration question", () => {
    expect(conciergeAnswer(SHIPPED_FACTS, "what about 80104?", conversation("do you serve parker")).text).toMatch(
      /^Yes, we serve Castle Rock/,
    );
    expect(conciergeAnswer(SHIPPED_FACTS, "how about golden", conversation("do you come to aurora")).text).toContain(
      "don't serve Golden",
    );
    expect(
      conciergeAnswer(SHIPPED_FACTS, "and a deep clean?", conversation("how long does a standard clean take")).text,
    ).toContain("2-5 hours");
  });
});

describe("scoring every intent", () => {
  it("answers both parts of a two-part question, in the order asked", () => {
    const answer = conciergeAnswer(SHIPPED_FACTS, "do you serve parker and how much for a 3 bed 2 bath");
    expect(answer.intents).toEqual(["area", "estimate"]);
    expect(answer.text).toMatch(/^Yes, we serve Parker/);
    expect(answer.text).toContain(engineRange({ bedrooms: 3, bathrooms: 2, sqft: 2000 }));
  });

  it("asks one short question back when it is unsure, and says so", () => {
    for (const message of ["is it worth it", "what about the second floor"]) {
      const answer = conciergeAnswer(SHIPPED_FACTS, message);
      expect(answer.unanswered).toBe("clarify");
      expect(answer.text.match(/\?/g)).toHaveLength(1);
      expect(answer.text.length).toBeLessThan(160);
      expect(answer.text).not.toMatch(/\$\d/);
    }
  });

  it("flags what it could not answer: the phone line as a fallback, a weak guess as low confidence", () => {
    expect(conciergeAnswer(SHIPPED_FACTS, "do you sell gift cards")).toMatchObject({
      unanswered: "fallback",
      intents: ["unknown"],
    });
    const guess = conciergeAnswer(SHIPPED_FACTS, "my neighbor said something about deep clean stuff");
    expect(guess.unanswered).toBe("low-confidence");
    expect(conciergeAnswer(SHIPPED_FACTS, "Do you serve Castle Rock?").unanswered).toBeUndefined();
    expect(conciergeAnswer(SHIPPED_FACTS, "What's the capital of Peru?").unanswered).toBeUndefined();
  });
});
