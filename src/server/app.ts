import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { Config } from "./config";
import { registerChatRateLimits } from "./chat/chat-rate-limit";
import { toApiError } from "./errors";
import { callerFactory } from "./rest/caller";
import { registerChatRoutes } from "./rest/chat-routes";
import { registerContentRoutes } from "./rest/content-routes";
import { registerHealthRoutes } from "./rest/health-routes";
import { registerMessageRoutes } from "./rest/message-routes";
import { type AppRouter, appRouter } from "./routers/app-router";
import { registerStaticSite } from "./static-site";
import { type AppServices, createContext } from "./trpc/context";

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface BuildAppOptions {
  /** rateLimits defaults to on. */
  config: Pick<Config, "logLevel" | "clientDistDir"> & Partial<Pick<Config, "rateLimits">>;
  services: AppServices;
  /** Tests pass false to keep output quiet; defaults to pino at config.logLevel. */
  logger?: boolean;
}

/** Builds the Fastify app (not listening): tRPC at /trpc, REST at /api, the SPA for the rest. */
export async function buildApp({ config, services, logger = true }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    // Batched tRPC URLs are longer than Fastify's default limit of 100.
    routerOptions: { maxParamLength: 5000 },
  });

  // text/plain is a CORS-"simple" type that skips preflight; only JSON bodies are accepted.
  app.removeContentTypeParser("text/plain");

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode && error.statusCode < 500 && !("issues" in error)) {
      const message = error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ? `Request body is larger than ${BODY_LIMIT_BYTES / 1024} KB` : error.message;
      return reply.code(error.statusCode).send({ error: { code: error.code ?? "BAD_REQUEST", message } });
    }
    const { status, body } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return reply.code(status).send(body);
  });

  // Before the routes: hooks only reach contexts registered after them.
  if (config.rateLimits ?? true) await registerChatRateLimits(app);

  const callerFor = callerFactory(services);
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(services, req.log),
      onError({ error, path, req }) {
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error, path }, "tRPC procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
  registerHealthRoutes(app, callerFor);
  registerContentRoutes(app, callerFor);
  registerMessageRoutes(app, callerFor);
  registerChatRoutes(app, callerFor, services);
  await registerStaticSite(app, config.clientDistDir);
  return app;
}
