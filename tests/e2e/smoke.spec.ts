import http, { type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { TESTIMONIALS } from "#shared/content/testimonials";
import { BUSINESS } from "#shared/facts/defaults/business";
import { clientRendered } from "./support/client-rendered";
import { expect, test } from "./support/fixtures";

test("the home page renders from the production build with data from Postgres", async ({ page }) => {
  // The SPA shell, so the testimonials come through tRPC rather than with the prerendered HTML.
  await page.goto(clientRendered("/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(BUSINESS.name));
  // Featured testimonials arrive through tRPC from the seeded database.
  const featured = TESTIMONIALS.filter((t) => t.featured);
  for (const testimonial of featured.slice(0, 3)) {
    await expect(page.getByText(testimonial.authorName, { exact: false }).first()).toBeVisible();
  }
});

test("hashed assets are cached for a year and valid pages that are not prerendered get index.html", async ({
  request,
}) => {
  const html = await request.get("/booking?city=Parker");
  expect(html.status()).toBe(200);
  expect(html.headers()["content-type"]).toContain("text/html");
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

/** A raw GET (no client-side decoding: Playwright's request and fetch pick their own accept-encoding). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

test("pages and assets are sent compressed to browsers that accept it, and plain to those that do not", async ({
  baseURL,
}) => {
  const plain = await rawGet(`${baseURL}/pricing`, "identity");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toContain("<h1");

  for (const encoding of ["br", "gzip"] as const) {
    const page = await rawGet(`${baseURL}/pricing`, `${encoding}`);
    expect(page.headers["content-encoding"]).toBe(encoding);
    expect(page.headers.vary).toContain("accept-encoding");
    expect(page.body.length).toBeLessThan(plain.body.length / 3);
    expect(decode[encoding](page.body).equals(plain.body)).toBe(true);
  }

  // The build compresses assets of 1 KB and more; the page's largest script is well over that.
  const scripts = [...plain.body.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const plainScripts = await Promise.all(scripts.map((script) => rawGet(`${baseURL}${script}`, "identity")));
  const largest = plainScripts.reduce((a, b) => (b.body.length > a.body.length ? b : a));
  const script = scripts[plainScripts.indexOf(largest)];
  expect(largest.body.length).toBeGreaterThan(10_000);
  const plainAsset = largest;
  const brotliAsset = await rawGet(`${baseURL}${script}`, "br, gzip");
  expect(plainAsset.headers["content-encoding"]).toBeUndefined();
  expect(brotliAsset.headers["content-encoding"]).toBe("br");
  expect(brotliAsset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(decode.br(brotliAsset.body).equals(plainAsset.body)).toBe(true);
});
