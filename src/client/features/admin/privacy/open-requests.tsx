import { useQuery } from "@tanstack/react-query";
import { PRIVACY_POLICY } from "#shared/business/policies";
import { trpc } from "#client/lib/trpc";
import { AdminQueryState } from "../admin-query-state";
import { RequestList } from "./request-item";

/** The requests still to answer, nearest deadline first. */
export function OpenRequests() {
  const requests = useQuery(trpc.admin.privacy.requests.open.queryOptions());
  return (
    <section aria-labelledby="open-requests-heading" className="grid gap-3">
      <h2 id="open-requests-heading" className="text-xl font-bold text-brand-900">
        Open requests
      </h2>
      <p className="text-sm text-slate-700">
        Nearest deadline first. Each is due {PRIVACY_POLICY.responseDays} days after it arrived; extend it once, to{" "}
        {PRIVACY_POLICY.extendedResponseDays} days, when you need more time (and tell the visitor).
      </p>
      <AdminQueryState query={requests} errorTitle="Requests could not be loaded">
        {(items) =>
          items.length > 0 ? (
            <RequestList requests={items} label="Open requests" />
          ) : (
            <p className="rounded-2xl border border-slate-200 bg-white px-4 py-6 text-center text-slate-700">
              No open requests.
            </p>
          )
        }
      </AdminQueryState>
    </section>
  );
}
