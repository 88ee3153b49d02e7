import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAsOwner } from "./support/owner-sign-in";

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
async function expectNoOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze()).violations.map(
    (v) => v.id,
  );

test.describe("privacy requests in the inbox", () => {
  test("find a visitor's data, record their request, download the JSON copy, correct a field, delete everything, and see it all in the audit trail", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the owner's desk: at a desktop's width (ADR 0018)");
    test.setTimeout(60_000);
    const tag = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
    const email = `privacy-${tag}@private.example`;
    const contact = await request.post("/api/contact", {
      data: {
        name: `Privacy Visitor ${tag}`,
        email,
        phone: "720-555-0123",
        message: `Please delete what you hold about me (${tag}).`,
        estimate: { sqft: 1500, bedrooms: 2, bathrooms: 1, pets: false, serviceType: "standard" },
      },
    });
    expect(contact.status()).toBe(201);
    const contactId = ((await contact.json()) as { id: string }).id;
    expect(
      (
        await request.post("/api/chat/message", {
          data: { message: `Reach me at ${email} please`, conversationId: null, sessionId: `privacy-${tag}` },
        })
      ).status(),
    ).toBe(200);

    await signInAsOwner(page);
    await page.getByRole("link", { name: "Privacy requests" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy requests" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Open requests" })).toBeVisible();

    await page.getByLabel("Email address or phone number").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByRole("heading", { level: 2, name: email })).toBeVisible();
    await expect(page.getByText("Stored: 1 contact message, 1 chat, 1 estimate, 0 bookings.")).toBeVisible();
    await expect(page.getByText(`Please delete what you hold about me (${tag}).`)).toBeVisible();
    await expect(page.getByRole("list", { name: "What the visitor typed" })).toContainText(
      `Reach me at ${email} please`,
    );
    await expect(page.getByRole("region", { name: /^Estimate BB-/ })).toBeVisible();

    // The visitor's deletion request, received today: due in 45 days, at the top of the open requests.
    await page.getByLabel("Kind of request").selectOption("deletion");
    await page.getByRole("button", { name: "Record request" }).click();
    const ownRequests = page.getByRole("list", { name: "Requests from this address" });
    await expect(ownRequests).toContainText("Deletion");
    await expect(ownRequests).toContainText("45 days left");
    const reference = (await ownRequests.getByText(/^PR-[0-9A-F]{8}$/).textContent()) ?? "";
    await expect(page.getByRole("list", { name: "Open requests" })).toContainText(reference);
    await expectNoOverflow(page);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path()) ?? "", "utf8")) as {
      about: unknown;
      contactMessages: { id: string }[];
      chatConversations: unknown[];
    };
    expect(exported.about).toEqual({ email });
    expect(exported.contactMessages.map((m) => m.id)).toEqual([contactId]);
    expect(exported.chatConversations).toHaveLength(1);

    await page.getByLabel("Field", { exact: true }).selectOption("phone");
    await page.getByLabel("Correct value").fill("303-555-0177");
    await page.getByRole("button", { name: "Save correction" }).click();
    await expect(page.getByText("303-555-0177", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Delete everything…" }).click();
    await expect(
      page.getByText(
        `Delete 1 contact message, 1 chat, 0 bookings and 1 estimate stored about ${email}? This cannot be undone.`,
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete everything" }).click();
    await expect(
      page.getByText(
        "Deleted 1 contact message, 1 chat (2 messages), 0 bookings and 1 estimate. The deletion request is marked done.",
      ),
    ).toBeVisible();
    await expect(page.getByText("Nothing is stored about this address.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Open requests" }).getByText(reference)).toHaveCount(0);

    // The trail names the records by id: the message can be followed through its entries.
    await page.getByRole("link", { name: "Audit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit" })).toBeVisible();
    await page.getByLabel("Record id").fill(contactId);
    await page.getByRole("button", { name: "Apply" }).click();
    const entries = page.getByRole("list", { name: "Audit entries" });
    for (const action of [
      "Deleted a person's data",
      "Corrected a field",
      "Exported a person's data as JSON",
      "Looked up a person's data",
    ])
      await expect(entries).toContainText(action);
    await expect(entries).not.toContainText(email);
    await expectNoOverflow(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
