import { describe, expect, it } from "vitest";
import { addressKey, bookingIdentity, emailKey, phoneKey } from "#shared/booking/booking-identity";

describe("booking identity keys", () => {
  it("email: case, spaces, +tags and Gmail's dots do not make a new address", () => {
    expect(emailKey(" Pat.Booker@Example.COM ")).toBe("pat.booker@example.com");
    expect(emailKey("pat.booker+walkthrough2@example.com")).toBe("pat.booker@example.com");
    expect(emailKey("P.a.t.Booker+x@googlemail.com")).toBe("patbooker@gmail.com");
    expect(emailKey("patbooker@gmail.com")).toBe("patbooker@gmail.com");
  });

  it("email: different mailboxes stay different", () => {
    expect(emailKey("pat.booker@example.com")).not.toBe(emailKey("patbooker@example.com"));
    expect(emailKey("pat@example.com")).not.toBe(emailKey("pat@example.net"));
    expect(emailKey("+tag@example.com")).toBe("+tag@example.com");
  });

  it("phone: the ten digits, whatever the punctuation or a leading 1", () => {
    for (const phone of ["(303) 555-0177", "303.555.0177", "+1 303 555 0177", "3035550177", "1-303-555-0177"])
      expect(phoneKey(phone)).toBe("3035550177");
    expect(phoneKey("(303) 555-0178")).not.toBe(phoneKey("(303) 555-0177"));
  });

  it("address: the brief's example and the usual ways of writing one unit are one key", () => {
    const key = addressKey("12 Elm St., Apt 4", "80134");
    expect(key).toBe("80134 12 elm st #4");
    for (const street of [
      "12 elm st #4",
      "12 Elm Street, Unit 4",
      "12  ELM ST  Suite 4",
      "12 Elm St Ste. 4",
      "12 Elm St. Apt. #4",
      "12 Elm St, Apartment 4",
    ])
      expect(addressKey(street, " 80134")).toBe(key);
  });

  it("address: directions, street types and unit letters are normalised", () => {
    expect(addressKey("400 North Main Avenue", "80104")).toBe(addressKey("400 N. Main Ave", "80104"));
    expect(addressKey("9 Oak Ct Apt 4-B", "80134")).toBe(addressKey("9 oak court #4B", "80134"));
  });

  it("address: another house, street, unit or ZIP is another address", () => {
    const key = addressKey("12 Elm St Apt 4", "80134");
    expect(addressKey("12 Elm St Apt 5", "80134")).not.toBe(key);
    expect(addressKey("12 Elm St", "80134")).not.toBe(key);
    expect(addressKey("14 Elm St Apt 4", "80134")).not.toBe(key);
    expect(addressKey("12 Elm Ave Apt 4", "80134")).not.toBe(key);
    expect(addressKey("12 Elm St Apt 4", "80138")).not.toBe(key);
  });

  it("bookingIdentity gives all three", () => {
    expect(
      bookingIdentity({ email: "A@B.example", phone: "(720) 555-0101", street: "1 Main St", zip: "80134" }),
    ).toEqual({ emailKey: "a@b.example", phoneKey: "7205550101", addressKey: "80134 1 main st" });
  });
});
