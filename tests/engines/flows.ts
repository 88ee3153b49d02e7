import { formatBookingTime, formatSlotTime } from "#shared/booking/time-label";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { faqsOf, searchFaqs } from "#shared/content/faq-page";
import { SHIPPED_FACTS } from "../support/site-facts";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import { formatRange } from "#shared/pricing/format";
import { ESTIMATE_DEFAULTS } from "#shared/pricing/options";
import { PLANNER_QUESTIONS, type PlannerAnswers } from "#shared/planner/questions";
import { plannerResult } from "#shared/planner/results";
import { scorePlanner } from "#shared/planner/score";
import { TEXT_LAYOUT_PROBE, type TextLayoutProblems } from "../support/text-layout-probe";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "../e2e/support/global-setup";
import type { EngineDriver } from "./support/driver";
import { DELIBERATE_ERROR_PATH, DELIBERATE_MESSAGES } from "./support/error-proxy";
import { APP_READY_ATTRIBUTE } from "#client/ssr/prerendered-document";
import { openPage } from "./support/open-page";
import { readErrors } from "./support/page-errors";
import { waitUntil } from "./support/wait";

export interface StepContext {
  driver: EngineDriver;
  width: number;
}

/** One named action or check; a failure names its flow, step, engine and width. */
export interface Step {
  name: string;
  run: (context: StepContext) => Promise<void>;
}

/**
 * A visitor flow: steps run in order in one tab, starting from whatever page the previous flow
 * left (so each flow's first step loads its page). After the last step the run fails the flow
 * if any uncaught error or unhandled rejection was recorded while it ran.
 */
export interface Flow {
  name: string;
  /** Viewport widths the flow applies to; all of them when left out. */
  widths?: readonly number[];
  /** The flow reads and checks the recorded errors itself (only the collector's own check). */
  expectsErrors?: boolean;
  steps: readonly Step[];
}

export const step = (name: string, run: Step["run"]): Step => ({ name, run });

/** Polls a page expression (a function body returning a value) until it is truthy. */
export const waitForPage = <T>(driver: EngineDriver, what: string, body: string, ...args: unknown[]) =>
  waitUntil(what, () => driver.evaluate<T | null | false>(body, ...args));

export const open = (path: string) => step(`open ${path}`, ({ driver }) => openPage(driver, path));

