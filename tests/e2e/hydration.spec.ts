import type { Page, TestInfo } from "@playwright/test";
import { APP_READY_ATTRIBUTE } from "#client/ssr/prerendered-document";
import { expect, test } from "./support/fixtures";

/**
 * Prerendered pages are hydrated, not re-rendered: the h1 React ends up with is the very element
 * the server sent, the page's data comes with the HTML (no tRPC request on load), and the
 * fixture's console check fails the test on any hydration mismatch React reports.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const win = window as unknown as { serverH1?: Element };
    new MutationObserver((_records, observer) => {
      const h1 = document.querySelector("h1");
      if (!h1) return;
      win.serverH1 = h1;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
});

/**
 * What the server sent and the data a page carries are the same at every width: those checks run
 * in the phone project only (the desktop one repeats the taps on the home page, where its header
 * differs).
 */
function skipOnDesktop(testInfo: TestInfo): void {
  test.skip(testInfo.project.name !== "phone", "the same HTML and data at every width");
}

const keptServerH1 = (page: Page) =>
  page.evaluate(() => (window as unknown as { serverH1?: Element }).serverH1 === document.querySelector("h1"));

for (const path of [
  "/",
  "/parker-co-cleaning",
  "/reviews",
  "/blog/colorado-dust-and-dry-air",
  "/services/deep",
  "/deep-parker",
  "/resources/estimate-calculator",
]) {
  test(`${path} hydrates the prerendered HTML without refetching its data`, async ({ page }, testInfo) => {
    skipOnDesktop(testInfo);
    const trpcRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/trpc")) trpcRequests.push(request.url());
    });
    await page.goto(path);
    expect(await keptServerH1(page)).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(trpcRequests).toEqual([]);
  });
}

test("after hydration, links navigate client-side", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.goto("/parker-co-cleaning");
  expect(await keptServerH1(page)).toBe(true);
  await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap", exact: true }).click();
  await expect(page).toHaveURL(/\/sitemap$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  await expect(page).toHaveTitle(/^Sitemap/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/sitemap$/);
  expect(documents).toHaveLength(1);
});

test("a not-found page is shown once, with one title, and its links work", async ({ page }) => {
  await page.goto("/denver-co-cleaning");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Area Not Found");
  await expect(page.locator("title")).toHaveCount(1);
  await expect(page).toHaveTitle(/^Service Area Not Found/);
  await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe("in a visitor's own time zone and language", () => {
  test.use({ timezoneId: "America/Denver", locale: "es-MX" });

  for (const path of ["/reviews", "/blog/colorado-dust-and-dry-air", "/community"]) {
    test(`${path} hydrates with the dates it was prerendered with`, async ({ page }, testInfo) => {
      skipOnDesktop(testInfo);
      await page.goto(path);
      expect(await keptServerH1(page)).toBe(true);
    });
  }
});

/**
 * A tap in the instant after load, while React is still hydrating: on a slow phone that instant
 * is long. The CPU is slowed 6x through the DevTools protocol, the page is opened without the
 * fixture's wait for the app, and the tap comes right after the load event. The page must keep
 * its server-rendered DOM (marked before any script runs) and report no error.
 */
test.describe("a tap right after load, on a slow CPU", () => {
  const taps: { name: string; phoneOnly?: boolean; tap: (page: Page) => Promise<void> }[] = [
    // The last of the header's own links a visitor can see: the logo on phones, Get Estimate on larger screens.
    {
      name: "a header link",
      tap: (page) => page.getByRole("banner").locator('a[href^="/"]').filter({ visible: true }).last().click(),
    },
    {
      name: "the mobile menu button",
      phoneOnly: true,
      tap: (page) => page.getByRole("button", { name: "Open menu" }).click(),
    },
    {
      name: "the chat launcher",
      tap: (page) => page.getByRole("button", { name: "Chat with Dove", exact: true }).click(),
    },
  ];
  for (const path of ["/", "/parker-co-cleaning", "/contact"]) {
    for (const { name, phoneOnly, tap } of taps) {
      test(`${path}: ${name}`, async ({ context }, testInfo) => {
        test.skip(phoneOnly === true && testInfo.project.name !== "phone", "the menu button only shows on phones");
        test.skip(path !== "/" && testInfo.project.name !== "phone", "on larger screens the home page's taps suffice");
        // A page of its own: the fixture's page.goto waits until the app is interactive.
        const page = await context.newPage();
        await page.route(/^https?:\/\/([a-z0-9-]+\.)*example\.com\//, (route) =>
          route.fulfill({ status: 200, body: "" }),
        );
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        await page.addInitScript(() => {
          new MutationObserver((_records, observer) => {
            const main = document.getElementById("main-content");
            if (!main) return;
            (main as unknown as { fromServer: boolean }).fromServer = true;
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });

        await page.goto(path, { waitUntil: "load" });
        await tap(page);
        await page.waitForFunction(
          (attribute) => document.documentElement.hasAttribute(attribute),
          APP_READY_ATTRIBUTE,
        );
        await page.waitForLoadState("networkidle");

        expect(errors).toEqual([]);
        expect(
          await page.evaluate(
            () => (document.getElementById("main-content") as unknown as { fromServer?: boolean } | null)?.fromServer,
          ),
        ).toBe(true);
      });
    }
  }
});
