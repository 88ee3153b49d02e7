// `npm run validate:html` (after `npm run build`): the Nu Html Checker (vnu-jar, run with the
// machine's Java) over every prerendered page and the SPA shell (the HTML of client-only routes),
// all in one JVM run, plus what it does not check: one `<meta charset>` within the first 1024
// bytes, one viewport and one title per document. Prints each error with its file and line; exits 1
// on any. CI runs it (.ci/run); on Debian, Java is `apt-get install default-jre-headless`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { prerenderedDir } from "#server/prerender/prerender-manifest";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.resolve(root, process.env.CLIENT_DIST_DIR || "dist/client");
const shell = path.join(clientDir, "index.html");
const prerendered = prerenderedDir(clientDir);
const jar = path.join(path.dirname(fileURLToPath(import.meta.resolve("vnu-jar/package.json"))), "build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.join(dir, file))
    .sort();
}

/** What the checker leaves to browsers: the charset where they look for it, and no duplicates. */
function headProblems(html: string): string[] {
  const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
  const charset = /<meta charset=[^>]*>/i.exec(html);
  const problems: string[] = [];
  if (count(/<meta charset=/gi) !== 1) problems.push(`${count(/<meta charset=/gi)} <meta charset> tags, not 1`);
  else if (Buffer.byteLength(html.slice(0, charset!.index + charset![0].length)) > 1024)
    problems.push("<meta charset> is not within the first 1024 bytes");
  if (count(/<meta name="viewport"/g) !== 1) problems.push(`${count(/<meta name="viewport"/g)} viewport tags, not 1`);
  if (count(/<title>/g) !== 1) problems.push(`${count(/<title>/g)} <title> elements, not 1`);
  return problems;
}

if (!existsSync(shell) || !existsSync(prerendered)) {
  console.error("validate:html: no build to check: run `npm run build` first.");
  process.exit(1);
}
const files = [shell, ...htmlFiles(prerendered)];
const started = performance.now();
const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) {
  console.error(
    `validate:html: could not start Java (${run.error.message}). The checker needs a Java runtime: on Debian or Ubuntu, sudo apt-get install default-jre-headless.`,
  );
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
// The JSON report goes to standard error; anything else there is Java failing to run the checker.
let messages: VnuMessage[];
try {
  messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
} catch {
  console.error(`validate:html: the checker did not answer (exit ${run.status}):\n${run.stderr}${run.stdout}`);
  process.exit(1);
}

const relative = (file: string) => path.relative(root, file);
const errors = messages
  .filter((message) => message.type === "error" || message.subType === "fatal")
  .map((message) => {
    const file = relative(message.url.startsWith("file:") ? new URL(message.url).pathname : message.url);
    return `${file}:${message.lastLine ?? "?"}: ${message.message}`;
  });
for (const file of files)
  for (const problem of headProblems(readFileSync(file, "utf8"))) errors.push(`${relative(file)}: ${problem}`);

for (const error of errors) console.error(error);
console.log(
  `validate:html: ${files.length} documents (${files.length - 1} prerendered pages and the SPA shell), ${errors.length} errors; the checker took ${seconds}s`,
);
process.exit(errors.length > 0 ? 1 : 0);
