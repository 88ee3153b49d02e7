/** Number words visitors type instead of digits ("four bedrooms", "two dogs"). */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** Matches a digit count ("3", "2.5") or a number word. */
export const COUNT_PATTERN = `(\\d{1,2}(?:\\.5)?|${Object.keys(NUMBER_WORDS).join("|")})`;

/** "3" -> 3, "2.5" -> 2.5, "four" -> 4; anything else -> undefined. */
export function countValue(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  const word = NUMBER_WORDS[token];
  if (word !== undefined) return word;
  const value = Number(token);
  return Number.isFinite(value) ? value : undefined;
}
