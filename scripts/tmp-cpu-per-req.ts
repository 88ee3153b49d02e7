import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { createDatabase, databaseUrl } from "../tests/setup/databases";
import { startEmbeddedTestPostgres } from "../tests/setup/postgres-backend";
import { startProductionServer } from "./support/production-server";
const ticks = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" "); return Number(f[11]) + Number(f[12]); };
const input = encodeURIComponent(JSON.stringify({ featured: true }));
const routes = ["/api/health", "/api/testimonials", "/api/posts?published=true", "/api/services", `/trpc/testimonials.list?input=${input}`];
const pg = await startEmbeddedTestPostgres();
const dirs = ["/work/wt/base31", "/work/main"];
const servers = [];
for (const [i, dir] of dirs.entries()) {
  await createDatabase(pg.adminUrl, `cpu_${i}`);
  servers.push(await startProductionServer({ RATE_LIMITS: "off", DATABASE_URL: databaseUrl(pg.adminUrl, `cpu_${i}`) }, dir));
}
const results = new Map<string, number[]>();
for (let round = 0; round < 3; round++)
  for (const route of routes)
    for (const [i, s] of servers.entries()) {
      await autocannon({ url: s.baseUrl + route, connections: 10, amount: 2000 });
      const before = ticks(s.child.pid!);
      const r = await autocannon({ url: s.baseUrl + route, connections: 10, amount: 20000 });
      const us = ((ticks(s.child.pid!) - before) * 10_000) / r.requests.total;
      const key = `${route} ${dirs[i]}`;
      results.set(key, [...(results.get(key) ?? []), us]);
    }
for (const route of routes) console.log(route.padEnd(40), dirs.map((d) => results.get(`${route} ${d}`)!.map((v) => v.toFixed(0)).join("/")).join("   vs   "), "µs CPU per request (base31 vs main)");
for (const s of servers) await s.stop();
await pg.stop();
