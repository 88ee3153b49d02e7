import type { FastifyInstance, FastifyReply } from "fastify";
import type { AdminRequestFor } from "../admin/admin-http";
import { createCaller } from "../routers/app-router";
import { type AppServices, createContext } from "../trpc/context";
import type { CallerFor } from "./caller";

type BookingCaller = ReturnType<CallerFor>["bookings"];
type Params = { token: string };

/** Answers that carry a visitor's booking or the owner's calendar: never kept by a cache, errors included. */
const privateReply = (reply: FastifyReply) => reply.header("cache-control", "no-store");

function sendIcs(reply: FastifyReply, ics: string, filename: string): FastifyReply {
  return reply
    .type("text/calendar; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .send(ics);
}

/**
 * The booking API's REST side, thin over the same procedures: availability, the booking form's
 * proof-of-work challenge, booking, the visitor's manage link (view, reschedule, cancel, invite),
 * the owner's CSV and private calendar feed.
 */
export function registerBookingRoutes(
  app: FastifyInstance,
  services: AppServices,
  callerFor: CallerFor,
  adminFor: AdminRequestFor,
): void {
  app.get("/api/bookings/availability", async (request) =>
    callerFor(request).bookings.availability(request.query as Parameters<BookingCaller["availability"]>[0]),
  );
  // A fresh proof-of-work challenge each time (the procedure is a mutation); never kept by a cache.
  app.get("/api/bookings/challenge", async (request, reply) => {
    privateReply(reply);
    return reply.send(await callerFor(request).bookings.challenge());
  });
  app.post("/api/bookings", async (request, reply) => {
    privateReply(reply);
    const receipt = await callerFor(request).bookings.create(request.body as Parameters<BookingCaller["create"]>[0]);
    return reply.code(201).send(receipt);
  });
  app.get<{ Params: Params }>("/api/bookings/manage/:token", async (request, reply) => {
    privateReply(reply);
    return reply.send(await callerFor(request).bookings.manage.get({ token: request.params.token }));
  });
  app.get<{ Params: Params }>("/api/bookings/manage/:token/invite.ics", async (request, reply) => {
    privateReply(reply);
    const ics = await callerFor(request).bookings.manage.invite({ token: request.params.token });
    return sendIcs(reply, ics, "walkthrough.ics");
  });
  app.post<{ Params: Params }>("/api/bookings/manage/:token/reschedule", async (request, reply) => {
    privateReply(reply);
    const { startsAt } = (request.body ?? {}) as { startsAt?: string };
    return reply.send(
      await callerFor(request).bookings.manage.reschedule({
        token: request.params.token,
        startsAt: startsAt as string,
      }),
    );
  });
  app.post<{ Params: Params }>("/api/bookings/manage/:token/cancel", async (request, reply) => {
    privateReply(reply);
    return reply.send(await callerFor(request).bookings.manage.cancel({ token: request.params.token }));
  });

  app.get("/api/admin/bookings.csv", async (request, reply) => {
    const caller = createCaller(createContext(services, request.log, adminFor(request, reply)));
    const csv = await caller.admin.bookings.exportCsv(
      request.query as Parameters<typeof caller.admin.bookings.exportCsv>[0],
    );
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="bookings-${day}.csv"`)
      .send(csv);
  });
  app.get<{ Params: { file: string } }>("/api/calendar/:file", async (request, reply) => {
    privateReply(reply);
    const token = request.params.file.replace(/\.ics$/, "");
    return sendIcs(reply, await callerFor(request).bookings.calendarFeed({ token }), "walkthroughs.ics");
  });
}
