import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import type { AppRouter } from "#server/routers/app-router";
import { AdminQueryState } from "../admin-query-state";
import { Badge } from "../badge";
import { ConfirmBox } from "../confirm-box";
import { formatDateTime, problemOf } from "../format";
import { InviteForm } from "./invite-form";

type OwnersData = inferRouterOutputs<AppRouter>["admin"]["account"]["owners"];

/** The site's owners and open invites: invite another, withdraw an invite, remove another owner. */
export function OwnersSection() {
  const owners = useQuery(trpc.admin.account.owners.queryOptions());
  return (
    <section aria-labelledby="owners-heading" className="grid gap-4">
      <h2 id="owners-heading" className="text-xl font-bold text-brand-900">
        Owners
      </h2>
      <AdminQueryState query={owners} errorTitle="The owners could not be loaded">
        {(data) => <OwnersList data={data} />}
      </AdminQueryState>
    </section>
  );
}

function OwnersList({ data }: { data: OwnersData }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.account.owners.queryKey() });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [done, setDone] = useState("");
  const remove = useMutation(
    trpc.admin.account.removeOwner.mutationOptions({
      onSuccess: async (_result, input) => {
        const removed = data.owners.find((owner) => owner.id === input.id);
        setDone(`${removed?.name ?? "The owner"} is removed and signed out everywhere.`);
        setConfirming(null);
        await refresh();
      },
    }),
  );
  const revoke = useMutation(
    trpc.admin.account.revokeInvite.mutationOptions({
      onSuccess: async (_result, input) => {
        const revoked = data.invites.find((invite) => invite.id === input.id);
        setDone(`The invite to ${revoked?.email ?? "that address"} is withdrawn: its link no longer works.`);
        await refresh();
      },
    }),
  );
  const error = remove.error ?? revoke.error;

  return (
    <div className="grid gap-4">
      <div aria-live="polite">
        {done ? <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900">{done}</p> : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problemOf(error)}
        </p>
      ) : null}
      <ul className="grid gap-3" aria-label="Owner accounts">
        {data.owners.map((owner) => (
          <li
            key={owner.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <div className="min-w-0 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {owner.name} {owner.you ? <Badge tone="info">You</Badge> : null}
              </p>
              <p className="mt-1 break-all text-slate-700">{owner.email}</p>
              <p className="mt-1 text-slate-700">
                Last signed in {owner.lastSignInAt ? formatDateTime(owner.lastSignInAt) : "never"}
              </p>
            </div>
            {owner.you ? null : confirming === owner.id ? (
              <ConfirmBox
                question={`Remove ${owner.name}?`}
                confirmLabel="Yes, remove"
                cancelLabel="Keep"
                pending={remove.isPending}
                onConfirm={() => remove.mutate({ id: owner.id })}
                onCancel={() => setConfirming(null)}
                tone="quiet"
              />
            ) : (
              <Button variant="outline" size="sm" onClick={() => setConfirming(owner.id)}>
                Remove<span className="sr-only"> {owner.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {data.invites.length > 0 ? (
        <>
          <h3 className="text-lg font-bold text-brand-900">Invites not yet accepted</h3>
          <ul className="grid gap-3" aria-label="Open invites">
            {data.invites.map((invite) => (
              <li
                key={invite.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-4"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-slate-900">{invite.name}</p>
                  <p className="mt-1 break-all text-slate-700">{invite.email}</p>
                  <p className="mt-1 text-slate-700">
                    Invited {formatDateTime(invite.createdAt)} · link works until {formatDateTime(invite.expiresAt)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate({ id: invite.id })}
                >
                  Withdraw<span className="sr-only"> the invite to {invite.email}</span>
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <InviteForm emailOn={data.emailOn} />
    </div>
  );
}
