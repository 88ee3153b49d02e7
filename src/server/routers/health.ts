import { publicProcedure, router } from "../trpc/init";

export interface HealthDto {
  status: "ok" | "unavailable";
  db: "up" | "down";
}

const DB_PING_TIMEOUT_MS = 2_000;

export const healthRouter = router({
  check: publicProcedure.query(async ({ ctx }): Promise<HealthDto> => {
    const ping = ctx.db.$queryRaw`SELECT 1`;
    ping.catch(() => undefined); // a late failure after the timeout is already reported below
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("db ping timed out")), DB_PING_TIMEOUT_MS).unref());
    try {
      await Promise.race([ping, timeout]);
      return { status: "ok", db: "up" };
    } catch (error) {
      ctx.log.warn({ err: error }, "database health check failed");
      return { status: "unavailable", db: "down" };
    }
  }),
});
