import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { OneTimeLinkPage } from "#client/features/admin/accounts/one-time-link-page";
import { useGoToInbox } from "#client/features/admin/accounts/use-signed-in";
import { formatDateTime } from "#client/features/admin/format";
import { QueryBoundary } from "#client/lib/query-boundary";
import { trpc } from "#client/lib/trpc";

/** An invite's one-time link: the invitee chooses a password and is signed in. */
export const Route = createFileRoute("/admin_/invite/$token")({
  head: ({ matches }) => adminHead("Accept your invite", matches),
  component: () => (
    <QueryBoundary>
      <InvitePage />
    </QueryBoundary>
  ),
});

function InvitePage() {
  const { token } = Route.useParams();
  const invite = useQuery(trpc.admin.invite.get.queryOptions({ token }, { staleTime: Infinity }));
  const goToInbox = useGoToInbox();
  const accept = useMutation(trpc.admin.invite.accept.mutationOptions({ onSuccess: goToInbox }));
  return (
    <OneTimeLinkPage
      link={invite}
      checkingLabel="Loading your invite"
      unreachableTitle="Your invite could not be loaded"
      title="Become an owner"
      intro={(open) => (
        <>
          Welcome, {open.name}. Choose a password for <span className="font-semibold break-all">{open.email}</span>; you
          will use it with this email to sign in. This link works once, until {formatDateTime(open.expiresAt)}.
        </>
      )}
      idPrefix="invite-password"
      submitLabel="Create my account"
      submit={{ ...accept, mutate: (values) => accept.mutate({ token, ...values }) }}
    />
  );
}
