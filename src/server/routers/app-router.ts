import { adminRouter } from "../admin/admin-router";
import { createCallerFactory, router } from "../trpc/init";
import { bookingsRouter } from "./bookings";
import { chatRouter } from "./chat";
import { contactRouter } from "./contact";
import { estimatesRouter } from "./estimates";
import { healthRouter } from "./health";
import { postsRouter } from "./posts";
import { servicesRouter } from "./services";
import { testimonialsRouter } from "./testimonials";

export const appRouter = router({
  health: healthRouter,
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
