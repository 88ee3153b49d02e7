import { describe, expect, it } from "vitest";
import { BOOKING_POLICY, PAYMENT_TERMS, SATISFACTION_GUARANTEE, TERMS_POLICY } from "#shared/facts/defaults/policies";
import { LEGAL_EFFECTIVE_DATE, PRIVACY_POLICY } from "#shared/business/policies";
import { filledLegalDocument } from "#shared/content/legal/filled-legal-document";
import type { LegalSection } from "#shared/content/legal/legal-types";
import { PRIVACY_POLICY_DOCUMENT, PRIVACY_POLICY_SECTIONS } from "#shared/content/legal/privacy";
import { TERMS_DOCUMENT, TERMS_SECTIONS } from "#shared/content/legal/terms";
import { SHIPPED_FACTS } from "../support/site-facts";

const dollars = (amount: number): string => `$${amount.toLocaleString("en-US")}`;
const BUSINESS = SHIPPED_FACTS.business;
/** The text a visitor reads with the shipped facts. */
const plainText = (sections: readonly LegalSection[]): string =>
  filledLegalDocument({ title: "", effectiveDate: "", lastUpdated: "", intro: "", sections }, SHIPPED_FACTS)
    .sections.map((section) => `${section.title} ${section.bodyHtml.replace(/<[^>]*>/g, "")}`)
    .join("\n");

