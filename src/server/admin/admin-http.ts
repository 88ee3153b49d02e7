import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { createCaller } from "../routers/app-router";
import { booleanParam } from "../rest/query";
import { type AppServices, createContext } from "../trpc/context";
import type { AdminAuth } from "./admin-auth";
import { type AdminRequest, adminRequest, type AdminShared } from "./admin-request";
import { deviceKeyFrom } from "./device-cookie";
import { signInSlots } from "./sign-in-slots";

export type AdminRequestFor = (request: FastifyRequest, reply: FastifyReply) => AdminRequest | null;

const ExportQuery = z.object({
  status: z.string().optional(),
  search: z.string().optional(),
  includeSpam: booleanParam("includeSpam").optional(),
});

/**
 * Sign-in attempts at once per instance, and in line behind them: their password hashes take two
 * of libuv's four worker threads at most, so file reads and DNS lookups always find one free, and
 * their counter updates two or four of the database pool's connections; a line of 8 waits under
 * half a second.
 */
const SIGN_INS_RUNNING = 2;
const SIGN_INS_WAITING = 8;

/** Without settings: 8-hour sessions, sign-in failures not throttled (tests that are not about it). */
const DEFAULT_ADMIN_AUTH: AdminAuth = { sessionTtlMs: 8 * 60 * 60_000, throttle: null };

/**
 * The inbox's HTTP side: the session cookie (@fastify/cookie) and the CSV download
 * `GET /api/admin/contacts.csv` (thin over admin.contacts.exportCsv; same session check). Returns
 * how a request's admin session is read, for the tRPC context.
 */
export async function registerAdminHttp(
  app: FastifyInstance,
  services: AppServices,
  siteUrl: string,
  siteUrlAliases: readonly string[],
): Promise<AdminRequestFor> {
  const auth = services.admin ?? DEFAULT_ADMIN_AUTH;
  await app.register(cookie);
  const shared: AdminShared = {
    site: { url: siteUrl, origins: new Set([new URL(siteUrl).origin, ...siteUrlAliases]) },
    deviceKey: deviceKeyFrom(services.db),
    signInSlots: signInSlots(SIGN_INS_RUNNING, SIGN_INS_WAITING),
  };
  const adminFor: AdminRequestFor = (request, reply) => adminRequest(services.db, auth, shared, request, reply);

  app.get("/api/admin/contacts.csv", async (request, reply) => {
    const query = ExportQuery.parse(request.query);
    const caller = createCaller(createContext(services, request.log, adminFor(request, reply)));
    const csv = await caller.admin.contacts.exportCsv(query as Parameters<typeof caller.admin.contacts.exportCsv>[0]);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="contact-messages-${day}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });
  return adminFor;
}
