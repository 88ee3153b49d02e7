/**
 * /booking shows the facts of the revision it is rendered from, not the shipped constants: the page
 * is rendered by the real site renderer (the same code as the prerender and the live site) from a
 * changed facts document.
 */
import { describe, expect, it } from "vitest";
import { type SiteFacts, SiteFactsSchema } from "#shared/facts/site-facts-schema";
import { SHIPPED_FACTS } from "../support/site-facts";
import { NEW_NAME, useSiteRenderer } from "../support/site-renderer";

const NEW_PHONE = { display: "(720) 555-0199", href: "tel:+17205550199" };

/** The owner renamed the business, changed its phone and hours, and shortened the booking notice. */
function changedFacts(): SiteFacts {
  return SiteFactsSchema.parse({
    ...SHIPPED_FACTS,
    business: {
      ...SHIPPED_FACTS.business,
      name: NEW_NAME,
      phone: NEW_PHONE,
      hours: [
        {
          days: "Every day",
          schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "07:00",
          closes: "19:00",
          label: "Daily 7AM-7PM",
        },
      ],
      closedDaysLabel: "Holidays: Closed",
    },
    policies: { ...SHIPPED_FACTS.policies, bookingNoticeHours: 24, responseTimeHours: { min: 1, max: 3 } },
    visits: { ...SHIPPED_FACTS.visits, arrivalWindowHours: 3 },
    guarantee: { ...SHIPPED_FACTS.guarantee, reportWithinHours: 12 },
  });
}

const renderer = useSiteRenderer();

async function render(facts: SiteFacts) {
  const { html, notFound } = await renderer().render("/booking", { revision: 7, facts }, { hydrate: true });
  expect(notFound).toBe(false);
  const body = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";
  expect(body).not.toBe("");
  // React separates adjacent text with <!-- --> and escapes apostrophes and ampersands.
  const visible = body.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
  return { head: /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "", body: visible };
}

describe("/booking rendered from a changed facts document", () => {
  it("shows the new notice, phone, hours, reply time, arrival window and guarantee, and none of the old", async () => {
    const { head, body } = await render(changedFacts());
    for (const text of [
      "24-hour notice",
      NEW_PHONE.display,
      `href="${NEW_PHONE.href}"`,
      "Daily 7AM-7PM",
      "Holidays: Closed",
      "within 1-3 hours",
      "within a 3-hour window",
      "Tell us within 12 hours",
    ])
      expect(body).toContain(text);
    for (const old of [
      `${SHIPPED_FACTS.policies.bookingNoticeHours}-hour notice`,
      SHIPPED_FACTS.business.phone.display,
      SHIPPED_FACTS.business.hours[0]!.label,
      SHIPPED_FACTS.business.closedDaysLabel,
    ])
      expect(body).not.toContain(old);
    // The description names the business and its phone as published.
    expect(head).toContain(`walkthrough with ${NEW_NAME}`);
    expect(head).toContain(`call ${NEW_PHONE.display}`);
    expect(head).not.toContain(SHIPPED_FACTS.business.phone.display);
  });

  it("shows the shipped figures with the shipped facts", async () => {
    const { body } = await render(SHIPPED_FACTS);
    expect(body).toContain(`${SHIPPED_FACTS.policies.bookingNoticeHours}-hour notice`);
    expect(body).toContain(SHIPPED_FACTS.business.phone.display);
    expect(body).not.toContain(NEW_PHONE.display);
  });
});
