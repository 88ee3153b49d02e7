import pg from "pg";

const RETRY_MS = { first: 500, max: 10_000 };

export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload. */
  notice(payload: string): void;
  /** LISTENing (again): anything sent while not connected went unheard. */
  connected(): void;
  /** The connection is gone; a reconnect follows with backoff. */
  lost(): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

/**
 * Keeps one connection LISTENing on a Postgres channel, reconnecting with backoff (0.5 s doubling
 * to 10 s). A notice is lost only with its connection, and `lost`/`connected` tell the caller so.
 */
export function listenToChannel(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
  log: { warn(details: object, message: string): void },
): ChannelListener {
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
    handlers.lost();
    current.end().catch(() => undefined);
    if (!closed) log.warn({ channel }, "database change listener lost its connection; reconnecting");
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    const current = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = current;
    current.on("error", () => onLost(current));
    current.on("end", () => onLost(current));
    current.on("notification", (message) => handlers.notice(message.payload ?? ""));
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
      if (closed) return void (await current.end());
      retryMs = RETRY_MS.first;
      handlers.connected();
    } catch {
      onLost(current);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
