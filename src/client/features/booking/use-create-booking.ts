import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BookingRequest } from "#shared/booking/booking-request";
import { measure } from "#client/lib/measure";
import { trpc, trpcClient } from "#client/lib/trpc";
import type { BookingConflict } from "./booking-form";
import { useBookingProof } from "./use-booking-proof";

/** tRPC's error data: the status, the refused fields and the details. */
type ErrorData = { httpStatus?: number; fields?: Record<string, string>; details?: { nextFree?: string[] } };
const dataOf = (error: { data?: unknown }) => error.data as ErrorData | null | undefined;

/** A taken time's 409, with the next free times it carries (tRPC's `data.details`). */
function conflictOf(error: { message: string; data?: unknown }): BookingConflict | undefined {
  const data = dataOf(error);
  return data?.httpStatus === 409 ? { message: error.message, nextFree: data.details?.nextFree ?? [] } : undefined;
}

/** The server refused the proof of work (expired, or spent by an earlier try). */
const proofRefused = (error: unknown) => dataOf(error as { data?: unknown })?.fields?.proof !== undefined;

/**
 * Creates the booking. One idempotency key per attempt: a double click or a retried request sends
 * the same key and gets the same booking; a new key is made only after the server has answered
 * "no" (a taken time), since the next try is a different attempt. Each request carries the proof
 * of work solved in the background (`checking` while the visitor waits for it); a refused proof
 * is solved afresh and the request sent once more.
 */
export function useCreateBooking(onBooked: (manageToken: string) => void) {
  const queryClient = useQueryClient();
  const proofs = useBookingProof();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [checking, setChecking] = useState(false);
  const withProof = async (get: () => Promise<string>) => {
    setChecking(true);
    try {
      return await get();
    } finally {
      setChecking(false);
    }
  };
  const create = useMutation({
    mutationFn: async (request: BookingRequest) => {
      const send = (proof: string) => trpcClient.bookings.create.mutate({ ...request, proof });
      try {
        return await send(await withProof(proofs.ready));
      } catch (error) {
        if (!proofRefused(error)) throw error;
        return send(await withProof(proofs.renew));
      }
    },
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
  });
  const submit = (request: BookingRequest) => {
    if (!create.isPending) create.mutate({ ...request, idempotencyKey });
  };
  const conflict = create.error ? conflictOf(create.error) : undefined;
  const failure = create.error && !conflict ? create.error.message : undefined;
  return { idempotencyKey, submit, sending: create.isPending, checking, conflict, failure };
}
