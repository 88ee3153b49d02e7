import pg from "pg";
import { NEW_PHONE, renamedAndRepriced } from "../support/changed-facts";
import { SHIPPED_FACTS } from "../support/site-facts";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { formatRange } from "#shared/pricing/format";
import { ESTIMATE_DEFAULTS } from "#shared/pricing/options";
import { expect, test } from "./support/fixtures";
import { useOwnSite } from "./support/own-site";
import { signInAsOwner } from "./support/owner-sign-in";

const BANNER = "Preview of your unpublished changes — not live";
const DRAFT_QUESTION = "Do you clean houseboats?";
const repriced = renamedAndRepriced(SHIPPED_FACTS);
const [firstGroup, ...otherGroups] = repriced.faqs;
/** The owner's draft: another name and phone, every price up $5 and one more FAQ (not published). */
const DRAFT: typeof SHIPPED_FACTS = {
  ...repriced,
  faqs: [
    {
      ...firstGroup!,
      faqs: [{ question: DRAFT_QUESTION, answerHtml: "<p>Only moored ones.</p>" }, ...firstGroup!.faqs],
    },
    ...otherGroups,
  ],
};
/** What the visitor picks in the widget: a deep clean of a larger home. */
const CHOSEN: EstimateInput = { ...ESTIMATE_DEFAULTS, serviceType: "deep", sqft: 2250 };
const rangeOf = (facts: typeof SHIPPED_FACTS) => {
  const { lowCents, highCents } = computeEstimate(facts, CHOSEN);
  return formatRange(lowCents, highCents);
};

/**
 * The owner's preview of the draft facts (ADR 0041) on a server and database of its own: the
 * draft is one row every test would otherwise share.
 */
test.describe("the preview of the owner's draft", () => {
  // One server and database for the file, not one per worker.
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);
  const site = useOwnSite("facts_preview", {
    // As the editor saves it (revision 1 is written by the server at start).
    prepare: async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(
          `INSERT INTO site_facts_draft (id, base_revision, document, updated_by) VALUES (1, 1, $1::jsonb, 'e2e')`,
          [JSON.stringify(DRAFT)],
        );
      } finally {
        await client.end();
      }
    },
  });

  test("the estimate widget prices with the draft and FAQ search finds its questions, the page stays put, and the public pages keep the published facts", async ({
    page,
  }, testInfo) => {
    const { baseUrl } = site();
    expect(rangeOf(DRAFT)).not.toBe(rangeOf(SHIPPED_FACTS));
    await signInAsOwner(page, `${baseUrl}/admin`);

    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto(`${baseUrl}/admin/preview/pricing`);
    await expect(page.getByRole("note")).toContainText(BANNER);
    await expect(page.getByRole("heading", { level: 1, name: "Simple, Honest Cleaning Prices" })).toBeVisible();
    const widget = page.getByRole("group", { name: "Instant estimate" });
    await widget.getByLabel("Service type").selectOption(CHOSEN.serviceType);
    await widget.getByLabel("Home size").selectOption(String(CHOSEN.sqft));
    await expect(widget.getByTestId("estimate-range")).toHaveText(rangeOf(DRAFT));
    await expect(page.getByRole("link", { name: NEW_PHONE.display }).first()).toBeAttached();

    // No reload loop: the published revision is not the draft's, yet the page stays as it is.
    await page.waitForTimeout(3_000);
    expect(documents).toEqual([`${baseUrl}/admin/preview/pricing`]);
    expect(page.url()).toBe(`${baseUrl}/admin/preview/pricing`);
    await page.screenshot({ path: `/tmp/shots-preview/preview-pricing-${testInfo.project.name}.png` });
    await widget.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-preview/preview-estimate-${testInfo.project.name}.png` });

    // Links stay in the preview, and each loads its page from the draft as a document.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(`${baseUrl}/admin/preview/`);
    await expect(page.getByRole("note")).toContainText(BANNER);
    expect(documents.at(-1)).toBe(`${baseUrl}/admin/preview/`);
    await expect(page.getByRole("link", { name: NEW_PHONE.display }).first()).toBeAttached();

    // FAQ search searches the draft's questions.
    await page.goto(`${baseUrl}/admin/preview/faq`);
    await page.getByRole("searchbox", { name: "Search FAQs" }).fill("houseboats");
    await expect(page.getByRole("main").getByText(DRAFT_QUESTION)).toBeVisible();
    await page.goto(`${baseUrl}/faq`);
    await expect(page.getByText(DRAFT_QUESTION)).toHaveCount(0);

    // The live page, in the same signed-in browser, has no banner and the published prices.
    await page.goto(`${baseUrl}/pricing`);
    const live = page.getByRole("group", { name: "Instant estimate" });
    await live.getByLabel("Service type").selectOption(CHOSEN.serviceType);
    await live.getByLabel("Home size").selectOption(String(CHOSEN.sqft));
    await expect(live.getByTestId("estimate-range")).toHaveText(rangeOf(SHIPPED_FACTS));
    await expect(page.getByRole("note")).toHaveCount(0);
    await expect(page.getByText(BANNER)).toHaveCount(0);
  });

  test("a browser that is not signed in is refused", async ({ page }) => {
    const response = await page.request.get(`${site().baseUrl}/admin/preview/pricing`, { maxRedirects: 0 });
    expect(response.status()).toBe(401);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.text()).not.toContain(NEW_PHONE.display);
  });
});
