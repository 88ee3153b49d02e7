import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No merge step: a component's own utilities are never overridden by its
 * caller's (colours, padding and sizes are variants, see components/ui/card.tsx), so no two
 * classes on an element set the same property. The prerendered pages are checked for it
 * (tests/e2e/prerendered-pages.spec.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
