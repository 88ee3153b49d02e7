import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { registerAdminHttp } from "./admin/admin-http";
import { registerEventRoutes } from "./analytics/event-routes";
import type { Config } from "./config";
import { ContentCache } from "./content/content-cache";
import { publishedSlugCheck } from "./content/published-posts";
import { toApiError } from "./errors";
import { DEFAULT_RATE_LIMITS } from "./http/rate-limit-settings";
import { registerJsonCompression } from "./http/compressed-json";
import { registerJsonOnly } from "./http/json-only";
import { registerNoStoreAnswers, markNoStore } from "./http/no-store";
import { requestLogFields } from "./http/log-serializers";
import { registerRouteRateLimits } from "./http/rate-limits";
import { registerSecurityHeaders } from "./http/security-headers";
import { sendApiError } from "./http/send-api-error";
import { callerFactory } from "./rest/caller";
import { registerChatRoutes } from "./rest/chat-routes";
import { registerContentRoutes } from "./rest/content-routes";
import { registerHealthRoutes } from "./rest/health-routes";
import { registerAdminHealthRoute } from "./rest/admin-health-routes";
import { registerFactsEditorRoutes } from "./rest/facts-editor-routes";
import { registerBookingRoutes } from "./rest/booking-routes";
import { registerMessageRoutes } from "./rest/message-routes";
import { registerPhotoRoutes } from "./rest/photo-routes";
import { type AppRouter, appRouter } from "./routers/app-router";
import { registerFactsPreview } from "./site/facts-preview-routes";
import { registerBlogFeed } from "./site/blog-feed";
import { movedPostCheck, publishedPostCheck, publishedPostEntries } from "./site/published-post";
import type { LiveSite } from "./site/live-site";
import { registerStaticSite } from "./static-site";
import { createLaunchGate, registerLaunchHeader } from "./launch/launch-gate";
import { type AppServices, createContext } from "./trpc/context";

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface BuildAppOptions {
  /** Unset optional parts get the production defaults (rate limits on, no trusted proxy). */
  config: Pick<Config, "logLevel" | "clientDistDir"> &
    Partial<
      Pick<
        Config,
        | "rateLimits"
        | "siteUrl"
        | "siteUrlAliases"
        | "trustProxy"
        | "bookingProofWork"
        | "backup"
        | "database"
        | "healthToken"
      >
    >;
  services: AppServices;
  /** Tests pass false to keep output quiet, or a stream to read the log; defaults to pino on stdout. */
  logger?: boolean | { write(line: string): void };
}

const DEFAULT_SITE_URL = "http://localhost:3000";

/** Builds the Fastify app (not listening): tRPC at /trpc, REST at /api, the SPA for the rest. */
export async function buildApp({ config, services: given, logger = true }: BuildAppOptions): Promise<FastifyInstance> {
  const rateLimits = config.rateLimits ?? DEFAULT_RATE_LIMITS;
  // Set once the pages are registered below; procedures read it through the context.
  let site: LiveSite | null = null;
  const services = {
    ...given,
    siteStatus: () => site?.status() ?? null,
    cache: given.cache ?? new ContentCache(),
    rateLimits,
    siteUrl: given.siteUrl ?? config.siteUrl ?? DEFAULT_SITE_URL,
    bookingProofWork: given.bookingProofWork ?? config.bookingProofWork,
    // The health page's sources: the backup folder and schedule, and the embedded database's folder.
    health: config.backup && {
      backup: config.backup,
      dataDir: config.database?.kind === "embedded" ? config.database.dataDir : null,
    },
  };
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestLogFields },
            ...(logger === true ? {} : { stream: logger }),
          },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    // Batched tRPC URLs are longer than Fastify's default limit of 100.
    routerOptions: { maxParamLength: 5000 },
    // URLs the router cannot take (too long, bad percent-encoding) get the same JSON errors as the rest.
    frameworkErrors: (error, request, reply) => void sendApiError(request, reply as FastifyReply, error),
  });

  registerJsonOnly(app);
  // Every error a route, hook or Fastify itself throws: one mapping (src/server/errors.ts).
  app.setErrorHandler((error, request, reply) => sendApiError(request, reply, error));

  // Before the routes: hooks only reach contexts registered after them.
  const siteUrl = config.siteUrl ?? DEFAULT_SITE_URL;
  registerSecurityHeaders(app, siteUrl, createContext(services, app.log).facts);
  registerNoStoreAnswers(app);
  const launch = createLaunchGate(services.db);
  registerLaunchHeader(app, launch);
  registerJsonCompression(app);
  if (rateLimits) await registerRouteRateLimits(app, services.db);

  const adminFor = await registerAdminHttp(app, services, siteUrl, config.siteUrlAliases ?? []);
  const callerFor = callerFactory(services);
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) =>
        createContext(services, req.log, adminFor(req, res), req.ip, () => markNoStore(req)),
      onError({ error, path, req }) {
        if (toApiError(error).status >= 500) req.log.error({ err: error, path }, "tRPC procedure failed");
      },
      // A 429's Retry-After (the body and status come from the error formatter and the procedures' base middleware).
      responseMeta({ errors }) {
        const headers = Object.assign({}, ...errors.map((error) => toApiError(error).headers)) as Record<
          string,
          string
        >;
        return { headers };
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
  registerHealthRoutes(app, callerFor);
  registerContentRoutes(app, callerFor);
  registerMessageRoutes(app, callerFor);
  registerBookingRoutes(app, services, callerFor, adminFor);
  registerAdminHealthRoute(app, services, adminFor, config.healthToken ?? null);
  registerFactsEditorRoutes(app, services, adminFor);
  registerChatRoutes(app, callerFor);
  registerPhotoRoutes(app, services, adminFor);
  registerBlogFeed(app, callerFor, siteUrl);
  registerEventRoutes(
    app,
    services.db,
    rateLimits,
    createContext(services, app.log).facts,
    publishedSlugCheck(services.posts),
  );
  site = await registerStaticSite(app, {
    clientDistDir: config.clientDistDir,
    siteUrl,
    isPublishedPost: publishedPostCheck(services, app.log),
    movedPost: movedPostCheck(services),
    postEntries: publishedPostEntries(services),
    facts: createContext(services, app.log).facts,
    launch,
    reviews: services.reviews,
    posts: services.posts,
  });
  await registerFactsPreview(app, {
    db: services.db,
    adminFor,
    facts: createContext(services, app.log).facts,
    siteUrl,
    clientDistDir: config.clientDistDir,
  });
  return app;
}
