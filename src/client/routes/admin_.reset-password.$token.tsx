import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { MessageState, ReloadButton } from "#client/components/page/data-states";
import { adminHead } from "#client/features/admin/admin-head";
import { ChoosePasswordForm } from "#client/features/admin/accounts/choose-password-form";
import { LinkRefused, SignedOutCard } from "#client/features/admin/accounts/signed-out-card";
import { useGoToInbox } from "#client/features/admin/accounts/use-signed-in";
import { QueryBoundary } from "#client/lib/query-boundary";
import { trpc } from "#client/lib/trpc";

/** An emailed reset link: a new password, every device signed out, this one signed in. */
export const Route = createFileRoute("/admin_/reset-password/$token")({
  head: ({ matches }) => adminHead("Choose a new password", matches),
  component: () => (
    <QueryBoundary>
      <ResetPasswordPage />
    </QueryBoundary>
  ),
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  const reset = useQuery(trpc.admin.passwordReset.get.queryOptions({ token }, { staleTime: Infinity }));
  const goToInbox = useGoToInbox();
  const complete = useMutation(trpc.admin.passwordReset.complete.mutationOptions({ onSuccess: goToInbox }));

  if (reset.isPending)
    return <div role="status" aria-label="Checking your link" className="mx-auto h-64 max-w-md animate-pulse py-16" />;
  if (reset.isError)
    return (
      <div className="px-4 py-16">
        <MessageState
          tone="error"
          title="Your link could not be checked"
          message="The server did not answer. Please try again in a moment."
          action={<ReloadButton />}
        />
      </div>
    );
  const data = reset.data;
  return (
    <SignedOutCard title="Choose a new password">
      {data.state === "open" ? (
        <>
          <p className="mt-2 text-slate-700">
            Every device signed in to your account will be signed out; this one will be signed in with the new password.
          </p>
          <ChoosePasswordForm
            idPrefix="reset-password"
            submitLabel="Save the new password"
            pending={complete.isPending}
            error={complete.error}
            onSubmit={(values) => complete.mutate({ token, ...values })}
          />
        </>
      ) : (
        <>
          <LinkRefused message={data.message} />
          <p className="mt-4">
            <Link to="/admin/forgot-password" className="font-semibold text-brand-700 underline underline-offset-2">
              Ask for a new link
            </Link>
          </p>
        </>
      )}
    </SignedOutCard>
  );
}
