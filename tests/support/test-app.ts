import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import { builtInProvider } from "../../src/server/chat/built-in-provider";
import type { DoveProvider } from "../../src/server/chat/provider";
import type { Db } from "../../src/server/db/client";

/** The real app on a test database, without the browser build, for fastify.inject. */
export function buildTestApp(db: Db, dove: DoveProvider = builtInProvider): Promise<FastifyInstance> {
  return buildApp({
    config: { logLevel: "silent", clientDistDir: "/nonexistent-client-build" },
    services: { db, dove },
    logger: false,
  });
}

/** Row counts of every table a request may write to. */
export async function writableRowCounts(db: Db) {
  const [contacts, conversations, messages] = await Promise.all([
    db.contactMessage.count(),
    db.chatConversation.count(),
    db.chatMessage.count(),
  ]);
  return { contacts, conversations, messages };
}
