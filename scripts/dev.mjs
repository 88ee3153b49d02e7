// `npm run dev`: the API server in watch mode on DEV_API_PORT (default 3001) and Vite with HMR on
// PORT (default 3000), which proxies /trpc and /api to it. Ctrl+C stops both.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const apiPort = process.env.DEV_API_PORT ?? "3001";
// The pages come from Vite on PORT, so that is the site's origin (the inbox trusts only it), not
// the API server's own port (src/shared/site/site-url.ts's default, for the Vite port).
const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`;
const children = [
  spawn("npx", ["--no-install", "tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: apiPort,
      SITE_URL: siteUrl,
      CLIENT_DIST_DIR: "dist/no-client-in-dev",
    },
  }),
  spawn("npx", ["--no-install", "vite"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DEV_API_PORT: apiPort },
  }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
