import type { Page } from "@playwright/test";
import { TEXT_LAYOUT_PROBE, type TextLayoutProblems } from "../support/text-layout-probe";
import { expect, test } from "./support/fixtures";

/**
 * The site names no web font: visitors see their own sans-serif. DejaVu Sans, the default of
 * Firefox and Chromium on many Linux desktops, is among the widest; with it, no text in the
 * header's and footer's rows may run into another, and nothing may stick out sideways.
 */
const WIDE_FONT = `html, body { font-family: "DejaVu Sans", sans-serif !important; }`;

const textLayoutProblems = (page: Page, selector: string) =>
  page.evaluate<TextLayoutProblems>(`(${TEXT_LAYOUT_PROBE})(${JSON.stringify(selector)})`);

for (const path of ["/", "/contact"]) {
  test(`${path}: header and footer hold with a wide fallback font`, async ({ page }, testInfo) => {
    await page.goto(path);
    await page.addStyleTag({ content: WIDE_FONT });
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("DejaVu Sans");
    expect(await page.evaluate(() => document.fonts.check('16px "DejaVu Sans"'))).toBe(true);

    const viewportWidth = page.viewportSize()?.width ?? 0;
    for (const selector of ["header", "footer"]) {
      const problems = await textLayoutProblems(page, selector);
      expect(problems.texts, `${selector} has text`).toBeGreaterThan(0);
      expect(problems.overlaps, `${selector}: text running into other text`).toEqual([]);
      expect(problems.spills, `${selector}: text spilling out of its column`).toEqual([]);
      expect(problems.outside, `${selector}: text outside the viewport`).toEqual([]);
    }
    await page.locator("header").screenshot({ path: testInfo.outputPath("header.png") });
    await page.locator("footer").screenshot({ path: testInfo.outputPath("footer.png") });
    // The innermost elements that reach past the right edge, named for the failure message.
    const stickingOut = await page.evaluate((width) => {
      const clipped = (element: Element) => {
        for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
          if (getComputedStyle(ancestor).overflowX !== "visible") return true;
        }
        return false;
      };
      const wide = [...document.body.querySelectorAll("*")].filter(
        (element) => element.getBoundingClientRect().right > width + 1 && !clipped(element),
      );
      return wide
        .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
    }, viewportWidth);
    expect(stickingOut, "elements wider than the viewport").toEqual([]);
  });
}
