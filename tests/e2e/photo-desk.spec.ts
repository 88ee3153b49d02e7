import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { signInAsOwner } from "./support/owner-sign-in";

const SHOTS = "/tmp/shots-photos";

/** A small landscape photo with detail (a gradient), as a phone or a computer would send it. */
async function fixturePhoto(): Promise<Buffer> {
  const [width, height] = [1200, 800];
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    const x = (at / 3) % width;
    const y = Math.floor(at / 3 / width);
    pixels[at] = (x * 255) / width;
    pixels[at + 1] = (y * 255) / height;
    pixels[at + 2] = 160;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.map((violation) => violation.id);
}

test.describe("the owner's photo desk", () => {
  test("uploads a photo with alt text, sets its focal point, sees it ready and puts it on the public site", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const alt = `Kitchen after a deep clean ${randomUUID().slice(0, 8)}`;
    await signInAsOwner(page, "/admin/photos");
    await expect(page.getByRole("heading", { level: 1, name: "Photos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Photos" })).toHaveAttribute("aria-current", "page");

    // Alt text is required before anything is sent.
    const form = page.getByRole("form", { name: "Upload a photo" });
    await form
      .locator("input[type=file]")
      .setInputFiles({ name: "kitchen.jpg", mimeType: "image/jpeg", buffer: await fixturePhoto() });
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(form.getByText("Describe the photo (alt text is required)")).toBeVisible();
    await form.getByLabel("Describe the photo (alt text)").fill(alt);
    await form.getByRole("button", { name: "Upload" }).click();

    const card = page.locator("li", { has: page.locator(`input[value="${alt}"]`) });
    await expect(card.getByText("Ready", { exact: true })).toBeVisible({ timeout: 60_000 });
    // The preview is the resized file, served from the site itself.
    const preview = card.locator("picture img");
    await expect(preview).toHaveAttribute("srcset", /\/media\/[0-9a-f-]{36}-[0-9a-f]{16}-480\.jpg 480w/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Focal point by the keyboard's way (numbers) and by a click on the photo.
    await card.getByLabel("From the left (%)").fill("30");
    await card.getByLabel("From the top (%)").fill("70");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByRole("status")).toHaveText("Saved");
    await expect(preview).toHaveCSS("object-position", "30% 70%");
    const picker = card.getByRole("button", { name: /Set the focal point/ });
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.8, y: box.height * 0.2 } });
    await expect(card.getByLabel("From the left (%)")).toHaveValue(/^(79|80|81)$/);

    // The box shows what the server holds: it turns on once the change is saved.
    const publicToggle = card.getByRole("checkbox", { name: "Use on the public site" });
    await publicToggle.click();
    await expect(publicToggle).toBeChecked();
    await expect(card.getByText("On the public site", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Delete" })).toBeDisabled();

    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/photo-desk-${testInfo.project.name}.png`, fullPage: true });
  });
});
