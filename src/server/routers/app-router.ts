import { adminRouter } from "./admin/admin-router";
import { createCallerFactory, router } from "../trpc/init";
import { bookingsRouter } from "./public/bookings";
import { chatRouter } from "./public/chat";
import { contactRouter } from "./public/contact";
import { estimatesRouter } from "./public/estimates";
import { factsRouter } from "./public/facts";
import { healthRouter } from "./public/health";
import { postsRouter } from "./public/posts";
import { servicesRouter } from "./public/services";
import { testimonialsRouter } from "./public/testimonials";

/**
 * Every procedure of the site starts here: visitors' procedures in routers/public/<domain>.ts,
 * the owner's in routers/admin/<domain>.ts (listed by admin/admin-router.ts). Build procedures
 * from trpc/init.ts (publicProcedure, rateLimitedProcedure, cachedQuery) or
 * admin/admin-procedures.ts; throw DomainError (errors.ts) to refuse. REST routes (rest/) and
 * the prerender call these same procedures through createCaller.
 */
export const appRouter = router({
  health: healthRouter,
  facts: factsRouter,
  testimonials: testimonialsRouter,
  services: servicesRouter,
  posts: postsRouter,
  contact: contactRouter,
  chat: chatRouter,
  estimates: estimatesRouter,
  bookings: bookingsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
