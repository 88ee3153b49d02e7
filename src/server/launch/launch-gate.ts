import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { isLaunched } from "./launch-store";

/** How long an instance trusts its last reading: another instance's launch shows within this. */
const LAUNCH_CHECK_MS = 1_000;

/** Whether the site is launched, as this instance last read it (ADR 0042). */
export interface LaunchGate {
  launched(): Promise<boolean>;
  /** The last reading while it is fresh, else undefined (then ask `launched()`). */
  launchedNow(): boolean | undefined;
}

/**
 * Reads the launch row at most once a second, one read at a time. A failed read keeps the last
 * answer; before any answer the site counts as not launched, so a sample site is never indexed.
 */
export function createLaunchGate(db: Db, checkEveryMs = LAUNCH_CHECK_MS): LaunchGate {
  let known = false;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<boolean> | null = null;
  const fresh = () => Date.now() - readAt < checkEveryMs;
  return {
    launchedNow: () => (fresh() ? known : undefined),
    launched() {
      if (fresh()) return Promise.resolve(known);
      reading ??= isLaunched(db)
        .then(
          (launched) => {
            known = launched;
            readAt = Date.now();
            return launched;
          },
          () => known,
        )
        .finally(() => {
          reading = null;
        });
      return reading;
    },
  };
}

/** Every answer, pages and API alike, says noindex while the site is not launched. */
export function registerLaunchHeader(app: FastifyInstance, gate: LaunchGate): void {
  // Answered without a promise while the reading is fresh: this runs on every response.
  app.addHook("onSend", (_request, reply, payload, done) => {
    const mark = (launched: boolean) => {
      if (!launched) reply.header("x-robots-tag", "noindex");
      done(null, payload);
    };
    const now = gate.launchedNow();
    if (now === undefined) void gate.launched().then(mark);
    else mark(now);
  });
}

const ROBOTS_META = '<meta name="robots" content="noindex">';

/**
 * A document with noindex in its head, for serving before launch. The build's files stay as they
 * are; a document that already says robots (the owner's pages, a draft post) is left alone.
 */
export function withNoindex(html: string): string {
  if (/<meta\s+name="robots"/i.test(html)) return html;
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${ROBOTS_META}`);
}

/** robots.txt before launch: no crawler anywhere. */
export const PRE_LAUNCH_ROBOTS_TXT = "User-agent: *\nDisallow: /\n";
