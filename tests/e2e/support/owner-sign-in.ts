import type { Page } from "@playwright/test";
import pg from "pg";
import { hashPassword } from "#server/admin/password";
import { expect } from "./fixtures";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./global-setup";

export interface OwnerLogin {
  email: string;
  password: string;
}

/** The owner account the e2e server creates at start from ADMIN_EMAIL/ADMIN_PASSWORD. */
export const E2E_OWNER: OwnerLogin = { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD };

/**
 * An owner account of its own, for a test that ends sessions or changes the account: tests run in
 * parallel and must not sign each other out.
 */
export async function createOwnerAccount(email: string): Promise<OwnerLogin> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query("INSERT INTO owner_accounts (email, name, password_hash) VALUES ($1, 'Second Owner', $2)", [
      email,
      await hashPassword(E2E_ADMIN_PASSWORD),
    ]);
  } finally {
    await client.end();
  }
  return { email, password: E2E_ADMIN_PASSWORD };
}

/**
 * Signs in to the owner's pages at `path` through the sign-in form, as the owner does: the one
 * place the browser tests sign in. Resolves once the form has gone (the page's own content shows).
 */
export async function signInAsOwner(page: Page, path = "/admin", owner: OwnerLogin = E2E_OWNER): Promise<void> {
  await page.goto(path);
  const heading = page.getByRole("heading", { level: 1, name: "Sign in to the inbox" });
  await expect(heading).toBeVisible();
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(heading).toBeHidden();
}
