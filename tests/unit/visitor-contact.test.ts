import { describe, expect, it } from "vitest";
import { asksForCallBack, emailIn, hasPhoneNumber } from "#shared/inbox/visitor-contact";

describe("a chat visitor's contact details, read from what they typed", () => {
  it("finds the first well-formed email address inside a sentence, lower-cased", () => {
    expect(emailIn(["hi", "sure, it's Jo.Smith+home@Example.com."])).toBe("jo.smith+home@example.com");
    expect(emailIn(["write to (a@b.co) or c@d.org"])).toBe("a@b.co");
    expect(emailIn(["my email is jo@", "@handle on insta", "no address here"])).toBeNull();
  });

  it("recognises a phone number written the usual ways, not prices, dates or square feet", () => {
    for (const text of ["720-555-0187", "call (720) 555 0187", "+1 720.555.0187 please", "7205550187"])
      expect(hasPhoneNumber(text), text).toBe(true);
    for (const text of ["1,800 sq ft", "$129.00", "2026-12-01", "555-0187", "order 12345678901234"])
      expect(hasPhoneNumber(text), text).toBe(false);
  });

  it("flags a call back only when the visitor left a number and asked to be called", () => {
    expect(asksForCallBack(["Can someone call me back?", "720-555-0187"])).toBe(true);
    expect(asksForCallBack(["please give me a call at (303) 555-0142"])).toBe(true);
    expect(asksForCallBack(["I'd like a callback", "my cell is +1 303 555 0142"])).toBe(true);
    // A number without the request, the request without a number, and asking for the business's number.
    expect(asksForCallBack(["my number is 303-555-0142", "how much is a deep clean?"])).toBe(false);
    expect(asksForCallBack(["please call me back"])).toBe(false);
    expect(asksForCallBack(["what's your phone number?", "I'll call you at 303-555-0142 tomorrow"])).toBe(false);
  });
});
