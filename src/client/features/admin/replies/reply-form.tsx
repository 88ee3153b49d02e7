import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { CONTACT_LIMITS } from "#shared/contact/contact-fields";
import { Button } from "#client/components/ui/button";
import { fieldClass, FormField } from "#client/components/ui/form-field";
import { useSiteFacts } from "#client/lib/site-facts";
import { trpc } from "#client/lib/trpc";
import { problemOf } from "../format";
import type { ReplyTarget } from "./reply-thread";

/** The server's limit (src/server/replies/reply-queries.ts): as long as the longest contact message. */
const REPLY_MAX_CHARS = CONTACT_LIMITS.message;

/** Writes a reply; it goes by email from the business's address, its answer comes back there. */
export function ReplyForm({
  target,
  toEmail,
  queryKey,
}: {
  target: ReplyTarget;
  toEmail: string;
  /** The page's query, refreshed so the new reply shows in the thread. */
  queryKey: readonly unknown[];
}) {
  const businessEmail = useSiteFacts().business.email;
  const queryClient = useQueryClient();
  const [body, setBody] = useState("");
  const [emptyError, setEmptyError] = useState<string | undefined>();
  const send = useMutation(
    trpc.admin.replies.send.mutationOptions({
      onSuccess: async () => {
        setBody("");
        await queryClient.invalidateQueries({ queryKey });
      },
    }),
  );
  const fields = (send.error?.data as { fields?: Record<string, string> } | null | undefined)?.fields;
  const bodyError = emptyError ?? fields?.body;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === "") return setEmptyError("Write a reply");
    setEmptyError(undefined);
    send.mutate({ ...target, body });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <FormField id="reply-body" label="Your reply" error={bodyError}>
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={REPLY_MAX_CHARS}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={fieldClass}
          />
        )}
      </FormField>
      <p className="text-sm text-slate-700">
        Emailed to <span className="font-semibold break-words">{toEmail}</span> from{" "}
        <span className="font-semibold break-words">{businessEmail}</span>; their answer comes back there.
      </p>
      {send.isError && !fields?.body ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problemOf(send.error)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={send.isPending}>
          <Send aria-hidden className="size-4" /> {send.isPending ? "Sending…" : "Send reply"}
        </Button>
      </div>
    </form>
  );
}
