import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { OWNER_RESET_COMMAND, RESET_LINK_HOURS } from "#shared/admin/owner-links";
import { MessageState, ReloadButton } from "#client/components/page/data-states";
import { Button } from "#client/components/ui/button";
import { adminHead } from "#client/features/admin/admin-head";
import { EmailField, FormProblem } from "#client/features/admin/accounts/email-field";
import { fieldErrorsOf } from "#client/features/admin/accounts/field-errors";
import { SignedOutCard } from "#client/features/admin/accounts/signed-out-card";
import { QueryBoundary } from "#client/lib/query-boundary";
import { trpc } from "#client/lib/trpc";

/** "Forgot your password?": a reset link by email when the site can send it, else the server's command. */
export const Route = createFileRoute("/admin_/forgot-password")({
  head: ({ matches }) => adminHead("Forgot your password?", matches),
  component: () => (
    <QueryBoundary>
      <ForgotPasswordPage />
    </QueryBoundary>
  ),
});

function ForgotPasswordPage() {
  const options = useQuery(trpc.admin.passwordReset.options.queryOptions());
  if (options.isPending)
    return <div role="status" aria-label="Loading" className="mx-auto h-64 max-w-md animate-pulse py-16" />;
  if (options.isError)
    return (
      <div className="px-4 py-16">
        <MessageState
          tone="error"
          title="This page could not be loaded"
          message="The server did not answer. Please try again in a moment."
          action={<ReloadButton />}
        />
      </div>
    );
  return (
    <SignedOutCard title="Forgot your password?">
      {options.data.byEmail ? <ResetByEmail /> : <ResetOnTheServer />}
    </SignedOutCard>
  );
}

function ResetByEmail() {
  const [email, setEmail] = useState("");
  const request = useMutation(trpc.admin.passwordReset.request.mutationOptions());
  const errors = fieldErrorsOf(request.error);
  const otherProblem = request.error && Object.keys(errors).length === 0 ? request.error.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    request.mutate({ email });
  }

  if (request.isSuccess)
    return (
      <p role="status" className="mt-4 rounded-lg bg-green-50 px-3 py-2 text-green-900">
        If {request.variables.email} is an owner's email, a link to choose a new password is on its way. It works once,
        for {RESET_LINK_HOURS} hour{RESET_LINK_HOURS === 1 ? "" : "s"}. Nothing there after a few minutes? Check the
        spam folder, or ask another owner to check the address.
      </p>
    );
  return (
    <>
      <p className="mt-2 text-slate-700">
        Enter your owner account's email. We'll send you a link to choose a new password.
      </p>
      <form onSubmit={submit} noValidate aria-busy={request.isPending} className="mt-6 grid gap-4">
        <EmailField
          id="forgot-email"
          label="Email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          autoComplete="username"
        />
        <FormProblem message={otherProblem} />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? "Sending..." : "Email me a link"}
        </Button>
      </form>
    </>
  );
}

/** No mail server: resetting needs someone with access to the server, or another owner. */
function ResetOnTheServer() {
  return (
    <div className="mt-4 grid gap-3 text-slate-800">
      <p>Email isn't set up on this site yet, so it can't send you a reset link.</p>
      <p>Whoever runs the website's server can set a new password there. In the site's folder, they run:</p>
      <code className="block rounded bg-slate-100 px-2 py-1.5 font-mono text-[13px] break-words text-slate-900">
        {OWNER_RESET_COMMAND} you@example.com
      </code>
      <p>It asks for the new password, and signs out every device signed in to that account.</p>
      <p>Another owner can also remove your account and invite you again from their account page.</p>
    </div>
  );
}