/** Polls a page expression (a function body returning a string or null) until it equals `expected`; a timeout names the last value seen. */
export async function waitForText(driver: EngineDriver, what: string, body: string, expected: string): Promise<void> {
  let last: string | null = null;
  try {
    await waitUntil(what, async () => (last = await driver.evaluate<string | null>(body)) === expected);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}; it read ${JSON.stringify(last)}`);
  }
}

export const expectHeading = (text: string) =>
  step(`the h1 reads "${text}"`, ({ driver }) =>
    waitForText(
      driver,
      `the h1 "${text}"`,
      `const h1 = document.querySelector("h1"); return h1 && h1.textContent.trim();`,
      text,
    ),
  );

/** Marks the current document, so a later step can tell a client-side navigation from a full load. */
const markDocument = step("mark the document", ({ driver }) =>
  driver.evaluate("window.__engineSmokeSameDocument = true;"),
);
const expectSameDocument = (path: string) =>
  step(`${path} shows without a full page load`, async ({ driver }) => {
    await waitForPage(driver, `the address ${path}`, "return location.pathname === arguments[0];", path);
    if (!(await driver.evaluate<boolean>("return window.__engineSmokeSameDocument === true;")))
      throw new Error(`following the link to ${path} reloaded the whole page`);
  });

const expectRange = (label: string, expected: string) =>
  step(`the estimate shows ${label} ${expected}`, ({ driver }) =>
    waitForText(
      driver,
      `the estimate ${expected}`,
      `const range = document.querySelector('[data-testid="estimate-range"]'); return range && range.textContent.trim();`,
      expected,
    ),
  );

const range = (input: Partial<typeof ESTIMATE_DEFAULTS>) => {
  const { lowCents, highCents } = computeEstimate(SHIPPED_FACTS, { ...ESTIMATE_DEFAULTS, ...input });
  return formatRange(lowCents, highCents);
};

/** Answers every planner question with its first option. */
const PLANNER_ANSWERS = Object.fromEntries(
  PLANNER_QUESTIONS.map((question) => [question.key, question.options[0]!.value]),
) as PlannerAnswers;
const FAQ_QUERY = "lockbox";
const BLOG_QUERY = "pets";

const countVisible = (css: string) =>
  `return Array.from(document.querySelectorAll(${JSON.stringify(css)})).filter((el) => el.getClientRects().length > 0).length;`;

/**
 * The booking flow: the time picked must read as Denver's clock does (each engine's own Intl and
 * time-zone data draw the labels) on the button and on the confirmation.
 */
function bookingFlow(): Flow {
  let startsAt = "";
  // One upcoming walkthrough per email, phone and address: each run of the flow is another visitor.
  let visitor = 0;
  return {
    name: "booking: pick a free time, book it, and the confirmation shows that time in Mountain Time",
    steps: [
      open("/booking"),
      step("the free times load", ({ driver }) =>
        waitForPage(
          driver,
          "the time choices",
          `return document.querySelector('input[name="booking-time-time"]') !== null;`,
        ),
      ),
      step("pick the first free time; its button reads as Denver's clock does", async ({ driver }) => {
        await driver.click({ css: 'label[for^="booking-time-time-"]' });
        const [value, label] = await driver.evaluate<[string, string]>(
          `const input = document.querySelector('input[name="booking-time-time"]:checked');
           return [input.value, document.querySelector('label[for="' + input.id + '"]').textContent.trim()];`,
        );
        startsAt = value;
        if (label !== formatSlotTime(startsAt))
          throw new Error(`the time ${startsAt} reads "${label}", not "${formatSlotTime(startsAt)}"`);
      }),
      step("fill in the visitor's details", async ({ driver, width }) => {
        visitor++;
        await driver.type({ css: "#booking-name" }, "Jordan Rivera");
        await driver.type({ css: "#booking-email" }, `jordan.booking.${width}.${visitor}@example.com`);
        await driver.type({ css: "#booking-phone" }, `(303) 555-01${String(10 + visitor).padStart(2, "0")}`);
        await driver.type({ css: "#booking-street" }, `${10 + visitor} Main Street`);
        await driver.type({ css: "#booking-city" }, "Parker");
        await driver.type({ css: "#booking-zip" }, "80134");
      }),
      step("book it", ({ driver }) => driver.click({ css: 'form button[type="submit"]', name: "Book My Walkthrough" })),
      step("the private page confirms the same time, labelled in Mountain Time", ({ driver }) =>
        waitForText(
          driver,
          "the booked time",
          `return location.pathname.startsWith("/booking/manage/") && document.body.textContent.includes("You're booked!")
             ? document.querySelector('[data-testid="booking-time"]').textContent.trim() : null;`,
          formatBookingTime(startsAt),
        ),
      ),
    ],
  };
}

/**
 * The owner's account pages: sign in, invite an owner (the link is shown once), then accept it in
 * this tab with a new password, which signs the new owner in. A run signed in by an earlier width
 * signs out first.
 */
function ownerInviteFlow(): Flow {
  let link = "";
  return {
    name: "owner accounts: sign in, invite an owner, accept the invite link with a new password",
    steps: [
      open("/admin"),
      step("sign out if an earlier run left this tab signed in", async ({ driver }) => {
        const heading = await waitForPage<string>(
          driver,
          "the sign-in form or the inbox",
          `const h1 = document.querySelector("h1"); const text = h1 && h1.textContent.trim();
           return text === "Sign in to the inbox" || text === "Messages" ? text : null;`,
        );
        if (heading === "Messages") await driver.click({ css: "button", name: "Sign out" });
      }),
      expectHeading("Sign in to the inbox"),
      step("sign in", async ({ driver }) => {
        await driver.type({ css: "#admin-email" }, E2E_ADMIN_EMAIL);
        await driver.type({ css: "#admin-password" }, E2E_ADMIN_PASSWORD);
        await driver.click({ css: 'form button[type="submit"]', name: "Sign in" });
      }),
      expectHeading("Messages"),
      step(
        "the owner's own shell: no site footer, the sections in one row that scrolls sideways on a phone",
        ({ driver, width }) =>
          waitForText(
            driver,
            "the owner's sections",
            `const list = document.querySelector('nav[aria-label^="Owner"] ul');
           if (!list) return null;
           const tops = new Set([...list.querySelectorAll("a")].map((a) => a.getBoundingClientRect().top)).size;
           return JSON.stringify({ footer: !!document.querySelector("footer"), tops,
             overflows: list.scrollWidth > list.clientWidth,
             pageFits: document.documentElement.scrollWidth <= window.innerWidth });`,
            JSON.stringify({ footer: false, tops: 1, overflows: width < 1024, pageFits: true }),
          ),
      ),
      open("/admin/account"),
      expectHeading("Your account"),
      step("invite an owner", async ({ driver, width }) => {
        await driver.type({ css: "#invite-name" }, "Engine Owner");
        await driver.type({ css: "#invite-email" }, `engines-${width}-${Date.now()}@bluebird.example.com`);
        await driver.click({ css: 'form button[type="submit"]', name: "Create invite link" });
      }),
      step("the link is shown to copy", async ({ driver }) => {
        link = await waitForPage<string>(
          driver,
          "the invite link",
          `const input = document.getElementById("invite-link"); return input && input.value;`,
        );
      }),
      step("open the link", ({ driver }) => openPage(driver, new URL(link).pathname)),
      expectHeading("Become an owner"),
      step("choose a password", async ({ driver }) => {
        await driver.type({ css: "#invite-password-new" }, "engines new passphrase");
        await driver.type({ css: "#invite-password-confirm" }, "engines new passphrase");
        await driver.click({ css: 'form button[type="submit"]', name: "Create my account" });
      }),
      expectHeading("Your account"),
    ],
  };
}

/** Signs in from the sign-in form when the page shows it, then waits for the page's own heading. */
const signedIn = (heading: string) =>
  step(`signed in, the h1 reads "${heading}"`, async ({ driver }) => {
    const shown = await waitForPage<string>(
      driver,
      `the sign-in form or "${heading}"`,
      `const h1 = document.querySelector("h1"); const text = h1 && h1.textContent.trim();
       return text === "Sign in to the inbox" || text === arguments[0] ? text : null;`,
      heading,
    );
    if (shown !== heading) {
      await driver.type({ css: "#admin-email" }, E2E_ADMIN_EMAIL);
      await driver.type({ css: "#admin-password" }, E2E_ADMIN_PASSWORD);
      await driver.click({ css: 'form button[type="submit"]', name: "Sign in" });
    }
    await waitForText(
      driver,
      `the h1 "${heading}"`,
      `const h1 = document.querySelector("h1"); return h1 && h1.textContent.trim();`,
      heading,
    );
  });

const bodyIncludes = (text: string) =>
  `return document.documentElement.hasAttribute(${JSON.stringify(APP_READY_ATTRIBUTE)}) && document.body.textContent.includes(${JSON.stringify(text)});`;

/**
 * The owner's site editor end to end: change the phone, see it saved as a draft and in the
 * preview, publish it and see it on the public home page, then the launch checklist's list. Each
 * run publishes a phone of its own; it is no 555-01xx number, so the checklist no longer flags it.
 * Ordered last: its publish changes the header every later page shows. At a phone's width only
 * (the form's harder layout): a run takes 10-15 s per engine, and CI is at its time limit.
 */
function ownerSiteFlow(): Flow {
  let run = 0;
  let phone = "";
  return {
    name: "owner's site editor: change the phone, preview it, publish it, the home page shows it; the launch list",
    widths: [390],
    steps: [
      open("/admin/site"),
      signedIn("Your site"),
      step("type a new phone number", async ({ driver }) => {
        run++;
        phone = `(720) 555-${2000 + run}`;
        await driver.type({ css: "#fact-business-phone-display" }, phone);
        await driver.type({ css: "#fact-business-phone-href" }, `tel:+1720555${2000 + run}`);
      }),
      step("the draft is saved on the server", ({ driver }) =>
        waitForPage(
          driver,
          '"Saved as draft"',
          `return Array.from(document.querySelectorAll('[role="status"]')).some((el) => el.textContent.startsWith("Saved as draft at"));`,
        ),
      ),
      step("the home page's preview shows the new phone", async ({ driver }) => {
        const href = await driver.evaluate<string>(
          `return Array.from(document.querySelectorAll('a[href^="/admin/preview"]')).find((a) => a.textContent.trim().startsWith("Home")).getAttribute("href");`,
        );
        await openPage(driver, href);
        await waitForPage(driver, `the preview showing ${phone}`, bodyIncludes(phone));
      }),
      open("/admin/site"),
      signedIn("Your site"),
      step("publish", ({ driver }) => driver.click({ css: "button", name: "Publish" })),
      step("the editor says it is published", async ({ driver }) => {
        // As the browser walk allows: a publish redraws every page, slow on loaded cores.
        await waitUntil(
          '"Published revision"',
          () =>
            driver.evaluate<boolean>(
              `return Array.from(document.querySelectorAll('[role="status"]')).some((el) => /^Published revision \\d+\\./.test(el.textContent));`,
            ),
          30_000,
        );
      }),
      step("the public home page shows the new phone", async ({ driver }) => {
        // The site redraws its pages within a few seconds of a publish: load the page again until it shows.
        await waitUntil(
          `the home page showing ${phone}`,
          async () => {
            await openPage(driver, "/");
            return driver.evaluate<boolean>(bodyIncludes(phone));
          },
          30_000,
        );
      }),
      open("/admin/launch"),
      expectHeading("Launch checklist"),
      step("the checklist lists the sample details left, no longer the phone", ({ driver }) =>
        waitForText(
          driver,
          "the checklist's items",
          `const items = Array.from(document.querySelectorAll('[aria-labelledby="placeholders-heading"] li p:first-child'), (p) => p.textContent.trim());
           return items.length === 0 ? null : JSON.stringify({ listed: items.length > 1, phone: items.includes("Phone number") });`,
          JSON.stringify({ listed: true, phone: false }),
        ),
      ),
    ],
  };
}

export const FLOWS: readonly Flow[] = [
  {
    name: "the error collector records a deliberate uncaught error and unhandled rejection",
    expectsErrors: true,
    steps: [
      open(DELIBERATE_ERROR_PATH),
      step("both deliberate errors are recorded", async ({ driver }) => {
        const errors = await waitUntil("both deliberate errors", async () => {
          const recorded = await readErrors(driver);
          const messages = recorded.map((error) => error.message).join("\n");
          return messages.includes(DELIBERATE_MESSAGES.error) && messages.includes(DELIBERATE_MESSAGES.rejection)
            ? recorded
            : null;
        });
        const unexpected = errors.filter(
          (error) =>
            !error.message.includes(DELIBERATE_MESSAGES.error) &&
            !error.message.includes(DELIBERATE_MESSAGES.rejection),
        );
        if (unexpected.length > 0)
          throw new Error(`the page also had: ${unexpected.map((error) => error.message).join("; ")}`);
      }),
    ],
  },
  {
    name: "home estimate: changing the home size reprices",
    steps: [
      open("/"),
      expectRange("the default home's", range({})),
      step("choose 2,500-3,000 sq ft", ({ driver }) =>
        driver.select({ css: "select", name: "Home size" }, "2,500-3,000 sq ft"),
      ),
      expectRange("a 2,750 sq ft home's", range({ sqft: 2750 })),
    ],
  },
  {
    name: "header navigation: a header link changes the page without a full load",
    steps: [
      open("/about"),
      markDocument,
      step("click the header's link to /pricing", ({ driver }) => driver.click({ css: 'header a[href="/pricing"]' })),
      expectSameDocument("/pricing"),
      expectHeading("Simple, Honest Cleaning Prices"),
    ],
    // On a phone the header shows only the logo and the menu button; the mobile menu flow covers it.
    widths: [1440],
  },
  {
    name: "pricing page: the estimate reprices for a deep clean",
    steps: [
      open("/pricing"),
      expectRange("the default home's", range({})),
      step("choose Deep Clean", ({ driver }) => driver.select({ css: "select", name: "Service type" }, "Deep Clean")),
      expectRange("a deep clean's", range({ serviceType: "deep" })),
    ],
  },
  {
    name: "contact form: an empty send shows the field messages, a filled one is sent",
    steps: [
      open("/contact"),
      step("send the empty form", ({ driver }) =>
        driver.click({ css: 'form button[type="submit"]', name: "Send Message" }),
      ),
      step("the required fields show their messages", ({ driver }) =>
        waitForPage(
          driver,
          "the required-field messages",
          `const text = document.getElementById("contact-name").form.textContent;
           return ["contact-name", "contact-email", "contact-subject", "contact-message"].every((id) => document.getElementById(id).getAttribute("aria-invalid") === "true")
             && text.includes("Name must be at least 2 characters") && text.includes("Please enter a valid email address");`,
        ),
      ),
      step("fill the form", async ({ driver, width }) => {
        await driver.type({ css: "#contact-name" }, "Jordan Rivera");
        await driver.type({ css: "#contact-email" }, `jordan.engines.${width}@example.com`);
        await driver.select({ css: "#contact-subject" }, "Pricing Questions");
        await driver.type({ css: "#contact-message" }, "How much would a deep clean of a 2,400 sq ft home cost?");
      }),
      step("send it", ({ driver }) => driver.click({ css: 'form button[type="submit"]', name: "Send Message" })),
      step("the success view shows", ({ driver }) =>
        waitForPage(
          driver,
          "Send Another Message",
          countVisible("button").replace(
            "el.getClientRects().length > 0",
            'el.getClientRects().length > 0 && el.textContent.trim() === "Send Another Message"',
          ),
        ),
      ),
    ],
  },
  {
    name: "Dove chat: open, send a question, get a reply",
    steps: [
      open("/"),
      step("open the chat", ({ driver }) => driver.click({ css: "button", name: "Chat with Dove" })),
      step("Dove greets", ({ driver }) =>
        waitForPage(
          driver,
          "Dove's greeting",
          `return document.querySelectorAll('[role="log"] [data-role="assistant"]').length === 1;`,
        ),
      ),
      step("type a question", ({ driver }) =>
        driver.type({ css: 'input[aria-label="Message Dove"]' }, "Which areas do you serve?"),
      ),
      step("send it", ({ driver }) => driver.click({ css: "button", name: "Send message" })),
      step("Dove replies naming Parker", ({ driver }) =>
        waitForPage(
          driver,
          "Dove's reply",
          `const replies = document.querySelectorAll('[role="log"] [data-role="assistant"]'); return replies.length === 2 && replies[1].textContent.includes("Parker");`,
        ),
      ),
    ],
  },
  {
    name: "FAQ search filters the questions",
    steps: [
      open("/faq"),
      step(`search for "${FAQ_QUERY}"`, ({ driver }) => driver.type({ css: "#faq-search" }, FAQ_QUERY)),
      step(
        `exactly the ${searchFaqs(FAQ_QUERY, faqsOf(SHIPPED_FACTS.faqs)).length} matching questions show`,
        ({ driver }) =>
          waitForPage(
            driver,
            "the filtered questions",
            `${countVisible("main details summary").replace("return ", "const n = ")} return n === arguments[0];`,
            searchFaqs(FAQ_QUERY, faqsOf(SHIPPED_FACTS.faqs)).length,
          ),
      ),
    ],
  },
  {
    name: "blog search filters the articles",
    steps: [
      open("/blog"),
      step("the articles load", ({ driver }) =>
        waitForPage(
          driver,
          "the featured articles",
          `return document.querySelectorAll('[aria-labelledby="featured-articles-heading"] > ul > li').length > 0;`,
        ),
      ),
      step(`search for "${BLOG_QUERY}"`, ({ driver }) => driver.type({ css: "#blog-search" }, BLOG_QUERY)),
      step("fewer articles show, under Search Results only", ({ driver }) =>
        waitForPage(
          driver,
          "the search results",
          `const results = document.querySelectorAll('[aria-labelledby="search-results-heading"] > ul > li').length;
           return results > 0 && results < arguments[0] && document.getElementById("featured-articles-heading") === null;`,
          BLOG_POSTS.filter((post) => post.published).length,
        ),
      ),
    ],
  },
  {
    name: "frequency planner: answering every question gives a plan",
    steps: [
      open("/resources/frequency-planner"),
      ...PLANNER_QUESTIONS.map((question, index) =>
        step(`answer "${question.question}"`, async ({ driver }) => {
          await driver.click({ css: `label[for="${question.key}-${PLANNER_ANSWERS[question.key]}"]` });
          await driver.click({ css: "button", name: index === PLANNER_QUESTIONS.length - 1 ? "Get My Plan" : "Next" });
        }),
      ),
      step(`the ${scorePlanner(PLANNER_ANSWERS).recommendation} plan shows`, ({ driver }) =>
        waitForPage(
          driver,
          "the planner's result",
          `return Array.from(document.querySelectorAll("h2")).some((h) => h.textContent.trim() === arguments[0]);`,
          plannerResult(SHIPPED_FACTS, scorePlanner(PLANNER_ANSWERS).recommendation).title,
        ),
      ),
    ],
  },
  {
    name: "mobile menu: open, follow a link, it closes",
    widths: [390],
    steps: [
      open("/"),
      markDocument,
      step("open the menu", ({ driver }) => driver.click({ css: "button", name: "Open menu" })),
      step("follow its FAQ link", ({ driver }) => driver.click({ css: '[role="dialog"] nav a', name: "FAQ" })),
      expectSameDocument("/faq"),
      step("the menu is closed", ({ driver }) =>
        waitForPage(driver, "the menu to close", `return document.querySelector('[role="dialog"]') === null;`),
      ),
    ],
  },
  bookingFlow(),
  ownerInviteFlow(),
  {
    name: "header and footer: no text runs into other text or out of its column, in the engine's own sans-serif",
    steps: [
      open("/contact"),
      ...["header", "footer"].map((selector) =>
        step(`the ${selector}'s text holds`, async ({ driver }) => {
          const found = await driver.evaluate<TextLayoutProblems>(
            `return (${TEXT_LAYOUT_PROBE})(arguments[0]);`,
            selector,
          );
          const problems = [...found.overlaps, ...found.spills.map((spill) => `spills: ${spill}`), ...found.outside];
          if (found.texts === 0) throw new Error(`the ${selector} has no text`);
          if (problems.length > 0) throw new Error(problems.join("; "));
        }),
      ),
    ],
  },
  {
    name: "a city page",
    steps: [open("/parker-co-cleaning"), expectHeading("Professional House Cleaning in Parker")],
  },
  {
    name: "a missing page shows the 404 page",
    steps: [open("/no-such-page"), expectHeading("Page Not Found")],
  },
  ownerSiteFlow(),
];
