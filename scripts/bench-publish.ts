// `npm run bench:publish`: how long after a publish of the site's facts both of two instances on one
// Postgres serve the new revision, over 20 publishes of a new phone number (the function
// `npm run content -- publish` calls, timed from its commit to the first answer of each instance
// that shows the new phone, polling every 5 ms); then the time to render the whole site from one
// revision (every public page and not-found page, with the build's renderer in this process, as an
// instance's warm-up does) and to fetch every page of a fresh revision from one instance. Prints
// p50/p95/max. A figure, not a test.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
import { cliActor } from "#server/audit/actor";
import { createDb } from "#server/db/client";
import { publishFacts, readPublishedFacts } from "#server/facts/site-facts-store";
import type { SiteRenderer } from "#server/prerender/site-renderer";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { startBenchDatabase } from "./support/bench-database";
import { ms, percentile } from "./support/percentiles";
import { ensureBuild, startProductionServer } from "./support/production-server";

const PUBLISHES = 20;
const root = path.resolve(import.meta.dirname, "..");

ensureBuild();
const database = await startBenchDatabase();
const servers = await Promise.all([1, 2].map(() => startProductionServer({ DATABASE_URL: database.url })));
const db = createDb(database.url, 2);

const withPhone = (facts: SiteFacts, n: number): SiteFacts => {
  const digits = String(100 + n).slice(-2);
  return {
    ...facts,
    business: { ...facts.business, phone: { display: `(720) 555-01${digits}`, href: `tel:+172055501${digits}` } },
  };
};

async function firstAnswerWith(baseUrl: string, text: string, since: number): Promise<number> {
  for (;;) {
    const html = await (await fetch(`${baseUrl}/`)).text();
    if (html.includes(text)) return performance.now() - since;
    if (performance.now() - since > 10_000) throw new Error(`${baseUrl} did not show ${text} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

try {
  const live: number[] = [];
  for (let n = 1; n <= PUBLISHES; n++) {
    const current = (await readPublishedFacts(db))!;
    const next = withPhone(current.facts, n);
    await publishFacts(db, {
      document: next,
      baseRevision: current.revision,
      summary: `bench ${n}`,
      actor: cliActor(),
    });
    const committed = performance.now();
    const times = await Promise.all(
      servers.map((server) => firstAnswerWith(server.baseUrl, next.business.phone.display, committed)),
    );
    live.push(Math.max(...times));
    // Let the instances' warm-ups finish, as between two real publishes.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  console.log(`Publish to live on both of 2 instances (${PUBLISHES} publishes, ${database.description}):`);
  console.log(`  p50 ${ms(percentile(live, 50))}  p95 ${ms(percentile(live, 95))}  max ${ms(Math.max(...live))}`);

  // The whole site from one revision, in this process, with the build's renderer.
  const template = readFileSync(path.join(root, "dist/client/index.html"), "utf8");
  const { createSiteRenderer } = (await import(pathToFileURL(path.join(root, "dist/ssr/site-renderer.js")).href)) as {
    createSiteRenderer(template: string): SiteRenderer;
  };
  const renderer = createSiteRenderer(template);
  const revision = { revision: 1, facts: (await readPublishedFacts(db))!.facts };
  const pages = renderer.pages(revision.facts);
  for (const page of pages.slice(0, 5)) await renderer.render(page.path, revision, { hydrate: true }); // warm the JIT
  const started = performance.now();
  for (const page of pages) await renderer.render(page.path, revision, { hydrate: true });
  for (const sample of renderer.notFoundSamples()) await renderer.render(sample, revision, { hydrate: false });
  const total = pages.length + renderer.notFoundSamples().length;
  console.log(
    `Rendering the whole site from one revision: ${total} documents in ${ms(performance.now() - started)} (one core)`,
  );

  // Every page of a fresh revision fetched from one instance (rendered on first request or by its warm-up).
  const current = (await readPublishedFacts(db))!;
  const fresh = withPhone(current.facts, 99);
  await publishFacts(db, {
    document: fresh,
    baseRevision: current.revision,
    summary: "bench fetch",
    actor: cliActor(),
  });
  const [first] = servers;
  await firstAnswerWith(first!.baseUrl, fresh.business.phone.display, performance.now());
  const fetchStarted = performance.now();
  const sitemap = await (await fetch(`${first!.baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const pagePath of paths) await (await fetch(`${first!.baseUrl}${pagePath}`)).text();
  console.log(
    `Fetching all ${paths.length} pages of a fresh revision from one instance: ${ms(performance.now() - fetchStarted)}`,
  );
} finally {
  await db.$disconnect();
  await Promise.all(servers.map((server) => server.stop()));
  await database.stop();
}
