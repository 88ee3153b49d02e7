/**
 * Number formatting without Intl. A page's first Intl call loads the locale data, which took
 * 30-60 ms of a phone-class main thread while the page started (several times that on a slow
 * phone), so what every page shows is formatted by hand; tests hold it equal to Intl's en-US.
 */

/** 2400 -> "2,400"; -1234567 -> "-1,234,567" (whole numbers, rounded). */
export function groupThousands(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}

/** 123400 -> "$1,234" (rounded to whole dollars); a negative amount reads "-$5". */
export function wholeDollars(dollars: number): string {
  const rounded = Math.round(dollars);
  return `${rounded < 0 ? "-" : ""}$${groupThousands(Math.abs(rounded))}`;
}
