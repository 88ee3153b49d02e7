import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { E2E_ADMIN_PASSWORD } from "./global-setup";

/**
 * Signs in to the owner's pages at `path` the way the owner does: today with the e2e server's
 * ADMIN_PASSWORD. The one place the browser tests sign in, so a change of sign-in changes here.
 */
export async function signInAsOwner(page: Page, path = "/admin"): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}
