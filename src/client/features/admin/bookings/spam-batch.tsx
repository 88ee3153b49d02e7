import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { problemOf } from "../format";
import { BookingList } from "./booking-list";
import type { AdminBookingItem } from "./types";

/** A walkthrough that took place (done, no-show) was no fake; one already marked needs nothing. */
const canMarkSpam = (item: AdminBookingItem) =>
  item.spamAt === null && (item.status === "confirmed" || item.status === "cancelled");

const plural = (count: number) => `${count} ${count === 1 ? "booking" : "bookings"}`;

/**
 * The list with a checkbox on each booking that may be fake, "Select all shown", and "Cancel as
 * spam": one confirmation, then the batch is cancelled without emailing anyone.
 */
export function SpamBatch({ items }: { items: readonly AdminBookingItem[] }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string>();
  const selectable = items.filter(canMarkSpam);
  // Only what is shown and still selectable counts (a refetch may have changed the list).
  const selected = selectable.filter((item) => chosen.has(item.id)).map((item) => item.id);
  const cancel = useMutation(
    trpc.admin.bookings.cancelAsSpam.mutationOptions({
      onSuccess: async ({ cancelled }) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.pathKey() });
        setChosen(new Set());
        setConfirming(false);
        setDone(`Cancelled ${plural(cancelled.length)} as spam: ${cancelled.join(", ")}. No email was sent.`);
      },
    }),
  );
  const allBox = useRef<HTMLInputElement>(null);
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = selected.length > 0 && !allSelected;
  }, [selected.length, allSelected]);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) yes.current?.focus();
  }, [confirming]);

  const toggle = (id: string) => {
    setDone(undefined);
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };

  return (
    <div className="grid gap-3">
      {selectable.length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 md:px-6">
          <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-800">
            <input
              ref={allBox}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={allSelected}
              onChange={() => {
                setDone(undefined);
                setChosen(allSelected ? new Set() : new Set(selectable.map((item) => item.id)));
              }}
            />
            Select all shown
          </label>
          <p aria-live="polite" className="text-sm text-slate-700">
            {selected.length > 0 ? `${plural(selected.length)} selected` : "None selected"}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            disabled={selected.length === 0 || cancel.isPending}
            onClick={() => setConfirming(true)}
          >
            Cancel as spam
          </Button>
        </div>
      ) : null}
      {confirming && selected.length > 0 ? (
        <div
          role="group"
          aria-labelledby="spam-confirm-question"
          className="rounded-xl border border-red-300 bg-red-50 p-4"
        >
          <p id="spam-confirm-question" className="font-semibold text-red-900">
            Cancel {plural(selected.length)} as spam?
          </p>
          <p className="mt-1 text-sm text-red-900">
            Each is cancelled and its time freed. No email is sent, to the address typed in or to you. They stay in the
            list, marked spam.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              ref={yes}
              type="button"
              className={buttonVariants({ variant: "danger", size: "sm" })}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate({ ids: selected })}
            >
              Yes, cancel {plural(selected.length)} as spam
            </button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              No, keep them
            </Button>
          </div>
        </div>
      ) : null}
      {cancel.error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problemOf(cancel.error)}
        </p>
      ) : null}
      <p role="status" className={done ? "font-semibold text-emerald-900" : "sr-only"}>
        {done}
      </p>
      <BookingList
        items={items}
        selection={
          selectable.length > 0 ? { isSelectable: canMarkSpam, isSelected: (id) => chosen.has(id), toggle } : undefined
        }
      />
    </div>
  );
}
