import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { BUSINESS } from "#shared/facts/defaults/business";
import { DEEP_CLEANS_PER_YEAR, SERVICES, SERVICE_DURATIONS } from "#shared/facts/defaults/catalog";
import { deepVsStandardGuide } from "#shared/content/deep-vs-standard-guide";
import {
  checklistItemCount,
  walkthroughChecklist,
  walkthroughChecklistText,
} from "#shared/content/walkthrough-checklist";
import { PLANNER_QUESTIONS, type PlannerAnswers } from "#shared/planner/questions";
import { plannerResult, plannerEstimatePrefill } from "#shared/planner/results";
import { isSitePath } from "#shared/site/public-pages";
import { hrefsIn } from "#shared/site/routes";
import { scorePlanner, type PlannerScores, type RecommendedFrequency } from "#shared/planner/score";
import { expectFaqOpen, faqSummary } from "./support/faq-accordion";
import { expect, test } from "./support/fixtures";
import { recordEvents } from "./support/measurement-events";
import { SHIPPED_CORE_FACTS, SHIPPED_FACTS } from "../support/site-facts";

const PLANNER = "/resources/frequency-planner";
const CHECKLIST = "/resources/walkthrough-checklist";
const GUIDE = "/resources/deep-clean-vs-standard";
// The server under test serves the shipped facts (revision 1).
const {
  faqs: GUIDE_FAQS,
  tasksInBoth: GUIDE_TASKS_IN_BOTH,
  deepOnlyTasks: GUIDE_DEEP_ONLY_TASKS,
} = deepVsStandardGuide(SHIPPED_CORE_FACTS);
const WALKTHROUGH_CHECKLIST = walkthroughChecklist(SHIPPED_CORE_FACTS);

const escapeRegExp = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

