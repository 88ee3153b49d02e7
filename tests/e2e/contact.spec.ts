import type { Page } from "@playwright/test";
import pg from "pg";
import { SERVICE_AREAS } from "#shared/facts/defaults/areas";
import { lookupServiceArea } from "#shared/areas/lookup";
import { BUSINESS } from "#shared/facts/defaults/business";
import { RESPONSE_TIME_HOURS } from "#shared/facts/defaults/policies";
import { MIN_CONTACT_FILL_MS } from "#shared/contact/spam-signals";
import { CONTACT_SUBJECTS } from "#shared/contact/contact-fields";
import { expect, test } from "./support/fixtures";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";

const MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  subject: "Please select a subject",
  message: "Message must be at least 10 characters",
} as const;

const field = {
  name: (page: Page) => page.getByLabel("Name", { exact: true }),
  email: (page: Page) => page.getByLabel("Email", { exact: true }),
  phone: (page: Page) => page.getByLabel("Phone (optional)"),
  address: (page: Page) => page.getByLabel("Address (optional)"),
  subject: (page: Page) => page.getByLabel("Subject", { exact: true }),
  message: (page: Page) => page.getByLabel("Message", { exact: true }),
};
/** The visible toast (Radix also copies its text into an off-screen announcer). */
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const sendButton = (page: Page) => page.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });

async function readMessage(email: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{
      name: string;
      phone: string | null;
      address: string | null;
      subject: string | null;
      message: string;
      is_spam: boolean;
      spam_reason: string | null;
    }>("select name, phone, address, subject, message, is_spam, spam_reason from contact_messages where email = $1", [
      email,
    ]);
    return rows;
  } finally {
    await client.end();
  }
}

async function fillValidForm(page: Page, email: string) {
  await field.name(page).fill("Jordan Rivera");
  await field.email(page).fill(email);
  await field.phone(page).fill("(303) 555-0199");
  await field.address(page).fill("123 Main St, Parker");
  await field.subject(page).selectOption({ label: "Pricing Questions" });
  await field.message(page).fill("How much would a deep clean of a 2,400 sq ft home cost?");
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
});

test.describe("contact form", () => {
  test("an empty submit shows every required-field message under its field", async ({ page }) => {
    await sendButton(page).click();
    for (const [key, text] of Object.entries(MESSAGES)) {
      const control = field[key as keyof typeof MESSAGES](page);
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(text);
    }
    await expect(field.phone(page)).toHaveAttribute("aria-invalid", "false");
    await expect(field.address(page)).toHaveAttribute("aria-invalid", "false");
    await expect(field.name(page)).toBeFocused();
  });

  test("bad values show their messages, and fixing them clears the messages", async ({ page }) => {
    await field.name(page).fill("J");
    await field.email(page).fill("jordan@example");
    await field.subject(page).selectOption({ label: CONTACT_SUBJECTS[0].label });
    await field.message(page).fill("Too short");
    await sendButton(page).click();
    await expect(page.getByText(MESSAGES.name)).toBeVisible();
    await expect(page.getByText(MESSAGES.email)).toBeVisible();
    await expect(page.getByText(MESSAGES.message)).toBeVisible();
    await expect(page.getByText(MESSAGES.subject)).toBeHidden();

    // Whitespace does not count towards the minimum length.
    await field.name(page).fill("  J  ");
    await sendButton(page).click();
    await expect(page.getByText(MESSAGES.name)).toBeVisible();

    // A direction override (which would show "Bob exe.png" to the owner) is refused by the same schema.
    await field.name(page).fill("Bob \u202Egnp.exe");
    await sendButton(page).click();
    await expect(page.getByText("Name contains a hidden character we can't accept")).toBeVisible();

    await field.name(page).fill("Jo");
    await field.email(page).fill("jordan@example.com");
    await field.message(page).fill("Ten chars!");
    await expect(page.getByText(MESSAGES.name)).toBeHidden();
    await expect(page.getByText(MESSAGES.email)).toBeHidden();
    await expect(page.getByText(MESSAGES.message)).toBeHidden();
  });

  test("a valid message is sent, stored with its subject and acknowledged", async ({ page }, testInfo) => {
    const email = `jordan.${testInfo.project.name}.${Date.now()}@example.com`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/trpc/contact.send**", async (route) => {
      await held;
      await route.continue();
    });

    await fillValidForm(page, email);
    // A person takes a few seconds; anything faster is stored as spam (tested below).
    await page.waitForTimeout(MIN_CONTACT_FILL_MS);
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText("Sending...");
    await expect(sendButton(page)).toBeDisabled();
    release();

    await expect(page.getByRole("button", { name: "Send Another Message" })).toBeVisible();
    await expect(toasts(page).getByText("Message Sent!", { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText("Thank you for contacting us. We'll get back to you within a few hours."),
    ).toBeVisible();
    await expect(field.name(page)).toBeHidden();

    const rows = await readMessage(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Jordan Rivera",
      phone: "(303) 555-0199",
      address: "123 Main St, Parker",
      subject: "Pricing Questions",
      is_spam: false,
    });
    expect(rows[0]!.message.startsWith("Subject: Pricing Questions")).toBe(true);
    expect(rows[0]!.message).toContain("How much would a deep clean of a 2,400 sq ft home cost?");

    await page.getByRole("button", { name: "Send Another Message" }).click();
    for (const control of Object.values(field)) await expect(control(page)).toHaveValue("");
    await expect(field.name(page)).toBeFocused();
    await expect(sendButton(page)).toHaveText("Send Message");
    await expect(sendButton(page)).toBeEnabled();
  });

  test("a bot that fills the hidden honeypot sees the normal success, and its message is stored flagged as spam", async ({
    page,
  }, testInfo) => {
    const email = `bot.${testInfo.project.name}.${Date.now()}@example.com`;
    const honeypot = page.locator("#contact-website");
    await expect(honeypot).not.toBeInViewport();
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await fillValidForm(page, email);
    await honeypot.fill("http://cheap-links.example", { force: true });
    await sendButton(page).click();
    await expect(toasts(page).getByText("Message Sent!", { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await readMessage(email))[0])
      .toMatchObject({ is_spam: true, spam_reason: "honeypot" });
  });

  test("a server failure keeps the input, shows the error toast and logs the error", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const email = `failing.${testInfo.project.name}.${Date.now()}@example.com`;
    await page.route("**/trpc/contact.send**", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );

    await fillValidForm(page, email);
    await sendButton(page).click();
    await expect(toasts(page).getByText("Unable to send message. Please try calling us directly.")).toBeVisible();
    await expect(toasts(page).getByText("Error", { exact: true })).toBeVisible();

    await expect(field.name(page)).toHaveValue("Jordan Rivera");
    await expect(field.email(page)).toHaveValue(email);
    await expect(field.subject(page)).toHaveValue("pricing");
    await expect(field.message(page)).toHaveValue("How much would a deep clean of a 2,400 sq ft home cost?");
    await expect(sendButton(page)).toHaveText("Send Message");
    expect(await readMessage(email)).toHaveLength(0);

    // The failure is logged on purpose; take the expected entries off the fixture's list.
    await expect
      .poll(() => consoleErrors.some((text) => text.startsWith("Contact message could not be sent")))
      .toBe(true);
    const expected = (text: string) =>
      text.startsWith("Contact message could not be sent") || text.includes("status of 500");
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
  });
});

