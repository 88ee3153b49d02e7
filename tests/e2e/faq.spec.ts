import type { Page } from "@playwright/test";
import { FAQ_CATEGORY_TILES, faqPlainText, faqsOf, searchFaqs } from "#shared/content/faq-page";
import { SHIPPED_COPY } from "../support/site-facts";
import { expectFaqOpen, faqQuestions, faqSummary } from "./support/faq-accordion";
import { expect, test } from "./support/fixtures";

// The server under test serves the shipped facts (revision 1), its copy filled.
const FAQ_GROUPS = SHIPPED_COPY.faqs;
const ALL_FAQS = faqsOf(FAQ_GROUPS);

const EMPTY_TITLE = "No results found";
const EMPTY_TEXT = "We couldn't find any FAQs matching your search. Try different keywords or contact us directly.";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search FAQs" });
const questionButtons = (page: Page) => faqQuestions(page.getByRole("main"));
const tileHeading = (page: Page, title: string) => page.getByRole("heading", { level: 3, name: title, exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
});

test("lists every FAQ by group, shows the topic tiles and publishes FAQPage JSON-LD", async ({ page }) => {
  for (const group of FAQ_GROUPS) {
    await expect(page.getByRole("heading", { level: 2, name: group.title, exact: true })).toBeVisible();
  }
  await expect(questionButtons(page)).toHaveCount(ALL_FAQS.length);
  for (const tile of FAQ_CATEGORY_TILES) await expect(tileHeading(page, tile.title)).toBeVisible();

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = jsonLd
    .map((text) => JSON.parse(text) as { "@type": string; mainEntity?: { name: string }[] })
    .find((data) => data["@type"] === "FAQPage");
  expect(faqPage?.mainEntity?.map((question) => question.name)).toEqual(ALL_FAQS.map((faq) => faq.question));
});

test("search is case-insensitive, matches answer text and hides the tiles", async ({ page }) => {
  // A word that appears only in answers, never in a question.
  const word = "lockbox";
  const expected = searchFaqs(word, ALL_FAQS);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.every((faq) => !faq.question.toLowerCase().includes(word))).toBe(true);
  expect(expected.every((faq) => faqPlainText(faq).toLowerCase().includes(word))).toBe(true);

  await searchBox(page).fill("LockBox");
  await expect(questionButtons(page)).toHaveCount(expected.length);
  for (const faq of expected) await expect(faqSummary(page, faq.question)).toBeVisible();
  for (const tile of FAQ_CATEGORY_TILES) await expect(tileHeading(page, tile.title)).toBeHidden();

  // Results span groups: "pets" matches questions in more than one group.
  const pets = searchFaqs("pets", ALL_FAQS);
  const groupsWithPets = FAQ_GROUPS.filter((group) => searchFaqs("pets", group.faqs).length > 0);
  expect(groupsWithPets.length).toBeGreaterThan(1);
  await searchBox(page).fill("PETS");
  await expect(questionButtons(page)).toHaveCount(pets.length);
  for (const group of groupsWithPets)
    await expect(page.getByRole("heading", { level: 2, name: group.title, exact: true })).toBeVisible();

  await searchBox(page).fill("");
  await expect(questionButtons(page)).toHaveCount(ALL_FAQS.length);
  for (const tile of FAQ_CATEGORY_TILES) await expect(tileHeading(page, tile.title)).toBeVisible();
});

test("a search without matches shows the empty state, and clearing it brings everything back", async ({ page }) => {
  await searchBox(page).fill("xylophone");
  await expect(page.getByRole("heading", { name: EMPTY_TITLE })).toBeVisible();
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
  await expect(questionButtons(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Clear search", exact: true }).click();
  await expect(searchBox(page)).toHaveValue("");
  await expect(page.getByRole("heading", { name: EMPTY_TITLE })).toBeHidden();
  await expect(questionButtons(page)).toHaveCount(ALL_FAQS.length);
});

test("the first question starts open and several can be open at once", async ({ page }) => {
  const [first, second] = ALL_FAQS;
  const main = page.getByRole("main");
  await expectFaqOpen(main, first!.question, true);
  await expectFaqOpen(main, second!.question, false);
  await expect(main.locator("details[open]")).toHaveCount(1);

  await faqSummary(main, second!.question).click();
  await expectFaqOpen(main, first!.question, true);
  await expectFaqOpen(main, second!.question, true);

  await faqSummary(main, first!.question).click();
  await expectFaqOpen(main, first!.question, false);
  await expectFaqOpen(main, second!.question, true);
});

test("the contact section offers a phone link, live chat and the contact page", async ({ page }) => {
  const section = page.getByRole("region", { name: "Still have questions?" });
  await expect(section.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/);

  await page.evaluate(() =>
    window.addEventListener("dove:open", () => document.body.setAttribute("data-chat-requested", "yes")),
  );
  await section.getByRole("button", { name: "Start Chat" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-chat-requested", "yes");
  // The panel opens (on a phone it fills the screen); closing it hands the page back.
  const chat = page.getByRole("dialog", { name: "Chat with Dove" });
  await chat.getByRole("button", { name: "Close chat" }).click();
  await expect(chat).toBeHidden();

  await section.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
});
