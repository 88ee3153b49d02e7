import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { createDatabase, databaseUrl } from "../tests/setup/databases";
import { startEmbeddedTestPostgres, freePort } from "../tests/setup/postgres-backend";
const dir = process.argv[2]!;
const route = process.argv[3]!;
const pg = await startEmbeddedTestPostgres();
await createDatabase(pg.adminUrl, "prof");
const port = await freePort();
const child = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir=/tmp/prof-" + dir.split("/").pop(), "dist-server/main.js"], {
  cwd: dir, stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", OPENAI_API_KEY: "", RATE_LIMITS: "off", SITE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: databaseUrl(pg.adminUrl, "prof") },
});
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const r = await autocannon({ url: `http://127.0.0.1:${port}${route}`, connections: 20, duration: 10 });
console.log(dir, route, (r.requests.total / 10).toFixed(0), "req/s");
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
await pg.stop();
