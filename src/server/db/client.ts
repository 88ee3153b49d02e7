import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";

export type Db = PrismaClient;

/** The one place a Prisma client is made; it is passed to procedures through the tRPC context. */
export function createDb(connectionString: string, poolSize: number): Db {
  const adapter = new PrismaPg({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  return new PrismaClient({ adapter });
}
