import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { INVITE_LINK_HOURS } from "#shared/admin/owner-links";
import { Button } from "#client/components/ui/button";
import { FormField, fieldClass } from "#client/components/ui/form-field";
import { trpc } from "#client/lib/trpc";
import { formatDateTime } from "../format";
import { EmailField, FormProblem } from "./email-field";
import { fieldErrorsOf } from "./field-errors";

/**
 * "Invite an owner": name and email make a one-time link, shown here once to copy (it cannot be
 * shown again: only its hash is kept) and also emailed when the site can send email.
 */
export function InviteForm({ emailOn }: { emailOn: boolean }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [copied, setCopied] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const invite = useMutation(
    trpc.admin.account.invite.mutationOptions({
      onSuccess: async () => {
        setName("");
        setEmail("");
        setCopied(false);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.account.owners.queryKey() });
        linkRef.current?.focus();
      },
    }),
  );
  const errors = fieldErrorsOf(invite.error);
  const otherProblem = invite.error && Object.keys(errors).length === 0 ? invite.error.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate({ name, email });
  }

  async function copy() {
    if (!invite.data) return;
    try {
      await navigator.clipboard.writeText(invite.data.link);
      setCopied(true);
    } catch {
      // No clipboard permission: the link is selected for the owner to copy themselves.
      linkRef.current?.select();
    }
  }

  return (
    <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5">
      <h3 className="text-lg font-bold text-brand-900">Invite an owner</h3>
      <p className="text-sm text-slate-700">
        They get a link to choose their own password. It works once, for {INVITE_LINK_HOURS} hours.{" "}
        {emailOn
          ? "We email it to them, and show it here for you to send another way too."
          : "Email isn't set up on this site yet, so send them the link yourself (a text message works)."}
      </p>
      <form onSubmit={submit} noValidate aria-busy={invite.isPending} className="grid gap-4 sm:grid-cols-2">
        <FormField id="invite-name" label="Their name" required error={errors.name}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={fieldClass}
            />
          )}
        </FormField>
        <EmailField
          id="invite-email"
          label="Their email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          autoComplete="off"
        />
        <FormProblem message={otherProblem} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? "Creating the link..." : "Create invite link"}
          </Button>
        </div>
      </form>
      {invite.data ? (
        <div className="grid gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4" aria-live="polite">
          <label htmlFor="invite-link" className="font-semibold text-slate-900">
            The invite link (shown only now)
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="invite-link"
              ref={linkRef}
              readOnly
              value={invite.data.link}
              onFocus={(event) => event.target.select()}
              className={`${fieldClass} font-mono text-sm sm:w-auto sm:min-w-0 sm:flex-1`}
            />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              {copied ? "Copied" : "Copy link"}
            </Button>
          </div>
          <p className="text-sm text-slate-700">
            {invite.data.emailed ? "It is on its way by email too. " : ""}
            It works once, until {formatDateTime(invite.data.expiresAt)}. Anyone with it can become an owner, so send it
            only to them.
          </p>
        </div>
      ) : null}
    </div>
  );
}
