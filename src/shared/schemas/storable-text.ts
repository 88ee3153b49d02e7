import type { z } from "zod";

/**
 * NUL (PostgreSQL text cannot hold it) and half of a surrogate pair (not a character at all;
 * jsonb refuses it): a string of anything else is storable.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the character this pattern exists to refuse
const STORABLE = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** A string schema that refuses what the database cannot store, naming the field. */
export function storable(schema: z.ZodString, label: string): z.ZodString {
  return schema.regex(STORABLE, `${label} contains a character that cannot be stored`);
}

const LINE_BREAKS = /[\n\r\v\f\u0085\u2028\u2029]/g;
/**
 * Controls and Unicode format characters: the bidirectional overrides and isolates that make
 * "Bob \u202Egnp.exe" read as "Bob exe.png", zero-width spaces and joiners, the BOM. Nobody types
 * them into a name or an address; pasted in, they disguise what the owner reads.
 */
const HIDDEN_IN_LINE = /[\p{Cc}\p{Cf}]/u;
/**
 * In free text the same, but for the tab and line breaks people do type, and the zero-width
 * joiners (U+200C, U+200D) that emoji sequences and several scripts are written with.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern refuses
const HIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|(?![\u200C\u200D])\p{Cf}/u;

/**
 * A one-line field (a name, a street, a city), trimmed: no line break, control or invisible
 * character, each refused with a message naming the field. Such fields end up in emails, the
 * owner's pages and calendar files, where a line break or a direction override changes what
 * the reader sees.
 */
export function singleLine(schema: z.ZodString, label: string): z.ZodString {
  return storable(schema, label)
    .trim()
    .refine((value) => value.replace(LINE_BREAKS, "") === value, `${label} must be on one line`)
    .refine(
      // A line break is reported once, by the check above.
      (value) => !HIDDEN_IN_LINE.test(value.replace(LINE_BREAKS, "")),
      `${label} contains a hidden character we can't accept`,
    );
}

/** Free text (notes, a message), trimmed: line breaks and tabs allowed, other hidden characters refused. */
export function multiLine(schema: z.ZodString, label: string): z.ZodString {
  return storable(schema, label)
    .trim()
    .refine((value) => !HIDDEN_IN_TEXT.test(value), `${label} contains a hidden character we can't accept`);
}
