import { TRPCError } from "@trpc/server";
import type { FastifyBaseLogger } from "fastify";
import { createCaller } from "../routers/app-router";
import { type AppServices, createContext } from "../trpc/context";

/**
 * Whether the database has a published post with this slug, through the same procedure (and
 * content cache) the post page uses. An unknown or malformed slug is false; other errors (the
 * database is down) are thrown.
 */
export function publishedPostCheck(services: AppServices, log: FastifyBaseLogger): (slug: string) => Promise<boolean> {
  const caller = createCaller(createContext(services, log));
  return async (slug) => {
    try {
      await caller.posts.bySlug({ slug });
      return true;
    } catch (error) {
      if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) return false;
      throw error;
    }
  };
}
