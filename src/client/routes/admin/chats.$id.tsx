import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { MessageState } from "../../components/page/data-states";
import { adminHead } from "../../features/admin/admin-head";
import { ChatTranscript } from "../../features/admin/chat-transcript";
import { ListSkeleton } from "../../features/admin/list-skeleton";
import { useSessionCheck } from "../../features/admin/use-session-check";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/admin/chats/$id")({
  head: () => adminHead("Chat transcript"),
  component: TranscriptPage,
});

function TranscriptPage() {
  const { id } = Route.useParams();
  const transcript = useQuery(trpc.admin.chats.get.queryOptions({ id }));
  useSessionCheck(transcript.error);
  return (
    <>
      <Link to="/admin/chats" className="mb-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline">
        <ArrowLeft aria-hidden className="size-4" /> All chats
      </Link>
      {transcript.isPending ? <ListSkeleton /> : null}
      {transcript.isError ? <MessageState tone="error" title="This conversation could not be shown" message={transcript.error.message} /> : null}
      {transcript.data ? <ChatTranscript transcript={transcript.data} /> : null}
    </>
  );
}
