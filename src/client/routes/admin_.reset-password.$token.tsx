import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { OneTimeLinkPage } from "#client/features/admin/accounts/one-time-link-page";
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
  return (
    <OneTimeLinkPage
      link={reset}
      checkingLabel="Checking your link"
      unreachableTitle="Your link could not be checked"
      title="Choose a new password"
      intro={() =>
        "Every device signed in to your account will be signed out; this one will be signed in with the new password."
      }
      idPrefix="reset-password"
      submitLabel="Save the new password"
      submit={{ ...complete, mutate: (values) => complete.mutate({ token, ...values }) }}
      whenRefused={
        <p className="mt-4">
          <Link to="/admin/forgot-password" className="font-semibold text-brand-700 underline underline-offset-2">
            Ask for a new link
          </Link>
        </p>
      }
    />
  );
}
