import { describe, expect, it } from "vitest";
import { replySegments } from "#client/features/chat/reply-segments";
import { BUSINESS } from "#shared/facts/defaults/business";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";

const segmentsOf = (message: string) => replySegments(message, SHIPPED_CORE_FACTS);
const text = (segments: ReturnType<typeof replySegments>) => segments.map((s) => s.text).join("");

describe("replySegments", () => {
  it("turns real site paths into site links and keeps the rest as text", () => {
    const reply = "Try the calculator at /pricing, or see /parker-co-cleaning. Book at /booking.";
    const segments = segmentsOf(reply);
    expect(segments.filter((s) => s.kind === "site").map((s) => s.text)).toEqual([
      "/pricing",
      "/parker-co-cleaning",
      "/booking",
    ]);
    expect(text(segments)).toBe(reply);
  });

  it("leaves unknown paths, parts of other URLs and glued paths as text", () => {
    for (const reply of [
      "See /not-a-page today",
      "https://other.example.org/pricing",
      "a/pricing",
      "/faq_x",
      "/pricing/extra",
      "/Pricing",
    ]) {
      expect(segmentsOf(reply)).toEqual([{ kind: "text", text: reply }]);
    }
  });

  it("links a path after a bracket or quote, and at the very start", () => {
    expect(segmentsOf("(/faq)")).toEqual([
      { kind: "text", text: "(" },
      { kind: "site", text: "/faq", path: "/faq" },
      { kind: "text", text: ")" },
    ]);
    expect(segmentsOf("/contact")).toEqual([{ kind: "site", text: "/contact", path: "/contact" }]);
  });

  it("links the booking page, phone and email to where they lead; the provider's page only in its mode", () => {
    const segments = segmentsOf(
      `Book: /booking (not ${BUSINESS.bookingUrl}). Call ${BUSINESS.phoneDisplay} or write ${BUSINESS.email}.`,
    );
    expect(BUSINESS.booking.mode).toBe("site");
    expect(segments.filter((s) => s.kind === "external")).toEqual([
      { kind: "external", text: BUSINESS.phoneDisplay, href: BUSINESS.phoneHref },
      { kind: "external", text: BUSINESS.email, href: `mailto:${BUSINESS.email}` },
    ]);
    expect(segments.filter((s) => s.kind === "site").map((s) => s.text)).toEqual(["/booking"]);
  });

  it("keeps markup as plain text", () => {
    const reply = "<img src=x onerror=alert(1)> <b>bold</b>";
    expect(segmentsOf(reply)).toEqual([{ kind: "text", text: reply }]);
    // A quoted path still becomes a link, but every character of the markup stays text.
    const anchor = '<a href="/pricing">x</a>';
    expect(text(segmentsOf(anchor))).toBe(anchor);
  });
});
