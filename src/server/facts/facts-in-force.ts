import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { REVISION_CHECK_MS } from "../content/followed-content";
import { type ChannelListener, listenToChannel } from "../db/channel-listener";
import type { Db } from "../db/client";
import { readPublishedFacts, SITE_FACTS_CHANNEL } from "./site-facts-store";

/** One published revision of the site's facts, as every reader of this instance sees it. */
export interface FactsRevision {
  revision: number;
  facts: SiteFacts;
}

export interface FollowOptions {
  /** How often to check for a newer revision without a notice; tests shorten it. */
  checkEveryMs?: number;
}

/**
 * The published facts in force on this instance, held in memory and replaced whole when a newer
 * revision is published: pages, Dove and the estimate read one revision at a time (ADR 0028).
 */
export interface FactsInForce {
  current(): FactsRevision;
  /** Called with each newer revision once it is in force. */
  onChange(listener: (next: FactsRevision) => void): void;
  /** Reads the newest revision now; true when it was newer than the one in force. */
  refresh(): Promise<boolean>;
  close(): Promise<void>;
}

/** Facts that never change: tests that are not about publishing, and tools without a database. */
export function fixedFacts(facts: SiteFacts, revision = 1): FactsInForce {
  const fixed = { revision, facts };
  return {
    current: () => fixed,
    onChange: () => undefined,
    refresh: () => Promise.resolve(false),
    close: () => Promise.resolve(),
  };
}

/**
 * Loads the newest revision, then follows publishes: a NOTIFY on the site_facts channel, a check on
 * every (re)connect of that listener, and one every 30 s, so an instance that missed a notice
 * catches up. Refreshes run one at a time; a revision is only ever replaced by a newer one.
 */
export async function followPublishedFacts(
  db: Db,
  url: string,
  log: { warn(details: object, message: string): void; error(details: object, message: string): void },
  { checkEveryMs = REVISION_CHECK_MS }: FollowOptions = {},
): Promise<FactsInForce> {
  const first = await readPublishedFacts(db);
  if (!first) throw new Error("No published facts: the first revision is written at start before this runs");
  let inForce: FactsRevision = { revision: first.revision, facts: first.facts };
  const listeners: ((next: FactsRevision) => void)[] = [];
  let running: Promise<boolean> | null = null;

  const load = async (): Promise<boolean> => {
    const newest = await readPublishedFacts(db);
    if (!newest || newest.revision <= inForce.revision) return false;
    inForce = { revision: newest.revision, facts: newest.facts };
    for (const listener of listeners) listener(inForce);
    return true;
  };
  const refresh = (): Promise<boolean> => {
    running ??= load().finally(() => {
      running = null;
    });
    return running;
  };
  const refreshLogged = () =>
    void refresh().catch((error: unknown) => log.error({ err: error }, "could not read the published facts"));

  const listener: ChannelListener = listenToChannel(
    url,
    SITE_FACTS_CHANNEL,
    { notice: refreshLogged, connected: refreshLogged, lost: () => undefined },
    log,
  );
  const timer = setInterval(refreshLogged, checkEveryMs);
  timer.unref();
  return {
    current: () => inForce,
    onChange: (next) => void listeners.push(next),
    refresh,
    async close() {
      clearInterval(timer);
      await listener.close();
    },
  };
}
