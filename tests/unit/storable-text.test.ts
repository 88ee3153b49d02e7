import { describe, expect, it } from "vitest";
import { z } from "zod";
import { multiLine, singleLine, storable } from "#shared/schemas/storable-text";

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

const Name = singleLine(z.string(), "Name");
const Notes = multiLine(z.string(), "Notes");
const firstMessage = (schema: z.ZodType, text: string) => schema.safeParse(text).error?.issues[0]?.message;

/** Bidirectional overrides, isolates and marks, zero-width characters, the BOM inside a word. */
const HIDDEN = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
  "\u200B",
  "\u2060",
  "\uFEFF",
];

describe("one-line fields (names, streets, cities)", () => {
  it("accept names and addresses as people write them, trimmed", () => {
    for (const text of ["Zoë Núñez-O'Brien", "李小龙", "محمد", "12½ Elm St. #4", "  Pat Booker \t"])
      expect(Name.safeParse(text).data, text).toBe(text.trim());
  });

  it("refuse a line break anywhere inside, of any kind, saying the field must be on one line", () => {
    for (const text of [
      "Refund ready\nClaim: http://evil.example",
      "a\rb",
      "a\r\nb",
      "a\u2028b",
      "a\u2029b",
      "a\u0085b",
    ])
      expect(firstMessage(Name, text), JSON.stringify(text)).toBe("Name must be on one line");
  });

  it("refuse control, bidirectional and zero-width characters, naming the field", () => {
    for (const hidden of [...HIDDEN, "\u200C", "\u200D", "\t", "\u0007", "\u001B", "\u007F", "\u009B", "\u00AD"]) {
      const text = `Bob ${hidden}gnp.exe Admin`;
      expect(firstMessage(Name, text), JSON.stringify(hidden)).toBe("Name contains a hidden character we can't accept");
    }
  });
});

describe("free text (notes, messages)", () => {
  it("keeps line breaks, tabs, emoji and the joiners emoji are written with", () => {
    for (const text of ["Gate code 1234\nDog in the yard", "a\r\nb", "col\tcol", "👨‍👩‍👧 family of three", "می‌خواهم"])
      expect(Notes.safeParse(text).data, text).toBe(text);
  });

  it("refuses bidirectional, zero-width and control characters, naming the field", () => {
    for (const hidden of [...HIDDEN, "\u0007", "\u000B", "\u000C", "\u001B", "\u007F", "\u0085", "\u2028"]) {
      expect(firstMessage(Notes, `see ${hidden}this`), JSON.stringify(hidden)).toBe(
        "Notes contains a hidden character we can't accept",
      );
    }
  });
});