test.describe("contact details", () => {
  test("shows phone, email, hours, response time, quick actions and the served cities", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", BUSINESS.phoneHref);
    await expect(page.getByRole("link", { name: "Emergency Contact" })).toHaveAttribute("href", BUSINESS.phoneHref);
    await expect(page.getByRole("main").getByRole("link", { name: BUSINESS.email })).toHaveAttribute(
      "href",
      `mailto:${BUSINESS.email}`,
    );
    await expect(page.getByText(BUSINESS.addressText).first()).toBeVisible();
    const responseTime = `${RESPONSE_TIME_HOURS.min}-${RESPONSE_TIME_HOURS.max} hours`;
    await expect(
      page.getByText(`We respond within ${responseTime} during business hours.`, { exact: true }),
    ).toBeVisible();

    const cities = page.getByRole("region", { name: "Where we clean" });
    for (const area of SERVICE_AREAS) {
      const label = `${area.city}, ${BUSINESS.regionCode}`;
      await expect(page.getByRole("list", { name: "Cities We Serve" }).getByText(label, { exact: true })).toBeVisible();
      await expect(cities.getByRole("link", { name: label })).toHaveAttribute("href", `/${area.slug}`);
    }

    await page.evaluate(() =>
      window.addEventListener("dove:open", () => document.body.setAttribute("data-chat-requested", "yes")),
    );
    await page.getByRole("button", { name: "Start Live Chat" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-chat-requested", "yes");
  });
});

test.describe("do we serve you?", () => {
  async function check(page: Page, query: string) {
    await page.getByLabel("City or ZIP code").fill(query);
    await page.getByRole("button", { name: "Check availability" }).click();
  }

  test("answers served, nearby, not yet and invalid", async ({ page }) => {
    for (const query of ["Parker", "80134"]) {
      const answer = lookupServiceArea(query, SHIPPED_CORE_FACTS);
      expect(answer.status).toBe("served");
      await check(page, query);
      await expect(page.getByText("Yes! We serve Parker")).toBeVisible();
      await expect(page.getByRole("link", { name: "Parker cleaning details" })).toHaveAttribute(
        "href",
        "/parker-co-cleaning",
      );
    }

    expect(lookupServiceArea("Littleton", SHIPPED_CORE_FACTS).status).toBe("nearby");
    await check(page, "Littleton");
    await expect(page.getByText("Littleton is at the edge of our area — we'll confirm")).toBeVisible();
    await expect(page.getByRole("link", { name: `Call ${BUSINESS.phoneDisplay}` })).toHaveAttribute(
      "href",
      BUSINESS.phoneHref,
    );

    expect(lookupServiceArea("10001", SHIPPED_CORE_FACTS).status).toBe("not-served");
    await check(page, "10001");
    await expect(page.getByText("We don't serve that area yet — contact us")).toBeVisible();
    await expect(page.getByText("Yes! We serve Parker")).toBeHidden();

    const invalid = lookupServiceArea("12", SHIPPED_CORE_FACTS);
    expect(invalid.status).toBe("invalid");
    await check(page, "12");
    await expect(page.getByText(invalid.status === "invalid" ? invalid.message : "")).toBeVisible();

    await check(page, "castle rock, co");
    await page.getByRole("link", { name: "Castle Rock cleaning details" }).click();
    await expect(page).toHaveURL(/\/castle-rock-co-cleaning$/);
  });
});
