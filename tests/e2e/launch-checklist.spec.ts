import AxeBuilder from "@axe-core/playwright";
import { useOwnSite } from "./support/own-site";
import { signInAsOwner } from "./support/owner-sign-in";
import { expect, test } from "./support/fixtures";

/**
 * A fresh install, on a database and server of its own (the suite's server is launched at setup):
 * the owner walks the launch checklist to launch, and crawlers are kept out until then.
 */
test.describe("the launch checklist on a fresh install", () => {
  test.setTimeout(120_000);
  const site = useOwnSite("launch");

  test("keeps crawlers out, then the owner confirms, hides the samples and launches anyway", async ({
    page,
  }, testInfo) => {
    const base = site().baseUrl;
    const robots = async () => (await fetch(`${base}/robots.txt`)).text();
    expect(await robots()).toBe("User-agent: *\nDisallow: /\n");
    const home = await fetch(`${base}/`);
    expect(home.headers.get("x-robots-tag")).toBe("noindex");
    await page.goto(`${base}/`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await signInAsOwner(page, `${base}/admin/launch`);
    await expect(page.getByRole("heading", { level: 1, name: "Launch checklist" })).toBeVisible();
    // Long sample links wrap: the page never scrolls sideways, at a phone's width either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const progress = page.getByText(/^\d+ of \d+ left$/);
    await expect(progress).toHaveText("19 of 19 left");
    const phone = page.getByRole("listitem").filter({ hasText: "Phone number" });
    await expect(phone).toContainText("555 numbers are reserved for fiction");
    await expect(phone.getByRole("link", { name: "Replace Phone number" })).toHaveAttribute(
      "href",
      "/admin/site?part=business",
    );
    await page.screenshot({ path: `/tmp/shots-launch/checklist-${testInfo.project.name}.png`, fullPage: true });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page
      .getByRole("listitem")
      .filter({ hasText: "Insurance and bond amounts" })
      .getByRole("button", { name: /This is real, keep it/ })
      .click();
    await expect(progress).toHaveText("18 of 19 left");
    await expect(page.getByText("Insurance and bond amounts")).toBeHidden();

    // The page scrolls smoothly (styles.css): bring each button far down into view before the click.
    const hide = page.getByRole("button", { name: "Hide all samples" });
    await hide.scrollIntoViewIfNeeded();
    await hide.click();
    await expect(page.getByText("You hid them: visitors do not see them.")).toBeVisible();
    await expect(progress).toHaveText("17 of 19 left");

    const launch = page.getByRole("button", { name: "Launch the site" });
    await launch.scrollIntoViewIfNeeded();
    await launch.click();
    const ask = page.getByRole("group", { name: /17 items on the checklist are not done\. Launch anyway\?/ });
    await expect(ask).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const yes = ask.getByRole("button", { name: "Yes, launch anyway" });
    await yes.scrollIntoViewIfNeeded();
    await yes.click();
    await expect(page.getByText(/The site is launched: search engines may list it\. Launched .+ by /)).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-launch/launched-${testInfo.project.name}.png`, fullPage: true });

    await expect.poll(robots, { timeout: 2_000 }).toContain("Disallow: /admin\n");
    expect((await fetch(`${base}/`)).headers.get("x-robots-tag")).toBeNull();
    await page.goto(`${base}/`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    // The hidden samples are gone from the reviews API.
    expect(await (await fetch(`${base}/api/testimonials`)).json()).toEqual([]);
  });
});
