import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { longDate, shortMonth } from "#shared/format/dates";
import { listAnd, listOr } from "#shared/format/lists";
import { groupThousands, wholeDollars } from "#shared/format/numbers";

// The hand-written formatters must print exactly what Intl's en-US formats print.
describe("formatting without Intl", () => {
  it("groups thousands as en-US does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(groupThousands(value)).toBe(value.toLocaleString("en-US"));
      }),
    );
    expect(groupThousands(2_000_000)).toBe("2,000,000");
    expect(groupThousands(999)).toBe("999");
  });

  it("writes whole dollars as Intl's USD currency format with no cents", () => {
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (value) => {
        expect(wholeDollars(value)).toBe(usd.format(value));
      }),
    );
    expect(wholeDollars(1234.4)).toBe("$1,234");
  });

  it("joins lists with the serial comma, as Intl.ListFormat does", () => {
    const and = new Intl.ListFormat("en-US", { type: "conjunction" });
    const or = new Intl.ListFormat("en-US", { type: "disjunction" });
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { maxLength: 6 }), (items) => {
        expect(listAnd(items)).toBe(and.format(items));
        expect(listOr(items)).toBe(or.format(items));
      }),
    );
  });

  it("prints calendar dates on their UTC day, as Intl's long date style does", () => {
    const long = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    const month = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (date) => {
          expect(longDate(date)).toBe(long.format(date));
          expect(shortMonth(date)).toBe(month.format(date));
        },
      ),
    );
    expect(longDate("2024-03-18")).toBe("March 18, 2024");
  });
});
