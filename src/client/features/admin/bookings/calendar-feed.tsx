import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { AdminQueryState } from "../admin-query-state";
import { ConfirmBox } from "../confirm-box";
import { problemOf } from "../format";

/**
 * The private calendar feed (subscribe from a phone's calendar). Only its hash is stored, so the
 * address shows once, when made; Renew makes a new one and the old address stops working.
 */
export function CalendarFeed() {
  const queryClient = useQueryClient();
  const feed = useQuery(trpc.admin.bookings.calendarFeed.get.queryOptions());
  const [confirming, setConfirming] = useState(false);
  const renew = useMutation(
    trpc.admin.bookings.calendarFeed.renew.mutationOptions({
      onSuccess: () => {
        setConfirming(false);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.calendarFeed.get.queryKey() });
      },
    }),
  );
  return (
    <AdminQueryState query={feed} errorTitle="The calendar feed could not be loaded">
      {(data) => (
        <div className="grid gap-3">
          {renew.data ? (
            <>
              <p className="text-sm font-semibold text-slate-800">
                Your new feed address: copy it now, it is shown only once.
              </p>
              <p
                className="rounded-lg bg-slate-100 p-3 font-mono text-sm break-all text-slate-900"
                data-testid="calendar-feed-url"
              >
                {renew.data.url}
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-700">
              {data.active
                ? "A feed is active. Lost its address? Renew to get a new one."
                : "No feed yet: make one to see walkthroughs in your phone's calendar."}
            </p>
          )}
          <p className="text-sm text-slate-600">
            Keep it private: anyone with the address sees the names and addresses of your walkthroughs.
          </p>
          {confirming ? (
            <ConfirmBox
              question="The current address stops working. Renew?"
              confirmLabel="Yes, renew"
              pending={renew.isPending}
              onConfirm={() => renew.mutate()}
              onCancel={() => setConfirming(false)}
            />
          ) : (
            <div>
              <Button variant="outline" size="sm" onClick={() => (data.active ? setConfirming(true) : renew.mutate())}>
                <RefreshCw aria-hidden className="size-4" /> {data.active ? "Renew" : "Make a feed"}
              </Button>
            </div>
          )}
          {renew.error ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {problemOf(renew.error)}
            </p>
          ) : null}
        </div>
      )}
    </AdminQueryState>
  );
}
