import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { ContentCache } from "./content-cache";

const CHANNEL = "content_changed";
const RETRY_MS = { first: 500, max: 10_000 };

export interface ContentChangeListener {
  close(): Promise<void>;
}

/**
 * Keeps one connection LISTENing for "content_changed" (sent by triggers on the content tables)
 * and clears the cache on each notice. While it is not connected (start-up, a database outage)
 * the cache is off, since a change could go unheard; it reconnects with backoff.
 */
export function listenForContentChanges(
  url: string,
  cache: ContentCache,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
): ContentChangeListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  };

  const onLost = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    cache.setActive(false);
    current.end().catch(() => undefined);
    if (!closed) log.warn("content change listener lost its connection; caching paused");
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    const current = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = current;
    current.on("error", () => onLost(current));
    current.on("end", () => onLost(current));
    current.on("notification", () => cache.clear());
    try {
      await current.connect();
      await current.query(`LISTEN ${CHANNEL}`);
      if (closed) return void (await current.end());
      retryMs = RETRY_MS.first;
      cache.setActive(true);
    } catch {
      onLost(current);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      cache.setActive(false);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
