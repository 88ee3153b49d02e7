import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";

type BookingsOutputs = inferRouterOutputs<AppRouter>["admin"]["bookings"];
export type AdminBookingItem = BookingsOutputs["list"][number];
export type AdminBookingDetail = BookingsOutputs["byId"];
export type AdminBookingStatus = "confirmed" | "cancelled" | "done" | "no_show";
