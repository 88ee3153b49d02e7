import { describe, expect, it } from "vitest";
import { PRIVACY_POLICY } from "#shared/business/policies";
import { businessDay } from "#shared/business/hours";
import { PRIVACY_POLICY_SECTIONS } from "#shared/content/legal/privacy";
import { describeIdentifier, phoneDigits, phonePattern, PrivacyIdentifierSchema } from "#shared/privacy/identifier";
import { daysUntil, requestReference, responseDueOn } from "#shared/privacy/request-kinds";
import { RETENTION_RULES, retentionCutoff } from "#server/privacy/retention";

describe("privacy identifiers", () => {
  it("normalise an email address to lower case and a phone number to its digits", () => {
    expect(PrivacyIdentifierSchema.parse("  Jane.Doe@Example.COM ")).toEqual({
      kind: "email",
      value: "jane.doe@example.com",
    });
    for (const spelling of ["720-555-0187", "(720) 555 0187", "+1 720.555.0187", "17205550187", "720/555/0187"]) {
      expect(PrivacyIdentifierSchema.parse(spelling)).toEqual({ kind: "phone", value: "7205550187" });
    }
    expect(describeIdentifier({ kind: "phone", value: "7205550187" })).toBe("720-555-0187");
  });

  it("refuse what is neither, naming the problem", () => {
    for (const bad of ["", "   ", "jane@", "call me", "555-01", "720-555-0187 ext. 4", "1234567890123456"]) {
      const result = PrivacyIdentifierSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/email address|phone number/);
    }
  });

  it("find a phone number in free text however it is written, and not inside a longer number", () => {
    const pattern = new RegExp(phonePattern(phoneDigits("720-555-0187")));
    for (const text of [
      "call 720-555-0187 please",
      "(720) 555-0187",
      "+1 (720) 555 0187",
      "7205550187",
      "my cell: 720.555.0187.",
    ])
      expect(text).toMatch(pattern);
    for (const text of ["27205550187", "72055501870", "720-555-0188", "720-555-01879"])
      expect(text).not.toMatch(pattern);
  });
});

describe("privacy request deadlines", () => {
  it("are the policy's 45 days after the request arrived, 90 once extended", () => {
    expect(PRIVACY_POLICY.responseDays).toBe(45);
    expect(responseDueOn("2026-11-25", false)).toBe("2027-01-09");
    expect(responseDueOn("2026-11-25", true)).toBe("2027-02-23");
    expect(daysUntil("2027-01-09", "2026-11-25")).toBe(PRIVACY_POLICY.responseDays);
    expect(daysUntil("2026-11-20", "2026-11-25")).toBe(-5);
  });

  it("count the day in Colorado, and give each request a short reference", () => {
    expect(businessDay(new Date("2026-11-25T05:30:00Z"))).toBe("2026-11-24");
    expect(businessDay(new Date("2026-11-25T08:00:00Z"))).toBe("2026-11-25");
    expect(requestReference("3f9a2c1b-0000-4000-8000-000000000000")).toBe("PR-3F9A2C1B");
  });
});

describe("retention rules", () => {
  it("take every period from the privacy policy, which states the same figures", () => {
    const { communicationRecordYears, auditRecordYears, customerDataYearsAfterRelationship } = PRIVACY_POLICY.retention;
    expect(Object.fromEntries(RETENTION_RULES.map((rule) => [rule.kind, rule.period]))).toEqual({
      "contact-messages": { years: communicationRecordYears },
      "chat-conversations": { years: communicationRecordYears },
      bookings: { years: customerDataYearsAfterRelationship },
      estimates: { years: communicationRecordYears },
      "audit-entries": { years: auditRecordYears },
      "privacy-requests": { years: auditRecordYears },
      "measurement-events": { days: PRIVACY_POLICY.retention.measurementEventDays },
      // Shared state and bookkeeping, not personal data the policy lists: their own technical periods.
      "owner-sessions": { days: 0 },
      "rate-limit-counters": { days: 0 },
      "booking-proofs": { days: 0 },
      "dove-token-days": { days: 90 },
      "scheduled-runs": { days: 90 },
      "failed-jobs": { days: 90 },
    });
    const retention = PRIVACY_POLICY_SECTIONS.find((section) => section.id === "retention")?.bodyHtml ?? "";
    expect(retention).toContain(
      `Communication records</strong> (contact messages and chat conversations): <strong>${communicationRecordYears} years`,
    );
    expect(retention).toMatch(new RegExp(`access to personal data</strong>.*<strong>${auditRecordYears} years`));
    expect(retention).toMatch(
      new RegExp(`walkthroughs booked on this website.*<strong>${customerDataYearsAfterRelationship} years`),
    );
  });

  it("cut off at the same calendar instant the given number of years or days before", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(retentionCutoff(now, { years: 2 }).toISOString()).toBe("2024-11-25T10:00:00.000Z");
    expect(retentionCutoff(now, { days: 30 }).toISOString()).toBe("2026-10-26T10:00:00.000Z");
  });
});
