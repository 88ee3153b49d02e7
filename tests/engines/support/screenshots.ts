import { mkdirSync } from "node:fs";
import path from "node:path";
import type { EngineDriver } from "./driver";
import { openPage } from "./open-page";

/** Pages whose look is compared with Chromium's by eye; the footer is shot from the home page. */
const PAGES = [
  { name: "home", path: "/" },
  { name: "pricing", path: "/pricing" },
  { name: "contact", path: "/contact" },
  { name: "parker-co-cleaning", path: "/parker-co-cleaning" },
  { name: "faq", path: "/faq" },
] as const;

/** Saves `<engine>-<width>-<page>.png` (the top of each page) and `<engine>-<width>-footer.png` (the home page scrolled to its end). */
export async function takeScreenshots(
  driver: EngineDriver,
  engine: string,
  width: number,
  folder: string,
): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const file = (name: string) => path.join(folder, `${engine.toLowerCase()}-${width}-${name}.png`);
  for (const page of PAGES) {
    await openPage(driver, page.path);
    await driver.screenshot(file(page.name));
  }
  await openPage(driver, "/");
  await driver.evaluate('document.querySelector("footer").scrollIntoView({ block: "end", behavior: "instant" });');
  await driver.screenshot(file("footer"));
  console.log(`[engines] screenshots of ${engine} at ${width} px in ${path.relative(process.cwd(), folder)}/`);
}
