import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ProductionServer, startProductionServer } from "../../scripts/support/production-server";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "../setup/databases";
import { NEW_NAME, NEW_PHONE, renamedAndRepriced } from "../support/changed-facts";
import { SHIPPED_FACTS } from "../support/site-facts";
import { expect, test } from "./support/fixtures";

const root = path.resolve(import.meta.dirname, "../..");
const OLD_NAME = SHIPPED_FACTS.business.name;
const OLD_PHONE = SHIPPED_FACTS.business.phone;

/** `npm run content -- ARGS` against `databaseUrl`, as the owner would run it. */
function content(url: string, args: string[]): string {
  const result = spawnSync("npx", ["--no-install", "tsx", "src/server/cli/content.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`content ${args[0]} failed: ${result.stderr}`);
  return result.stdout;
}

/** The smallest home's standard clean, priced by the server. */
async function estimate(baseUrl: string): Promise<{ lowCents: number; highCents: number }> {
  const input = { sqft: 800, bedrooms: 1, bathrooms: 1, pets: false, serviceType: "standard", addOns: [] };
  const response = await fetch(`${baseUrl}/api/estimates`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { lowCents: number; highCents: number };
}

/** Dove's reply when asked for the phone number (the built-in concierge: no model key in the tests). */
async function askDove(baseUrl: string, session: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/chat/message`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      message: "What is your phone number?",
      sessionId: `live-facts-${session.replace(/\W/g, "")}`,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { response: string }).response;
}

const pathsOf = (sitemap: string) =>
  [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

test.describe("a publish through npm run content is live on every instance", () => {
  test.setTimeout(180_000);

  let url: string;
  let name: string | undefined;
  const servers: ProductionServer[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), "bluebird-live-facts-"));

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one run is enough: it is about the server, not the width");
    test.setTimeout(120_000);
    const adminUrl = process.env.E2E_POSTGRES_ADMIN_URL!;
    name = uniqueDatabaseName("live_facts");
    await createDatabase(adminUrl, name);
    url = databaseUrl(adminUrl, name);
    // Two instances on one database, started together like a rolling deploy's first start.
    servers.push(...(await Promise.all([1, 2].map(() => startProductionServer({ DATABASE_URL: url })))));
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (name) await dropDatabase(process.env.E2E_POSTGRES_ADMIN_URL!, name).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  test("a new name, phone and prices reach every page's header, footer, title and business JSON-LD, the API and Dove on both instances, and survive a restart", async ({
    page,
  }) => {
    const [first, second] = servers as [ProductionServer, ProductionServer];
    for (const server of servers) expect(await (await fetch(`${server.baseUrl}/`)).text()).toContain(OLD_PHONE.display);
    const estimateBefore = await estimate(first.baseUrl);
    expect(await askDove(second.baseUrl, "before")).toContain(OLD_PHONE.display);
    // A visitor has a page of the old revision open while the owner publishes.
    await page.goto(`${second.baseUrl}/pricing`);
    await expect(page.getByRole("banner").getByRole("link", { name: `${OLD_NAME} home` })).toBeVisible();

    const exported = JSON.parse(content(url, ["export"])) as { basedOnRevision: number; facts: typeof SHIPPED_FACTS };
    const file = path.join(dir, "site.json");
    writeFileSync(file, JSON.stringify({ ...exported, facts: renamedAndRepriced(exported.facts) }, null, 2));
    const published = content(url, ["publish", file, "--summary", "New name, phone and prices"]);
    expect(published).toContain(`business.phone.display: "${OLD_PHONE.display}" -> "${NEW_PHONE.display}"`);
    expect(published).toMatch(/Published revision 2\./);
    const publishedAt = Date.now();

    // Both instances serve the new revision within 2 s of the CLI's exit.
    await Promise.all(
      servers.map((server) =>
        expect
          .poll(async () => (await fetch(`${server.baseUrl}/`)).text(), { timeout: 2_000, intervals: [20] })
          .toContain(NEW_PHONE.display),
      ),
    );
    console.log(`[live-facts] both instances serve revision 2 ${Date.now() - publishedAt} ms after the publish`);

    // Every public page, on both: the header, footer, title, Open Graph name and the business's
    // JSON-LD carry the new name and phone, never the old ones. (Copy the owner wrote with the
    // name in it, such as FAQ answers and the about story, is edited with the rest of the copy.)
    const paths = pathsOf(await (await fetch(`${first.baseUrl}/sitemap.xml`)).text());
    expect(paths.length).toBeGreaterThan(100);
    const stale: string[] = [];
    for (const server of servers) {
      for (const pagePath of paths) {
        const html = await (await fetch(`${server.baseUrl}${pagePath}`)).text();
        const parts = {
          header: /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "",
          // The site's footer is the last one (review cards have their own).
          footer: html.slice(html.lastIndexOf("<footer"), html.lastIndexOf("</footer>")),
          title: /<title>[^<]*<\/title>/.exec(html)?.[0] ?? "",
          siteName: /<meta property="og:site_name" content="[^"]*"\/>/.exec(html)?.[0] ?? "",
          business:
            /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"HomeAndConstructionBusiness"[^<]*<\/script>/.exec(
              html,
            )?.[0] ?? "",
        };
        if (!parts.footer.includes(NEW_PHONE.display) || !parts.business.includes(NEW_PHONE.display))
          stale.push(`${pagePath}: no new phone in the footer or the business JSON-LD`);
        if (!parts.title.includes(NEW_NAME) || !parts.siteName.includes(NEW_NAME))
          stale.push(`${pagePath}: title or site name`);
        for (const [part, text] of Object.entries(parts))
          for (const old of [OLD_PHONE.display, OLD_PHONE.href, OLD_NAME])
            if (text.includes(old)) stale.push(`${pagePath} ${part}: still "${old}"`);
      }
    }
    expect(stale, "pages still showing the old name or phone").toEqual([]);
    const facts = (await (await fetch(`${second.baseUrl}/trpc/facts.site`)).json()) as {
      result: { data: { revision: number; business: { name: string } } };
    };
    expect(facts.result.data).toMatchObject({ revision: 2, business: { name: NEW_NAME } });
    // The estimate API prices with the new figures on either instance; Dove quotes the new phone.
    for (const server of servers)
      expect((await estimate(server.baseUrl)).lowCents).toBeGreaterThan(estimateBefore.lowCents);
    for (const server of servers) {
      const reply = await askDove(server.baseUrl, server.baseUrl);
      expect(reply).toContain(NEW_PHONE.display);
      expect(reply).not.toContain(OLD_PHONE.display);
    }

    // In the browser: the page opened before the publish moves to the new revision on its next
    // client-side navigation, as a whole (header, footer and the page's own copy), and the new
    // document hydrates without a mismatch (the fixture fails on console errors); so does the
    // navigation after it, now within one revision.
    const marked = () => page.evaluate(() => "liveFactsMarker" in window);
    await page.evaluate(() => Object.assign(window, { liveFactsMarker: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/legal\/privacy$/);
    await expect.poll(marked, { message: "the navigation loaded a new document" }).toBe(false);
    await expect(page.getByRole("banner").getByRole("link", { name: `${NEW_NAME} home` })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(NEW_PHONE.display);
    await expect(page.getByRole("main")).toContainText(NEW_NAME);
    await expect(page.getByRole("main")).not.toContainText(OLD_NAME);
    await page.evaluate(() => Object.assign(window, { liveFactsMarker: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/legal\/terms$/);
    await expect(page.getByRole("main")).toContainText(NEW_NAME);
    expect(await marked(), "a navigation within one revision stays client-side").toBe(true);

    // A restarted instance serves what was published, not what the code ships.
    await first.stop();
    servers[0] = await startProductionServer({ DATABASE_URL: url });
    expect(await (await fetch(`${servers[0].baseUrl}/`)).text()).toContain(NEW_PHONE.display);
    expect(readFileSync(file, "utf8")).toContain(NEW_NAME);
  });
});
