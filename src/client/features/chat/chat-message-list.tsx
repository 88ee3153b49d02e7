import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "#client/lib/cn";
import type { ChatMessage } from "./chat-session";
import { ReplyText } from "./reply-text";

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  pending: boolean;
  onSiteLinkClick?: () => void;
  /** Shown under the messages (the quick actions). */
  children?: ReactNode;
}

/** The conversation as a polite live log, kept scrolled to the newest message. */
export function ChatMessageList({ messages, pending, onSiteLinkClick, children }: ChatMessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];

  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [messages.length, last?.content, pending]);

  return (
    <div ref={box} className="flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-4 py-4">
      <div role="log" aria-live="polite" aria-label="Conversation with Dove">
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id} className={cn("flex", message.role === "user" ? "justify-end" : "justify-start")}>
              <span className="sr-only">{message.role === "user" ? "You:" : "Dove:"}</span>
              <p
                data-role={message.role}
                className={cn(
                  "max-w-5/6 whitespace-pre-line rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed [overflow-wrap:anywhere]",
                  message.role === "user"
                    ? "rounded-br-md bg-brand-700 text-white"
                    : "rounded-bl-md border border-slate-200 bg-white text-slate-800 shadow-sm",
                )}
              >
                {message.role === "assistant" ? (
                  <ReplyText text={message.content} onSiteLinkClick={onSiteLinkClick} />
                ) : (
                  message.content
                )}
                {message.managePath ? (
                  <a href={message.managePath} className="mt-2 block font-semibold underline underline-offset-2">
                    See, move or cancel your walkthrough
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      </div>
      {pending ? <TypingIndicator /> : null}
      {children}
    </div>
  );
}

function TypingIndicator() {
  return (
    <div
      role="status"
      aria-label="Dove is typing"
      className="mt-3 flex w-fit items-center gap-1 rounded-2xl rounded-bl-md border border-slate-200 bg-white px-4 py-3 shadow-sm"
    >
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="size-2 animate-bounce rounded-full motion-reduce:animate-none bg-brand-500"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
