import { describe, expect, it } from "vitest";
import { z } from "zod";
import { storable } from "#shared/schemas/storable-text";

const Field = storable(z.string(), "Field");

describe("storable text", () => {
  it("accepts any text, emoji (surrogate pairs) included", () => {
    for (const text of ["", "plain", "naïve café", "🏠 clean 🧹", "line\nbreak\ttab"])
      expect(Field.safeParse(text).success, text).toBe(true);
  });

  it("refuses NUL and lone halves of surrogate pairs, naming the field", () => {
    for (const text of ["a\u0000b", "\uD800", "x\uDC00", "\uDBFF\uDBFF"]) {
      const result = Field.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Field contains a character that cannot be stored");
    }
  });
});
