import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormProblem } from "#client/features/admin/accounts/email-field";
import { ConfirmBox } from "#client/features/admin/confirm-box";
import { formatDateTime, plural } from "#client/features/admin/format";
import { trpc } from "#client/lib/trpc";
import type { AppRouter } from "#server/routers/app-router";

type Revision = inferRouterOutputs<AppRouter>["admin"]["facts"]["revisions"][number];

/** What one revision changed, read when the owner opens it. */
function RevisionChanges({ revision }: { revision: number }) {
  const diff = useQuery(trpc.admin.facts.revision.queryOptions({ revision }));
  if (diff.isPending) return <p className="text-sm text-slate-600">Loading the changes…</p>;
  if (diff.isError) return <FormProblem message={diff.error.message} />;
  if (diff.data.changes.length === 0) return <p className="text-sm text-slate-600">No fields changed.</p>;
  return (
    <ul className="grid gap-2 text-sm">
      {diff.data.changes.map((change) => (
        <li key={change.path} className="break-words rounded-lg bg-slate-50 p-2">
          <span className="font-semibold text-slate-900">{change.label}</span>:{" "}
          <del className="text-red-800">{change.before}</del> →{" "}
          <ins className="text-green-800 no-underline">{change.after}</ins>
        </li>
      ))}
    </ul>
  );
}

function RevisionItem({
  item,
  current,
  onRestore,
  pending,
}: {
  item: Revision;
  current: number;
  onRestore: () => void;
  pending: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <li className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold text-brand-900">
          Revision {item.revision}
          {item.revision === current ? (
            <span className="ml-2 text-sm font-semibold text-green-800">(on the site)</span>
          ) : null}
        </h2>
        <p className="text-sm text-slate-700">
          {formatDateTime(item.publishedAt)} by {item.publishedBy}
        </p>
      </div>
      <p className="text-slate-900">{item.summary}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "Hide changes" : `Show changes (${plural(item.changedFields, "field")})`}
        </Button>
        {item.revision !== current ? (
          <Button size="sm" variant="outline" onClick={() => setConfirm(true)}>
            Restore revision {item.revision}
          </Button>
        ) : null}
      </div>
      {confirm ? (
        <ConfirmBox
          tone="quiet"
          question={`Publish revision ${item.revision}'s facts again, as a new revision?`}
          confirmLabel={`Yes, restore revision ${item.revision}`}
          pending={pending}
          onConfirm={onRestore}
          onCancel={() => setConfirm(false)}
        />
      ) : null}
      {open ? <RevisionChanges revision={item.revision} /> : null}
    </li>
  );
}

/** Every published revision, newest first: who, when, what, and a restore (itself a new revision). */
export function RevisionHistory({ revisions }: { revisions: Revision[] }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const current = revisions[0]?.revision ?? 0;
  const restore = useMutation(
    trpc.admin.facts.restore.mutationOptions({
      onSuccess: ({ revision }, { revision: restored }) =>
        setMessage({ ok: true, text: `Restored revision ${restored} as revision ${revision}.` }),
      onError: (error) => setMessage({ ok: false, text: error.message }),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.facts.revisions.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.facts.state.queryKey() }),
        ]),
    }),
  );
  return (
    <div className="grid gap-4">
      {message?.ok ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-900">
          {message.text}
        </p>
      ) : (
        <FormProblem message={message?.text ?? null} />
      )}
      <ol className="grid gap-3">
        {revisions.map((item) => (
          <RevisionItem
            key={item.revision}
            item={item}
            current={current}
            pending={restore.isPending}
            onRestore={() => restore.mutate({ revision: item.revision, baseRevision: current })}
          />
        ))}
      </ol>
    </div>
  );
}
