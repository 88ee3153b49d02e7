import { Link } from "@tanstack/react-router";
import { formatDateTime, plural } from "../format";
import type { PersonLookupResult } from "./person-data";

type StoredChatData = PersonLookupResult["data"]["chatConversations"][number];

/** A conversation: when, and what the visitor typed (Dove's replies are in the full transcript). */
export function StoredChat({ chat }: { chat: StoredChatData }) {
  const visitorLines = chat.messages.filter((message) => message.role === "visitor");
  return (
    <div className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to="/admin/chats/$id" params={{ id: chat.id }} className="font-semibold text-brand-700 underline">
          Chat of <time dateTime={chat.startedAt}>{formatDateTime(chat.startedAt)}</time>
        </Link>
        <p className="text-sm text-slate-600">{plural(chat.messages.length, "message")}</p>
      </div>
      <ul aria-label="What the visitor typed" className="grid gap-1 text-sm text-slate-900">
        {visitorLines.map((message, index) => (
          <li key={index} className="break-words">
            “{message.text}”
          </li>
        ))}
      </ul>
    </div>
  );
}
