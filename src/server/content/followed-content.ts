import type { Db } from "../db/client";
import { type ChannelListener, listenToChannel } from "../db/channel-listener";

/** How often an instance reads what it follows even without a notice (a missed one). */
export const REVISION_CHECK_MS = 30_000;

/** Content read from the database and held in memory on this instance; pages are rendered from it. */
export interface ContentInForce<T> {
  current(): T;
  /** Called with the new content each time it changes. */
  onChange(listener: (next: T) => void): void;
  close(): Promise<void>;
}

export interface FollowContentOptions<T> {
  /** Reads the content as visitors may see it now. */
  read(db: Db): Promise<T>;
  /** The tables whose "content_changed" notice (their trigger's, whoever wrote) means a reload. */
  tables: readonly string[];
  /** What is logged when a reload fails ("could not read ..."). */
  what: string;
  /** How often to reload without a notice (a missed one); tests shorten it. */
  checkEveryMs?: number;
}

/**
 * Loads the content, then reloads it on each "content_changed" notice from one of its tables, on
 * every (re)connect of that listener and on the facts' revision-check period, so every instance
 * follows a write made anywhere. Listeners hear only real changes; reloads run one at a time.
 */
export async function followContent<T>(
  db: Db,
  url: string,
  log: { warn(details: object, message: string): void; error(details: object, message: string): void },
  { read, tables, what, checkEveryMs = REVISION_CHECK_MS }: FollowContentOptions<T>,
): Promise<ContentInForce<T>> {
  let inForce = await read(db);
  let key = JSON.stringify(inForce);
  const listeners: ((next: T) => void)[] = [];
  let running: Promise<void> | null = null;
  let again = false;

  const load = async () => {
    const next = await read(db);
    const nextKey = JSON.stringify(next);
    if (nextKey === key) return;
    inForce = next;
    key = nextKey;
    for (const listener of listeners) listener(inForce);
  };
  const reload = (): void => {
    // A notice during a load may concern a write that load did not see: load once more after it.
    if (running) {
      again = true;
      return;
    }
    running = load()
      .catch((error: unknown) => log.error({ err: error }, `could not read ${what}`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          reload();
        }
      });
  };
  const listener: ChannelListener = listenToChannel(
    url,
    "content_changed",
    {
      notice: (table) => {
        if (tables.includes(table)) reload();
      },
      connected: reload,
      lost: () => undefined,
    },
    log,
  );
  const timer = setInterval(reload, checkEveryMs);
  timer.unref();
  return {
    current: () => inForce,
    onChange: (next) => void listeners.push(next),
    async close() {
      clearInterval(timer);
      await listener.close();
    },
  };
}
