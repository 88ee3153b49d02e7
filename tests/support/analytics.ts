import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/client";

/** An ordinary desktop browser's user agent (not a bot, not headless). */
export const DESKTOP_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

export interface Sender {
  ip: string;
  userAgent?: string;
  headers?: Record<string, string>;
}

/** POST /api/events as a browser's beacon would (JSON body, same origin). */
export function postEvent(
  app: FastifyInstance,
  body: unknown,
  { ip, userAgent = DESKTOP_USER_AGENT, headers = {} }: Sender,
) {
  return app.inject({
    method: "POST",
    url: "/api/events",
    headers: { "content-type": "application/json", "user-agent": userAgent, ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
    remoteAddress: ip,
  });
}

/** Today's UTC day by the database's clock (the clock events are stamped with). */
export async function databaseToday(db: Db): Promise<string> {
  const [row] = await db.$queryRaw<{ today: Date }[]>`SELECT (now() AT TIME ZONE 'UTC')::date AS today`;
  return (row?.today ?? new Date()).toISOString().slice(0, 10);
}
