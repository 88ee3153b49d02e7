import { test as base, type ConsoleMessage, expect, type Page, type Response } from "@playwright/test";
import { APP_READY_ATTRIBUTE } from "#client/ssr/prerendered-document";

/**
 * Chromium reports a document answered with 404 as a console error. Addresses the route table
 * rejects get that status on purpose (real 404s for search engines), so that one is expected.
 */
function isNotFoundDocument(message: ConsoleMessage, page: Page): boolean {
  return message.text().includes("status of 404") && message.location().url === page.url();
}

async function waitForApp(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()["content-type"]?.startsWith("text/html")) {
    await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), APP_READY_ATTRIBUTE);
  }
  return response;
}

/**
 * Every browser test runs against the server started in global-setup, and fails on any
 * console error or uncaught page error it did not expect.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  // No route by default: with one, every request of every page waits on the test runner (page
  // loads took a quarter longer). Pages fetch nothing from third parties until asked to (the
  // map loads on a tap, the booking embed only where a provider is configured); a test that
  // makes them do so answers those example.com placeholders with its own route.
  page: async ({ page }, use) => {
    // A blocked script or style is not always a console error (zod's caught eval probe was not):
    // report every Content-Security-Policy violation as one, so no test passes with one.
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
      ),
    );
    // Prerendered pages are visible before React hydrates them; act only once they respond.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => waitForApp(page, await goto(url, options));
    page.reload = async (options) => waitForApp(page, await reload(options));
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !isNotFoundDocument(message, page)) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
