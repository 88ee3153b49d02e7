import { Button } from "#client/components/ui/button";

/**
 * A second step before an action the owner cannot take back (remove an owner, cancel a walkthrough,
 * renew a feed): the question, "Yes, ..." and a way out, as one labelled group.
 */
export function ConfirmBox({
  question,
  confirmLabel,
  cancelLabel = "No",
  pending,
  onConfirm,
  onCancel,
  tone = "danger",
}: {
  question: string;
  confirmLabel: string;
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** "danger" for what removes or ends something; "quiet" for a small step inside a list row. */
  tone?: "danger" | "quiet";
}) {
  const boxClass =
    tone === "danger"
      ? "flex flex-wrap items-center gap-2 rounded-xl border border-red-300 bg-red-50 p-3"
      : "flex flex-wrap items-center gap-2";
  return (
    <div role="group" aria-label={question} className={boxClass}>
      <p className={tone === "danger" ? "font-semibold text-red-900" : "text-sm font-semibold text-slate-900"}>
        {question}
      </p>
      <Button size="sm" variant={tone === "danger" ? "danger" : "outline"} disabled={pending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button size="sm" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