async function readJsonLd(page: Page): Promise<unknown[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("resources hub", () => {
  test("shows three tools and one guide, each linking to its page", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1, name: "Cleaning Tools & Guides" })).toBeVisible();
    const tools = page.getByRole("region", { name: "Free Planning Tools" });
    for (const [title, href] of [
      ["Estimate Calculator", "/resources/estimate-calculator"],
      ["Walkthrough Checklist", CHECKLIST],
      ["Frequency Planner", PLANNER],
    ] as const) {
      await expect(tools.getByRole("heading", { level: 3, name: title })).toBeVisible();
      await expect(tools.getByRole("link", { name: new RegExp(title) })).toHaveAttribute("href", href);
    }
    const guides = page.getByRole("region", { name: "Cleaning Guides" });
    await expect(guides.getByRole("link", { name: /Deep Clean vs Standard Clean/ })).toHaveAttribute("href", GUIDE);

    await tools.getByRole("link", { name: /Frequency Planner/ }).click();
    await expect(page).toHaveURL(new RegExp(`${PLANNER}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Cleaning Frequency Planner" })).toBeVisible();
  });
});

test.describe("frequency planner", () => {
  const progress = (page: Page) => page.getByRole("progressbar", { name: "Quiz progress" });
  const next = (page: Page) => page.getByRole("button", { name: /^(Next|Get My Plan)$/ });

  async function answer(page: Page, answers: PlannerAnswers) {
    for (const question of PLANNER_QUESTIONS) {
      await expect(page.getByRole("heading", { level: 2, name: question.question })).toBeVisible();
      const option = question.options.find((candidate) => candidate.value === answers[question.key])!;
      await page.getByRole("radio", { name: escapeRegExp(option.label) }).check();
      await next(page).click();
    }
  }

  /** Every answer combination, scored with the shared engine. */
  const ALL_ANSWERS: PlannerAnswers[] = PLANNER_QUESTIONS.reduce<Partial<PlannerAnswers>[]>(
    (combos, question) =>
      combos.flatMap((combo) => question.options.map((option) => ({ ...combo, [question.key]: option.value }))),
    [{}],
  ) as PlannerAnswers[];

  function findAnswers(
    predicate: (scores: PlannerScores, recommendation: RecommendedFrequency) => boolean,
  ): PlannerAnswers {
    const found = ALL_ANSWERS.find((answers) => {
      const { scores, recommendation } = scorePlanner(answers);
      return predicate(scores, recommendation);
    });
    if (!found) throw new Error("no answer set matches");
    return found;
  }

  test("Next waits for an answer, Previous is disabled on the first question, and the bar shows percent complete", async ({
    page,
  }) => {
    await page.goto(PLANNER);
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    for (const [index, question] of PLANNER_QUESTIONS.entries()) {
      const percent = Math.round(((index + 1) / PLANNER_QUESTIONS.length) * 100);
      await expect(progress(page)).toHaveAttribute("aria-valuenow", String(percent));
      await expect(page.getByText(`Question ${index + 1} of ${PLANNER_QUESTIONS.length}`)).toBeVisible();
      await expect(page.getByText(`${percent}% complete`)).toBeVisible();
      const isLast = index === PLANNER_QUESTIONS.length - 1;
      const button = page.getByRole("button", { name: isLast ? "Get My Plan" : "Next" });
      await expect(button).toBeDisabled();
      if (index > 0) await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();
      await page.getByRole("radio", { name: escapeRegExp(question.options[0]!.label) }).check();
      await expect(button).toBeEnabled();
      if (!isLast) await button.click();
    }

    // Going back keeps the earlier answer.
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "80");
    await expect(
      page.getByRole("radio", { name: escapeRegExp(PLANNER_QUESTIONS[3]!.options[0]!.label) }),
    ).toBeChecked();
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  const TIE_CASES: {
    name: string;
    expected: RecommendedFrequency;
    predicate: (s: PlannerScores, r: RecommendedFrequency) => boolean;
  }[] = [
    {
      name: "weekly ties bi-weekly: weekly wins",
      expected: "weekly",
      predicate: (s) => s.weekly === s.biweekly && s.weekly > s.monthly,
    },
    {
      name: "weekly ties monthly: weekly wins",
      expected: "weekly",
      predicate: (s) => s.weekly === s.monthly && s.weekly > s.biweekly,
    },
    {
      name: "bi-weekly ties monthly: bi-weekly wins",
      expected: "bi-weekly",
      predicate: (s) => s.biweekly === s.monthly && s.biweekly > s.weekly,
    },
    {
      name: "monthly scores highest",
      expected: "monthly",
      predicate: (s) => s.monthly > s.weekly && s.monthly > s.biweekly,
    },
  ];

  for (const tieCase of TIE_CASES) {
    test(`recommends through the UI when ${tieCase.name}`, async ({ page }) => {
      const answers = findAnswers(tieCase.predicate);
      expect(scorePlanner(answers).recommendation).toBe(tieCase.expected);
      await page.goto(PLANNER);
      await answer(page, answers);
      const result = plannerResult(SHIPPED_FACTS, tieCase.expected);
      await expect(page.getByRole("heading", { level: 2, name: result.title })).toBeVisible();
      await expect(page.getByText(result.description)).toBeVisible();
      await expect(page.getByText(result.priceLabel)).toBeVisible();
      await expect(progress(page)).toHaveCount(0);
    });
  }

  test("the result links to the calculator pre-filled, and Take Quiz Again starts over", async ({ page }) => {
    const answers = findAnswers((_, recommendation) => recommendation === "bi-weekly");
    const prefill = plannerEstimatePrefill(answers, "bi-weekly");
    await page.goto(PLANNER);
    await answer(page, answers);

    const calculatorLink = page.getByRole("link", { name: "Estimate My Cost" });
    const href = new URL((await calculatorLink.getAttribute("href"))!, "http://site");
    expect(href.pathname).toBe("/resources/estimate-calculator");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      sqft: String(prefill.sqft),
      pets: String(prefill.pets),
      serviceType: prefill.serviceType,
    });
    const bookingHref = new URL(
      (await page.getByRole("link", { name: "Book a Free Walkthrough" }).getAttribute("href"))!,
      "http://site",
    );
    expect(bookingHref.pathname).toBe("/booking");
    expect(bookingHref.searchParams.get("frequency")).toBe("bi-weekly");

    await page.getByRole("button", { name: "Take Quiz Again" }).click();
    await expect(page.getByRole("heading", { level: 2, name: PLANNER_QUESTIONS[0]!.question })).toBeFocused();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "20");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

    await page.goto(PLANNER);
    await answer(page, answers);
    await page.getByRole("link", { name: "Estimate My Cost" }).click();
    await expect(page).toHaveURL(/\/resources\/estimate-calculator\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("sqft")).toBe(String(prefill.sqft));
    expect(url.searchParams.get("pets")).toBe(String(prefill.pets));
    expect(url.searchParams.get("serviceType")).toBe(prefill.serviceType);
  });
});

test.describe("walkthrough checklist", () => {
  const nameField = (page: Page) => page.getByLabel("Your name");
  const emailField = (page: Page) => page.getByLabel("Email address");
  const submit = (page: Page) => page.getByRole("button", { name: "Download Checklist" });

  test("shows the whole checklist on the page", async ({ page }) => {
    await page.goto(CHECKLIST);
    await expect(page.getByRole("heading", { level: 1, name: "Walkthrough Checklist" })).toBeVisible();
    for (const section of WALKTHROUGH_CHECKLIST)
      await expect(page.getByRole("heading", { level: 3, name: section.title })).toBeVisible();
    await expect(page.getByRole("region", { name: "The Checklist, Room by Room" }).getByRole("checkbox")).toHaveCount(
      checklistItemCount(WALKTHROUGH_CHECKLIST),
    );
    const firstItem = page.getByRole("checkbox", { name: WALKTHROUGH_CHECKLIST[0]!.items[0]! });
    await firstItem.check();
    await expect(firstItem).toBeChecked();
  });

  test("submit stays disabled until both name and email are filled", async ({ page }) => {
    await page.goto(CHECKLIST);
    await expect(submit(page)).toBeDisabled();
    await nameField(page).fill("Jane Doe");
    await expect(submit(page)).toBeDisabled();
    await emailField(page).fill("   ");
    await expect(submit(page)).toBeDisabled();
    await nameField(page).fill("");
    await emailField(page).fill("jane@example.com");
    await expect(submit(page)).toBeDisabled();
    await emailField(page).press("Enter");
    await expect(page.getByRole("heading", { name: "Download Started" })).toHaveCount(0);
    await nameField(page).fill("Jane Doe");
    await expect(submit(page)).toBeEnabled();
  });

  test("an invalid email shows the message and starts no download", async ({ page }) => {
    await page.goto(CHECKLIST);
    let downloads = 0;
    page.on("download", () => downloads++);
    await nameField(page).fill("Jane Doe");
    await emailField(page).fill("jane-at-example");
    await submit(page).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(emailField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Download Started" })).toHaveCount(0);
    expect(downloads).toBe(0);
  });

  test("a valid submit downloads the personalised checklist, sends nothing, and the back link returns to the form", async ({
    page,
  }) => {
    const events = await recordEvents(page);
    await page.goto(CHECKLIST);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`));
    await nameField(page).fill("Jane Doe");
    await emailField(page).fill("jane@example.com");
    const downloadEvent = page.waitForEvent("download");
    await submit(page).click();
    const download = await downloadEvent;

    expect(download.suggestedFilename()).toBe("bluebird-walkthrough-checklist-jane-doe.txt");
    const content = await readFile(await download.path(), "utf8");
    expect(content).toBe(walkthroughChecklistText("Jane Doe", SHIPPED_CORE_FACTS));
    expect(content).toContain("Prepared for Jane Doe");
    for (const section of WALKTHROUGH_CHECKLIST) expect(content).toContain(section.title.toUpperCase());
    // Nothing leaves with the name or email; the only call allowed is the cookieless page view
    // beacon, which fires on its own schedule after load.
    expect(requests.filter((request) => /jane/i.test(request))).toEqual([]);
    expect(
      requests.filter(
        (request) =>
          (!request.startsWith("GET ") || /\/(api|trpc)\//.test(request)) && !/^POST \S+\/api\/events /.test(request),
      ),
    ).toEqual([]);
    expect(events.kinds.filter((kind) => kind !== "pageview")).toEqual([]);

    await expect(page.getByRole("heading", { level: 2, name: "Download Started" })).toBeFocused();
    await expect(page.getByText("bluebird-walkthrough-checklist-jane-doe.txt")).toBeVisible();
    await page.getByRole("button", { name: "Back to the form" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Download Your Copy" })).toBeVisible();
    await expect(nameField(page)).toHaveValue("Jane Doe");
    await expect(submit(page)).toBeEnabled();
  });
});

