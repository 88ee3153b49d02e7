import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * The site names no web font: visitors see their own sans-serif. DejaVu Sans, the default of
 * Firefox and Chromium on many Linux desktops, is among the widest; with it, no text in the
 * header's and footer's rows may run into another, and nothing may stick out sideways.
 */
const WIDE_FONT = `html, body { font-family: "DejaVu Sans", sans-serif !important; }`;

interface TextBox {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** How far the text reaches past the sides of the boxes it sits in (its column, its row). */
  overflow: number;
}

/**
 * The boxes of every visible piece of text inside the element matched by `selector`. A text that
 * cannot wrap (a name kept on one line) spills out of its column without overlapping another
 * text's box when the neighbour starts lower or further in: `overflow` catches that too.
 */
function textBoxes(page: Page, selector: string): Promise<TextBox[]> {
  return page.evaluate((selector) => {
    const boxes: TextBox[] = [];
    const root = document.querySelector(selector);
    if (!root) return boxes;
    /** How far a rectangle reaches past the sides of any of the element's ancestors (its column among them). */
    const spill = (rect: DOMRect, element: Element): number => {
      let most = 0;
      for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
        const box = ancestor.getBoundingClientRect();
        most = Math.max(most, box.left - rect.left, rect.right - box.right);
        if (ancestor === root) break;
      }
      return Math.round(most);
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(".sr-only")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 1 && rect.height > 1)
          boxes.push({
            text,
            left: rect.left,
            right: rect.right,
            top: rect.top,
            bottom: rect.bottom,
            overflow: spill(rect, parent),
          });
      }
    }
    return boxes;
  }, selector);
}

/** Pairs of text boxes that overlap by more than a pixel each way. */
function overlaps(boxes: TextBox[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      if (a.text === b.text) return;
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) found.push(`"${a.text}" overlaps "${b.text}"`);
    }),
  );
  return found;
}

for (const path of ["/", "/contact"]) {
  test(`${path}: header and footer hold with a wide fallback font`, async ({ page }, testInfo) => {
    await page.goto(path);
    await page.addStyleTag({ content: WIDE_FONT });
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("DejaVu Sans");
    expect(await page.evaluate(() => document.fonts.check('16px "DejaVu Sans"'))).toBe(true);

    const viewportWidth = page.viewportSize()?.width ?? 0;
    for (const selector of ["header", "footer"]) {
      const boxes = await textBoxes(page, selector);
      expect(boxes.length, `${selector} has text`).toBeGreaterThan(0);
      expect(overlaps(boxes), `${selector}: text running into other text`).toEqual([]);
      const spilling = boxes.filter((box) => box.overflow > 1).map((box) => `"${box.text}" by ${box.overflow} px`);
      expect(spilling, `${selector}: text spilling out of its column`).toEqual([]);
      const outside = boxes.filter((box) => box.left < -1 || box.right > viewportWidth + 1).map((box) => box.text);
      expect(outside, `${selector}: text outside the viewport`).toEqual([]);
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
