// `npm start`: builds the browser app and the server bundle when they are missing or older than
// the sources, then runs the production server in this process.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const outputs = ["dist/client/index.html", "dist/prerendered/manifest.json", "dist-server/main.js"].map((p) =>
  path.join(root, p),
);
const sources = ["src", "prisma", "vite.config.ts", "package-lock.json"].map((p) => path.join(root, p));

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/**
 * The origin the pages were prerendered with (their canonical links): a build made for another
 * SITE_URL or, with SITE_URL unset, another PORT is rebuilt. The rule is src/shared/site/site-url.ts's
 * (this plain script cannot import TypeScript).
 */
const siteUrl = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, "");
function builtForAnotherSite() {
  const manifest = path.join(root, "dist/prerendered/manifest.json");
  return existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).siteUrl !== siteUrl;
}

const builtAt = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt || builtForAnotherSite()) {
  console.log(`Building the site for ${siteUrl} (first start, sources changed, or built for another address)...`);
  const started = Date.now();
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
}

await import(pathToFileURL(path.join(root, "dist-server/main.js")).href);