test.describe("deep clean vs standard guide", () => {
  test("compares both cleans in a real table from the catalogue", async ({ page }) => {
    await page.goto(GUIDE);
    await expect(page.getByRole("heading", { level: 1, name: "Deep Clean vs Standard Clean" })).toBeVisible();
    const table = page.getByRole("table", { name: `${SERVICES.standard.name} compared with ${SERVICES.deep.name}` });
    await expect(table.getByRole("columnheader", { name: SERVICES.standard.name })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: SERVICES.deep.name })).toBeVisible();
    const row = (label: string) => table.getByRole("row", { name: new RegExp(`^${label}`) });
    await expect(row("What's included")).toBeVisible();
    await expect(row("Typical duration")).toContainText(SERVICE_DURATIONS.standard.label);
    await expect(row("Typical duration")).toContainText(SERVICE_DURATIONS.deep.label);
    await expect(row("Price model")).toContainText(`$${SERVICES.standard.basePrice}`);
    await expect(row("Price model")).toContainText(`$${SERVICES.deep.hourlyRate} per cleaner per hour`);
    await expect(row("Recommended frequency")).toContainText(
      `${DEEP_CLEANS_PER_YEAR.min}-${DEEP_CLEANS_PER_YEAR.max} times a year`,
    );

    const tasks = page.getByRole("table", { name: "Tasks covered by each clean" });
    await expect(tasks.getByRole("row")).toHaveCount(1 + 2 + GUIDE_TASKS_IN_BOTH.length + GUIDE_DEEP_ONLY_TASKS.length);
    await expect(tasks.getByRole("row", { name: new RegExp(`^${GUIDE_DEEP_ONLY_TASKS[0]}`) })).toContainText(
      "Not included",
    );
  });

  test("recommends when to choose which and answers FAQs with FAQPage data", async ({ page }) => {
    await page.goto(GUIDE);
    await expect(
      page.getByRole("heading", { level: 3, name: `Choose a ${SERVICES.standard.name} when…` }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: `Choose a ${SERVICES.deep.name} when…` })).toBeVisible();
    const faqs = page.getByRole("region", { name: "Frequently Asked Questions" });
    for (const faq of GUIDE_FAQS) {
      await expect(faqSummary(faqs, faq.question)).toBeVisible();
      for (const href of hrefsIn(faq.answerHtml)) expect(isSitePath(href, SHIPPED_CORE_FACTS), href).toBe(true);
    }
    await expectFaqOpen(faqs, GUIDE_FAQS[0]!.question, true);
    await expectFaqOpen(faqs, GUIDE_FAQS[1]!.question, false);

    const jsonLd = await readJsonLd(page);
    const faqPage = jsonLd.find((data) => (data as { "@type": string })["@type"] === "FAQPage") as {
      mainEntity: { name: string }[];
    };
    expect(faqPage.mainEntity.map((entity) => entity.name)).toEqual(GUIDE_FAQS.map((faq) => faq.question));
  });

  test("its Resources breadcrumb points to the blog (spec quirk)", async ({ page }) => {
    await page.goto(GUIDE);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/blog");
    await expect(crumbs.getByText("Deep Clean vs Standard")).toHaveAttribute("aria-current", "page");
    const jsonLd = await readJsonLd(page);
    const trail = jsonLd.find((data) => (data as { "@type": string })["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.map((item) => [item.name, new URL(item.item).pathname])).toEqual([
      ["Home", "/"],
      ["Resources", "/blog"],
      ["Deep Clean vs Standard", GUIDE],
    ]);
  });
});

test.describe("resource pages are sound", () => {
  for (const path of ["/resources", CHECKLIST, PLANNER, GUIDE]) {
    test(`${path}: one h1, no skipped heading levels, title, canonical and no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const levels = await page
        .locator("main :is(h1,h2,h3,h4,h5,h6)")
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
      levels.reduce((previous, level) => {
        expect(level - previous, `heading levels ${levels.join(",")}`).toBeLessThanOrEqual(1);
        return level;
      });
      await expect(page).toHaveTitle(new RegExp(`\\| ${BUSINESS.name}$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description!.length).toBeGreaterThanOrEqual(50);
      expect(description!.length).toBeLessThanOrEqual(160);
      const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`,
        ),
      ).toEqual([]);
    });
  }
});
