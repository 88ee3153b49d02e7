import { ReplyForm } from "./reply-form";
import { type ReplyData, type ReplyTarget, ReplyThread } from "./reply-thread";

/**
 * The reply section of a message's or a transcript's page: the thread, then the form. With no
 * address to write to (a chat visitor who left none), it says so instead of offering the form.
 */
export function OwnerReplies({
  target,
  toEmail,
  replies,
  queryKey,
}: {
  target: ReplyTarget;
  toEmail: string | null;
  replies: readonly ReplyData[];
  queryKey: readonly unknown[];
}) {
  return (
    <section aria-labelledby="replies-heading" className="grid gap-3">
      <h2 id="replies-heading" className="text-xl font-bold text-brand-900">
        {replies.length > 0 ? "Replies" : "Reply"}
      </h2>
      <ReplyThread target={target} replies={replies} queryKey={queryKey} />
      {toEmail ? (
        <ReplyForm target={target} toEmail={toEmail} queryKey={queryKey} />
      ) : (
        <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          This visitor left no email address, so there is nobody to reply to by email.
        </p>
      )}
    </section>
  );
}
