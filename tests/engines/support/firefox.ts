import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { LOCATE_SOURCE, locateArgs, type EngineDriver, type Target } from "./driver";
import { waitForElement } from "./wait";

export const FIREFOX_BINARY = "/usr/bin/firefox-esr";

/** Debian's Firefox ESR over WebDriver BiDi: puppeteer-core starts it directly (no geckodriver, no download). */
export async function launchFirefox(baseUrl: string): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? FIREFOX_BINARY,
    headless: true,
  });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    const version = (await browser.version()).replace(/^firefox\//, "Firefox ");
    return new FirefoxDriver(browser, page, baseUrl, version);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

class FirefoxDriver implements EngineDriver {
  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseUrl: string,
    readonly version: string,
  ) {}

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseUrl).href, { waitUntil: "load" });
  }

  evaluate<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.page.evaluate(`(function () {\n${body}\n}).apply(null, ${JSON.stringify(args)})`) as Promise<T>;
  }

  private element(target: Target): Promise<ElementHandle<Element>> {
    return waitForElement(target, async () => {
      const handle = await this.page.evaluateHandle(
        `${LOCATE_SOURCE}\nlocate(...${JSON.stringify(locateArgs(target))})`,
      );
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element;
    });
  }

  async click(target: Target): Promise<void> {
    await (await this.element(target)).click();
  }

  async type(target: Target, text: string): Promise<void> {
    const element = await this.element(target);
    // Selecting the current text first makes the typing replace it, as a person's would.
    await element.evaluate((el) => (el as HTMLInputElement).select());
    if (text === "") await element.press("Backspace");
    else await element.type(text);
  }

  async select(target: Target, optionText: string): Promise<void> {
    const element = await this.element(target);
    const value = await element.evaluate(
      (el, text) => [...(el as HTMLSelectElement).options].find((option) => option.text.trim() === text)?.value,
      optionText,
    );
    if (value === undefined) throw new Error(`no option "${optionText}" in ${target.css}`);
    await element.select(value);
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file });
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
