import { test as base, expect } from "@playwright/test";

/**
 * Every browser test runs against the server started in global-setup, and fails on any
 * console error or uncaught page error it did not expect.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  // The business's third-party addresses (booking embed, map) are example.com placeholders that
  // cannot resolve offline; answer them empty so pages load as they would with real ones.
  // Tests that need them to fail register their own route, which takes precedence.
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/([a-z0-9-]+\.)*example\.com\//, (route) => route.fulfill({ status: 200, body: "" }));
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
