import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { MessageState, ReloadButton } from "#client/components/page/data-states";
import { ChoosePasswordForm } from "./choose-password-form";
import type { NewPasswordValues } from "./new-password-fields";
import { LinkRefused, SignedOutCard } from "./signed-out-card";

/** What the server says of a one-time link: "open" (with what the page shows), or refused with a message. */
type LinkState = { state: "open" } | { state: string; message: string };

/**
 * The page behind an emailed one-time link (an invite, a password reset): the link is checked, then
 * the owner chooses a password with it, or reads why the link no longer works.
 */
export function OneTimeLinkPage<Link extends LinkState>({
  link,
  checkingLabel,
  unreachableTitle,
  title,
  intro,
  idPrefix,
  submitLabel,
  submit,
  whenRefused,
}: {
  link: UseQueryResult<Link, unknown>;
  checkingLabel: string;
  unreachableTitle: string;
  title: string;
  intro: (open: Extract<Link, { state: "open" }>) => ReactNode;
  idPrefix: string;
  submitLabel: string;
  submit: {
    isPending: boolean;
    error: { message: string; data?: unknown } | null;
    mutate(values: NewPasswordValues): void;
  };
  /** Shown under the reason a link was refused, e.g. a way to ask for a new one. */
  whenRefused?: ReactNode;
}) {
  if (link.isPending)
    return <div role="status" aria-label={checkingLabel} className="mx-auto h-64 max-w-md animate-pulse py-16" />;
  if (link.isError)
    return (
      <div className="px-4 py-16">
        <MessageState
          tone="error"
          title={unreachableTitle}
          message="The server did not answer. Please try again in a moment."
          action={<ReloadButton />}
        />
      </div>
    );
  const data = link.data;
  return (
    <SignedOutCard title={title}>
      {!("message" in data) ? (
        <>
          <p className="mt-2 text-slate-700">{intro(data as Extract<Link, { state: "open" }>)}</p>
          <ChoosePasswordForm
            idPrefix={idPrefix}
            submitLabel={submitLabel}
            pending={submit.isPending}
            error={submit.error}
            onSubmit={(values) => submit.mutate(values)}
          />
        </>
      ) : (
        <>
          <LinkRefused message={data.message} />
          {whenRefused}
        </>
      )}
    </SignedOutCard>
  );
}
