// `npm run emails:preview`: every kind of email the site sends, built from sample data as the queue
// builds them, written to reports/emails/ as HTML and as screenshots at a phone's width (390 px) and
// a desktop's (1440 px), light and dark, to look at after changing a template.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { sampleEmails } from "../tests/support/email-samples";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";

const outDir = path.resolve(import.meta.dirname, "../reports/emails");
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: (await findChromium()) ?? undefined, args: CHROMIUM_ARGS });
try {
  for (const { kind, message } of await sampleEmails()) {
    const file = path.join(outDir, `${kind}.html`);
    writeFileSync(file, message.html);
    writeFileSync(path.join(outDir, `${kind}.txt`), message.text);
    for (const [width, colorScheme] of [
      [390, "light"],
      [1440, "light"],
      [390, "dark"],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
      await page.goto(`file://${file}`);
      await page.screenshot({ path: path.join(outDir, `${kind}-${width}-${colorScheme}.png`), fullPage: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
}
console.log(
  `emails:preview: wrote the HTML, text and screenshots of each email to ${path.relative(process.cwd(), outDir)}/`,
);
