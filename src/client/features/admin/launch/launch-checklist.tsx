import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";
import { CircleCheck, Rocket } from "lucide-react";
import { useState } from "react";
import { formatBookingTime } from "#shared/booking/time-label";
import { Button, buttonVariants } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { FormProblem } from "../accounts/email-field";
import { ConfirmBox } from "../confirm-box";
import { plural, problemOf } from "../format";

type Checklist = inferRouterOutputs<AppRouter>["admin"]["launch"]["status"];

const card = "rounded-xl border border-slate-200 bg-white p-4 sm:p-5";

/**
 * The launch checklist (ADR 0042): every placeholder fact with Replace (the facts editor) or
 * "This is real, keep it", the sample reviews and posts kept or hidden in one action, and
 * "Launch the site", which asks once more while items are left.
 */
export function LaunchChecklist({ checklist }: { checklist: Checklist }) {
  const queryClient = useQueryClient();
  const update = (next: Checklist) => queryClient.setQueryData(trpc.admin.launch.status.queryKey(), next);
  const confirm = useMutation(trpc.admin.launch.confirm.mutationOptions({ onSuccess: update }));
  const samples = useMutation(trpc.admin.launch.samples.mutationOptions({ onSuccess: update }));
  const launch = useMutation(trpc.admin.launch.launch.mutationOptions({ onSuccess: update }));
  const [askingToLaunch, setAskingToLaunch] = useState(false);
  const { placeholders, launched } = checklist;
  const left = placeholders.length + (checklist.samples.decision === null ? 1 : 0);
  const total = Math.max(checklist.shippedItems, left);
  const problem = confirm.error ?? samples.error ?? launch.error;

  return (
    <div className="grid gap-6">
      {launched ? (
        <p className="flex items-start gap-2 rounded-xl border border-green-300 bg-green-50 p-4 font-semibold text-green-900">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span>
            The site is launched: search engines may list it. Launched {formatBookingTime(launched.at)} by {launched.by}
            .
          </span>
        </p>
      ) : (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          Search engines are asked not to list the site until you launch it, so nobody finds the sample company.
        </p>
      )}
      <p className="text-lg font-bold text-brand-900" aria-live="polite">
        {left === 0 ? "Everything is done." : `${left} of ${total} left`}
      </p>
      <FormProblem message={problem ? problemOf(problem) : null} />

      <section aria-labelledby="placeholders-heading" className="grid gap-3">
        <h2 id="placeholders-heading" className="text-xl font-bold text-brand-900">
          Sample details to replace
        </h2>
        {placeholders.length === 0 ? (
          <p className="text-slate-700">None left: every detail is yours.</p>
        ) : (
          <ul className="grid gap-3">
            {placeholders.map((item) => (
              <li key={item.path} className={`${card} flex min-w-0 flex-wrap items-center justify-between gap-3`}>
                <div className="min-w-0 flex-1 basis-64">
                  <p className="font-semibold text-slate-900">{item.label}</p>
                  {/* Anywhere: a long link must wrap on a phone instead of widening the page. */}
                  <p className="text-slate-700 wrap-anywhere">{item.shown}</p>
                  <p className="text-sm text-amber-800">Flagged: {item.reason}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={`/admin/site?part=${encodeURIComponent(item.part)}`}
                    className={buttonVariants({ variant: "primary", size: "sm" })}
                  >
                    Replace<span className="sr-only"> {item.label}</span>
                  </a>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={confirm.isPending}
                    onClick={() => confirm.mutate({ path: item.path })}
                  >
                    This is real, keep it<span className="sr-only">: {item.label}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="samples-heading" className={`${card} grid gap-3`}>
        <h2 id="samples-heading" className="text-xl font-bold text-brand-900">
          Sample reviews and blog posts
        </h2>
        <p className="text-slate-700">
          The site came with {plural(checklist.samples.reviews, "sample review")} and{" "}
          {plural(checklist.samples.posts, "sample blog post")} showing.{" "}
          {checklist.samples.decision === "hidden"
            ? "You hid them: visitors do not see them."
            : checklist.samples.decision === "kept"
              ? "You kept them: visitors see them."
              : "Keep them, or hide them all at once (you can change your mind later)."}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={checklist.samples.decision === "hidden" ? "outline" : "primary"}
            size="sm"
            disabled={samples.isPending || checklist.samples.decision === "hidden"}
            onClick={() => samples.mutate({ decision: "hidden" })}
          >
            Hide all samples
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={samples.isPending || checklist.samples.decision === "kept"}
            onClick={() => samples.mutate({ decision: "kept" })}
          >
            Keep them
          </Button>
        </div>
      </section>

      {launched ? null : (
        <section aria-labelledby="launch-heading" className={`${card} grid gap-3`}>
          <h2 id="launch-heading" className="text-xl font-bold text-brand-900">
            Launch
          </h2>
          <p className="text-slate-700">
            Launching lets search engines list every page. Do it once the details above are yours.
          </p>
          {askingToLaunch ? (
            <ConfirmBox
              question={`${plural(left, "item")} on the checklist ${left === 1 ? "is" : "are"} not done. Launch anyway?`}
              confirmLabel="Yes, launch anyway"
              cancelLabel="Not yet"
              pending={launch.isPending}
              onConfirm={() => launch.mutate({ anyway: true })}
              onCancel={() => setAskingToLaunch(false)}
            />
          ) : (
            <div>
              <Button
                disabled={launch.isPending}
                onClick={() => (left > 0 ? setAskingToLaunch(true) : launch.mutate({ anyway: false }))}
              >
                <Rocket aria-hidden className="size-5" /> Launch the site
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
