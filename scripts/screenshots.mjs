// `npm run screenshots [-- --base URL] [--signed-in] [paths...]`: full-page PNGs of pages at phone
// (390 px) and desktop (1440 px) widths into screenshots/ (git-ignored), for a person to look at.
// Without --base it starts the production server on an embedded database in a temp folder, with
// an owner account; --signed-in signs in to the inbox first (for /admin pages).
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { STATIC_PAGE_PATHS } from "../src/shared/site/routes.ts";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const baseIndex = args.indexOf("--base");
let base = baseIndex >= 0 ? args[baseIndex + 1] : undefined;
const paths = args.filter((arg, index) => !arg.startsWith("--") && (baseIndex < 0 || index !== baseIndex + 1));
const signedIn = args.includes("--signed-in");
/** The throwaway server's owner account (with --base, set SCREENSHOT_OWNER_EMAIL/PASSWORD). */
const owner = {
  email: process.env.SCREENSHOT_OWNER_EMAIL ?? "owner@bluebird.example.com",
  password: process.env.SCREENSHOT_OWNER_PASSWORD ?? "screenshots-only",
};
/** Without paths: every static route of the spec's table and one URL of each dynamic pattern. */
const DEFAULT_PATHS = [
  ...STATIC_PAGE_PATHS,
  "/services/deep",
  "/service-areas/parker-co",
  "/blog/choosing-a-cleaning-frequency",
  "/parker-co-cleaning",
  "/deep-clean-castle-rock",
  "/no/such/page",
];
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
];

let server;
if (!base) {
  const dataParent = mkdtempSync(path.join(os.tmpdir(), "bluebird-shots-"));
  chmodSync(dataParent, 0o777);
  const port = 4300 + Math.floor(Math.random() * 500);
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["dist-server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: "",
      EMBEDDED_PG_DIR: path.join(dataParent, "pg"),
      EMBEDDED_PG_PORT: String(port + 1000),
      LOG_LEVEL: "warn",
      // The pages are served on 127.0.0.1, not on SITE_URL: the inbox trusts that origin too.
      SITE_URL_ALIASES: base,
      ...(signedIn ? { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const outDir = path.join(root, "screenshots");
mkdirSync(outDir, { recursive: true });
const executablePath = (await findChromium()) ?? undefined;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const viewport of VIEWPORTS) {
    const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
    // The placeholder example.com providers (booking embed, map) cannot be reached: answer them empty.
    await page.route(/^https?:\/\/([a-z0-9-]+\.)*example\.com\//, (route) => route.fulfill({ status: 200, body: "" }));
    if (signedIn) {
      const response = await page.request.post(`${base}/trpc/admin.signIn`, { data: owner, headers: { origin: base } });
      if (!response.ok())
        throw new Error(`Signing in as ${owner.email} failed: ${response.status()} ${await response.text()}`);
    }
    for (const pagePath of paths.length ? paths : DEFAULT_PATHS) {
      await page.goto(`${base}${pagePath}`, { waitUntil: "networkidle" });
      const name = pagePath === "/" ? "home" : pagePath.replace(/^\//, "").replace(/[/?&=]/g, "_");
      const file = path.join(outDir, `${name}-${viewport.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  if (server) server.kill("SIGTERM");
}
