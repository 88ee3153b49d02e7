import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "./global-setup";

/**
 * Signs in to the owner's inbox as the browser tests' server expects (today its ADMIN_PASSWORD),
 * and waits for the inbox. Every browser test that needs the inbox signs in here, so a change of
 * sign-in (owner accounts) is made in this one place.
 */
export async function signInToInbox(page: Page): Promise<void> {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
}
