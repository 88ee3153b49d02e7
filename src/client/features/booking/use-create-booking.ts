import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BookingRequest } from "#shared/booking/booking-request";
import { measure } from "#client/lib/measure";
import { trpc } from "#client/lib/trpc";
import type { BookingConflict } from "./booking-form";

/** A taken time's 409, with the next free times it carries (tRPC's `data.details`). */
function conflictOf(error: { message: string; data?: unknown }): BookingConflict | undefined {
  const data = error.data as { httpStatus?: number; details?: { nextFree?: string[] } } | null | undefined;
  return data?.httpStatus === 409 ? { message: error.message, nextFree: data.details?.nextFree ?? [] } : undefined;
}

/**
 * Creates the booking. One idempotency key per attempt: a double click or a retried request sends
 * the same key and gets the same booking; a new key is made only after the server has answered
 * "no" (a taken time), since the next try is a different attempt.
 */
export function useCreateBooking(onBooked: (manageToken: string) => void) {
  const queryClient = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const create = useMutation(
    trpc.bookings.create.mutationOptions({
      onSuccess: (booking) => {
        // Counted here: the confirmation is the manage page, which is never measured.
        measure({ kind: "booked" });
        onBooked(booking.manageToken);
      },
      onError: (error) => {
        if (!conflictOf(error)) return;
        setIdempotencyKey(crypto.randomUUID());
        void queryClient.invalidateQueries({ queryKey: trpc.bookings.availability.queryKey() });
      },
    }),
  );
  const submit = (request: BookingRequest) => {
    if (!create.isPending) create.mutate({ ...request, idempotencyKey });
  };
  const conflict = create.error ? conflictOf(create.error) : undefined;
  const failure = create.error && !conflict ? create.error.message : undefined;
  return { idempotencyKey, submit, sending: create.isPending, conflict, failure };
}
