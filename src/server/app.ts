import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { registerAdminHttp } from "./admin/admin-http";
import { registerEventRoutes } from "./analytics/event-routes";
import type { Config } from "./config";
import { ContentCache } from "./content/content-cache";
import { toApiError } from "./errors";
import { DEFAULT_RATE_LIMITS } from "./http/rate-limit-settings";
import { registerJsonOnly } from "./http/json-only";
import { requestLogFields } from "./http/log-serializers";
import { registerRateLimits } from "./http/rate-limits";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerTrpcResponseCache } from "./http/trpc-response-cache";
import { callerFactory } from "./rest/caller";
import { registerChatRoutes } from "./rest/chat-routes";
import { registerContentRoutes } from "./rest/content-routes";
import { registerHealthRoutes } from "./rest/health-routes";
import { registerBookingRoutes } from "./rest/booking-routes";
import { registerMessageRoutes } from "./rest/message-routes";
import { type AppRouter, appRouter } from "./routers/app-router";
import { publishedPostCheck } from "./site/published-post";
import { registerStaticSite } from "./static-site";
import { type AppServices, createContext } from "./trpc/context";

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface BuildAppOptions {
  /** Unset optional parts get the production defaults (rate limits on, no trusted proxy). */
  config: Pick<Config, "logLevel" | "clientDistDir"> & Partial<Pick<Config, "rateLimits" | "siteUrl" | "trustProxy">>;
  services: AppServices;
  /** Tests pass false to keep output quiet, or a stream to read the log; defaults to pino on stdout. */
  logger?: boolean | { write(line: string): void };
}

const DEFAULT_SITE_URL = "http://localhost:3000";

/** Builds the Fastify app (not listening): tRPC at /trpc, REST at /api, the SPA for the rest. */
export async function buildApp({ config, services: given, logger = true }: BuildAppOptions): Promise<FastifyInstance> {
  const services = { ...given, cache: given.cache ?? new ContentCache(), siteUrl: given.siteUrl ?? config.siteUrl ?? DEFAULT_SITE_URL };
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel, serializers: { req: requestLogFields }, ...(logger === true ? {} : { stream: logger }) },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    // Batched tRPC URLs are longer than Fastify's default limit of 100.
    routerOptions: { maxParamLength: 5000 },
    // URLs the router cannot take (too long, bad percent-encoding) get the same JSON errors as the rest.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      const message = tooLong ? "The URL is too long" : "The URL is not valid";
      void (reply as FastifyReply).code(tooLong ? 414 : 400).send({ error: { code: error.code, message, fields: { url: message } } });
    },
  });

  registerJsonOnly(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode && error.statusCode < 500 && !("issues" in error)) {
      const bodyLimit = request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES;
      const message = error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ? `Request body is larger than ${bodyLimit / 1024} KB` : error.message;
      // A body that does not parse (bad JSON, a __proto__ key) is wrong as a whole: name it "body".
      const fields = error.statusCode === 400 ? { body: message } : undefined;
      return reply.code(error.statusCode).send({ error: { code: error.code ?? "BAD_REQUEST", message, fields } });
    }
    const { status, body } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return reply.code(status).send(body);
  });

  // Before the routes: hooks only reach contexts registered after them.
  const siteUrl = config.siteUrl ?? DEFAULT_SITE_URL;
  registerSecurityHeaders(app, siteUrl);
  const rateLimits = config.rateLimits ?? DEFAULT_RATE_LIMITS;
  if (rateLimits) await registerRateLimits(app, rateLimits, services.db);
  registerTrpcResponseCache(app, services.cache);

  const adminFor = await registerAdminHttp(app, services, config.siteUrl ?? DEFAULT_SITE_URL);
  const callerFor = callerFactory(services);
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(services, req.log, adminFor(req, res)),
      onError({ error, path, req }) {
        if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE") req.log.error({ err: error, path }, "tRPC procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
  registerHealthRoutes(app, callerFor);
  registerContentRoutes(app, callerFor, services.cache);
  registerMessageRoutes(app, callerFor);
  registerBookingRoutes(app, services, callerFor, adminFor);
  registerChatRoutes(app, callerFor, services);
  registerEventRoutes(app, services.db);
  await registerStaticSite(app, { clientDistDir: config.clientDistDir, siteUrl, isPublishedPost: publishedPostCheck(services, app.log) });
  return app;
}
