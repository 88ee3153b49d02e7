import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { ContactDetail } from "#client/features/admin/contact-detail";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/contacts/$id")({
  head: ({ matches }) => adminHead("Message", matches),
  component: ContactPage,
});

function ContactPage() {
  const { id } = Route.useParams();
  const contact = useQuery(trpc.admin.contacts.get.queryOptions({ id }));
  return (
    <>
      <Link to="/admin" className="mb-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline">
        <ArrowLeft aria-hidden className="size-4" /> All messages
      </Link>
      <AdminQueryState query={contact} errorTitle="This message could not be shown">
        {(data) => <ContactDetail contact={data} />}
      </AdminQueryState>
    </>
  );
}
