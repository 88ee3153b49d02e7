import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { MessageState } from "../../components/page/data-states";
import { adminHead } from "../../features/admin/admin-head";
import { ContactDetail } from "../../features/admin/contact-detail";
import { ListSkeleton } from "../../features/admin/list-skeleton";
import { useSessionCheck } from "../../features/admin/use-session-check";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/admin/contacts/$id")({
  head: () => adminHead("Message"),
  component: ContactPage,
});

function ContactPage() {
  const { id } = Route.useParams();
  const contact = useQuery(trpc.admin.contacts.get.queryOptions({ id }));
  useSessionCheck(contact.error);
  return (
    <>
      <Link to="/admin" className="mb-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline">
        <ArrowLeft aria-hidden className="size-4" /> All messages
      </Link>
      {contact.isPending ? <ListSkeleton /> : null}
      {contact.isError ? <MessageState tone="error" title="This message could not be shown" message={contact.error.message} /> : null}
      {contact.data ? <ContactDetail contact={contact.data} /> : null}
    </>
  );
}
