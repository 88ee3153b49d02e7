import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { MessageState, ReloadButton } from "#client/components/page/data-states";
import { adminHead } from "#client/features/admin/admin-head";
import { ChoosePasswordForm } from "#client/features/admin/accounts/choose-password-form";
import { LinkRefused, SignedOutCard } from "#client/features/admin/accounts/signed-out-card";
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

  if (invite.isPending)
    return <div role="status" aria-label="Loading your invite" className="mx-auto h-64 max-w-md animate-pulse py-16" />;
  if (invite.isError)
    return (
      <div className="px-4 py-16">
        <MessageState
          tone="error"
          title="Your invite could not be loaded"
          message="The server did not answer. Please try again in a moment."
          action={<ReloadButton />}
        />
      </div>
    );
  const data = invite.data;
  return (
    <SignedOutCard title="Become an owner">
      {data.state === "open" ? (
        <>
          <p className="mt-2 text-slate-700">
            Welcome, {data.name}. Choose a password for <span className="font-semibold break-all">{data.email}</span>;
            you will use it with this email to sign in. This link works once, until {formatDateTime(data.expiresAt)}.
          </p>
          <ChoosePasswordForm
            idPrefix="invite-password"
            submitLabel="Create my account"
            pending={accept.isPending}
            error={accept.error}
            onSubmit={(values) => accept.mutate({ token, ...values })}
          />
        </>
      ) : (
        <LinkRefused message={data.message} />
      )}
    </SignedOutCard>
  );
}
