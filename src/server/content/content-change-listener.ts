import type { FastifyBaseLogger } from "fastify";
import { type ChannelListener, listenToChannel } from "../db/channel-listener";

export type ContentChangeListener = ChannelListener;
import type { ContentCache } from "./content-cache";

/**
 * Clears the content cache on each "content_changed" notice (sent by triggers on the content
 * tables). While the listener is not connected (start-up, a database outage) the cache is off,
 * since a change could go unheard.
 */
export function listenForContentChanges(
  url: string,
  cache: ContentCache,
  log: Pick<FastifyBaseLogger, "warn">,
): ContentChangeListener {
  const listener = listenToChannel(
    url,
    "content_changed",
    { notice: () => cache.clear(), connected: () => cache.setActive(true), lost: () => cache.setActive(false) },
    log,
  );
  return {
    async close() {
      cache.setActive(false);
      await listener.close();
    },
  };
}
