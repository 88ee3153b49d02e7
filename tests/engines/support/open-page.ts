import { APP_READY_ATTRIBUTE } from "#client/ssr/prerendered-document";
import type { EngineDriver } from "./driver";
import { waitUntil } from "./wait";

/**
 * Loads a page and waits until it is that page and React has hydrated it: before that the page
 * ignores clicks and changes (and WebKitGTK's driver may answer before the new document is there).
 */
export async function openPage(driver: EngineDriver, path: string): Promise<void> {
  await driver.goto(path);
  const pathname = new URL(path, "http://site").pathname;
  await waitUntil(`${path} to be ready`, () =>
    driver.evaluate<boolean>(
      "return location.pathname === arguments[0] && document.documentElement.hasAttribute(arguments[1]);",
      pathname,
      APP_READY_ATTRIBUTE,
    ),
  );
}