function expectWellFormed(sections: readonly LegalSection[]): void {
  const ids = sections.map((section) => section.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const section of sections) {
    expect(section.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(section.title.trim()).not.toBe("");
    expect(section.bodyHtml.replace(/<[^>]*>/g, "").trim().length).toBeGreaterThan(40);
    for (const match of section.bodyHtml.matchAll(/<\/?([a-z0-9]+)/gi)) {
      expect(["p", "ul", "li", "strong", "a"]).toContain(match[1]);
    }
    expect(section.bodyHtml).not.toMatch(/undefined|NaN|\bnull\b/);
  }
}

describe("privacy policy", () => {
  const text = plainText(PRIVACY_POLICY_SECTIONS);

  it("has its 11 sections in order", () => {
    expect(PRIVACY_POLICY_SECTIONS.map((section) => section.id)).toEqual([
      "company-information",
      "scope",
      "personal-data-categories",
      "purposes",
      "sharing",
      "your-rights",
      "exercising-rights",
      "security",
      "retention",
      "contact",
      "policy-updates",
    ]);
    expect(PRIVACY_POLICY_SECTIONS.find((section) => section.id === "scope")?.title).toMatch(/Colorado Privacy Act/);
    expectWellFormed(PRIVACY_POLICY_SECTIONS);
  });

  it("quotes the privacy constants", () => {
    expect(text).toContain(`${PRIVACY_POLICY.responseDays} days`);
    expect(text).toContain(`${PRIVACY_POLICY.extendedResponseDays} days`);
    expect(text).toContain(`${PRIVACY_POLICY.retention.customerDataYearsAfterRelationship} years`);
    expect(text).toContain(`${PRIVACY_POLICY.retention.paymentRecordYears} years`);
    expect(text).toContain(`${PRIVACY_POLICY.retention.communicationRecordYears} years`);
    expect(text).toContain(`Website measurement records: ${PRIVACY_POLICY.retention.measurementEventDays} days`);
    expect(text).toContain(BUSINESS.phone.display);
    expect(text).toContain(BUSINESS.email);
    expect(text).toContain(BUSINESS.legalName);
  });

  it("describes what the site actually collects", () => {
    for (const phrase of [
      "Contact form messages",
      "Dove",
      "Estimate inputs",
      "third-party",
      "no user accounts",
      "without cookies",
      "IP address",
      "Global Privacy Control",
      "Do Not Track",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("carries the shared effective and last-updated date", () => {
    expect(PRIVACY_POLICY_DOCUMENT.effectiveDate).toBe(LEGAL_EFFECTIVE_DATE);
    expect(PRIVACY_POLICY_DOCUMENT.lastUpdated).toBe(LEGAL_EFFECTIVE_DATE);
    expect(PRIVACY_POLICY_DOCUMENT.sections).toBe(PRIVACY_POLICY_SECTIONS);
    expect(LEGAL_EFFECTIVE_DATE).toBe("January 1, 2025");
  });
});

describe("terms of service", () => {
  const text = plainText(TERMS_SECTIONS);

  it("has its 14 sections in order", () => {
    expect(TERMS_SECTIONS.map((section) => section.id)).toEqual([
      "agreement-overview",
      "service-description",
      "pricing-and-payment",
      "scheduling-and-cancellations",
      "client-responsibilities",
      "insurance-and-liability",
      "quality-assurance",
      "termination",
      "confidentiality",
      "staff",
      "force-majeure",
      "dispute-resolution",
      "contact",
      "changes",
    ]);
    expectWellFormed(TERMS_SECTIONS);
  });

  it("lists what is and is not included", () => {
    const description = TERMS_SECTIONS.find((section) => section.id === "service-description")?.bodyHtml ?? "";
    expect(description).toContain("<strong>Included</strong>");
    expect(description).toContain("<strong>Not included:</strong>");
    expect(description.match(/<ul>/g)).toHaveLength(2);
  });

  it("quotes every payment, booking, guarantee and terms constant", () => {
    const expected = [
      `${PAYMENT_TERMS.dueWithinDaysOfCompletion} days`,
      `${PAYMENT_TERMS.lateFeePercent}% late fee`,
      `${PAYMENT_TERMS.lateFeeAfterDaysOverdue} days overdue`,
      `${PAYMENT_TERMS.suspensionAfterDaysOverdue} days overdue`,
      ...PAYMENT_TERMS.methods,
      `${PAYMENT_TERMS.priceChangeNoticeDays} days' written notice`,
      "once a year",
      "refunds are not issued",
      `${BOOKING_POLICY.bookingNoticeHours} hours' notice`,
      `${BOOKING_POLICY.cancellationNoticeHours} hours' notice`,
      `${TERMS_POLICY.sameDayCancellationChargePercent}%`,
      `${BOOKING_POLICY.arrivalWindowHours}-hour arrival windows`,
      `${BOOKING_POLICY.recurringRescheduleNoticeHours.min}-${BOOKING_POLICY.recurringRescheduleNoticeHours.max} hours`,
      `within ${TERMS_POLICY.claimWindowHours} hours`,
      `within ${SATISFACTION_GUARANTEE.reportWithinHours} hours`,
      `within ${SATISFACTION_GUARANTEE.recleanWithinHours} hours`,
      `${TERMS_POLICY.terminationNoticeDays} days' written notice`,
      `returned within ${TERMS_POLICY.keyReturnHours} hours`,
      `${TERMS_POLICY.nonSolicitationYears} years`,
      TERMS_POLICY.liabilityCap,
      dollars(TERMS_POLICY.generalLiabilityCoverageDollars),
      dollars(TERMS_POLICY.bondingDollars),
      "Colorado",
      "Douglas County",
      BUSINESS.phone.display,
      BUSINESS.email,
      LEGAL_EFFECTIVE_DATE,
    ];
    for (const phrase of expected) expect(text, phrase).toContain(phrase);
    // Spot-check the rendered figures the spec states.
    expect(text).toContain("$2,000,000");
    expect(text).toContain("$25,000");
    expect(text).toContain("5%");
  });

  it("carries the shared effective and last-updated date", () => {
    expect(TERMS_DOCUMENT.effectiveDate).toBe(LEGAL_EFFECTIVE_DATE);
    expect(TERMS_DOCUMENT.lastUpdated).toBe(LEGAL_EFFECTIVE_DATE);
    expect(TERMS_DOCUMENT.sections).toBe(TERMS_SECTIONS);
  });
});
