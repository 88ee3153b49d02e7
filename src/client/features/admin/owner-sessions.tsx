import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "#client/components/ui/button";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";
import { trpc } from "#client/lib/trpc";
import { Badge } from "./badge";
import { formatDateTime } from "./format";

export type OwnerSessionData = inferRouterOutputs<AppRouter>["admin"]["account"]["get"]["sessions"][number];

/** "Chrome on Windows" from a user agent, enough to recognise one's own devices. */
function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "an unknown system";
  return `${browser} on ${system}`;
}

/** The owner's signed-in sessions, on every device; any but this one can be ended. */
export function OwnerSessions({ sessions }: { sessions: OwnerSessionData[] }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.account.get.queryKey() });
  const endOne = useMutation(trpc.admin.account.endSession.mutationOptions({ onSuccess: refresh }));
  const endOthers = useMutation(trpc.admin.account.endOtherSessions.mutationOptions({ onSuccess: refresh }));
  const others = sessions.filter((session) => !session.current).length;
  const error = endOne.error ?? endOthers.error;

  return (
    <section aria-labelledby="sessions-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-heading" className="text-xl font-bold text-brand-900">
          Signed-in sessions
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={others === 0 || endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          Sign out everywhere else
        </Button>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error.message}
        </p>
      ) : null}
      <ul className="grid gap-3">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <div className="min-w-0 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {deviceOf(session.userAgent)} {session.current ? <Badge tone="info">This browser</Badge> : null}
              </p>
              <p className="mt-1 text-slate-700">
                Signed in {formatDateTime(session.createdAt)} · last active {formatDateTime(session.lastSeenAt)} · ends{" "}
                {formatDateTime(session.expiresAt)}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={endOne.isPending}
                onClick={() => endOne.mutate({ id: session.id })}
              >
                End session
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
