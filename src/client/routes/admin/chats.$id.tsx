import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { ChatTranscript } from "#client/features/admin/chat-transcript";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/chats/$id")({
  head: ({ matches }) => adminHead("Chat transcript", matches),
  component: TranscriptPage,
});

function TranscriptPage() {
  const { id } = Route.useParams();
  const transcript = useQuery(trpc.admin.chats.get.queryOptions({ id }));
  return (
    <>
      <Link to="/admin/chats" className="mb-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline">
        <ArrowLeft aria-hidden className="size-4" /> All chats
      </Link>
      <AdminQueryState query={transcript} errorTitle="This conversation could not be shown">
        {(data) => <ChatTranscript transcript={data} />}
      </AdminQueryState>
    </>
  );
}
