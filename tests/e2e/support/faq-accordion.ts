import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

type Scope = Page | Locator;

const pageOf = (scope: Scope): Page =>
  "page" in scope && typeof scope.page === "function" ? scope.page() : (scope as Page);
const questionHeading = (scope: Scope, question: string) =>
  pageOf(scope).getByRole("heading", { name: question, exact: true });

/** The FAQ accordions are native `<details>`: one per question, its summary holding the question heading. */
export const faqItems = (scope: Scope) => scope.locator("details");

/** The questions an accordion lists, in order (the summaries' text). */
export const faqQuestions = (scope: Scope) => faqItems(scope).locator("summary");

/** The clickable summary of one question. */
export const faqSummary = (scope: Scope, question: string) =>
  faqQuestions(scope).filter({ has: questionHeading(scope, question) });

/** Checks a question's open state as a visitor sees it: the details element and its answer's visibility. */
export async function expectFaqOpen(scope: Scope, question: string, open: boolean): Promise<void> {
  const item = faqItems(scope).filter({ has: questionHeading(scope, question) });
  await expect(item).toHaveJSProperty("open", open);
  const answer = item.locator(":scope > div");
  if (open) await expect(answer).toBeVisible();
  else await expect(answer).toBeHidden();
}
