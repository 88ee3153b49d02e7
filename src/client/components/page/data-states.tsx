import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../ui/button";

/** Loading placeholder: `count` grey cards. */
export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading" className="grid gap-6 md:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="skeleton-card" className="h-56 animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}

interface MessageStateProps {
  title: string;
  message: ReactNode;
  action?: ReactNode;
  tone?: "error" | "neutral";
}

/** An error or empty state with the spec's title and text, and an optional action. */
export function MessageState({ title, message, action, tone = "neutral" }: MessageStateProps) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center"
    >
      {tone === "error" ? <AlertTriangle aria-hidden className="mx-auto size-10 text-red-600" /> : null}
      <h2 className="mt-4 text-2xl font-bold text-brand-900">{title}</h2>
      <div className="mt-3 text-slate-700">{message}</div>
      {action ? <div className="mt-6 flex justify-center gap-3">{action}</div> : null}
    </div>
  );
}

/** Error states retry by reloading the page. */
export function ReloadButton() {
  return <Button onClick={() => window.location.reload()}>Retry</Button>;
}
