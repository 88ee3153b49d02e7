import { Bird, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import { QuickActions } from "./quick-actions";
import { useDoveChat } from "./use-dove-chat";

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

/** Below Tailwind's sm breakpoint the panel fills the screen. */
const FULL_SCREEN_QUERY = "(max-width: 639px)";

/**
 * The chat panel, loaded on the launcher's first open and then kept mounted (hidden
 * while closed) so the conversation survives closing. A non-modal dialog: focus moves into it on
 * open and Escape closes it.
 */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { messages, pending, send } = useDoveChat();
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Focus stays inside while open: on the input, or on the panel while the input is disabled.
  useEffect(() => {
    if (open) (pending ? panel : input).current?.focus();
  }, [open, pending]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  };
  // On a phone the panel covers the page: close it when a link in a reply leads to another page.
  const closeIfFullScreen = () => {
    if (window.matchMedia(FULL_SCREEN_QUERY).matches) onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the dialog closes it
    <section
      ref={panel}
      role="dialog"
      aria-label="Chat with Dove"
      hidden={!open}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[60] flex flex-col overflow-hidden bg-white outline-none sm:inset-auto sm:bottom-24 sm:right-6 sm:h-[min(600px,calc(100dvh-8rem))] sm:w-[24rem] sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl"
    >
      <header className="flex items-center gap-3 bg-brand-900 px-4 py-3 text-white">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700"
        >
          <Bird className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-bold leading-tight">Dove</p>
          <p className="text-sm text-brand-100">Your cleaning concierge</p>
        </div>
        <button
          type="button"
          aria-label="Close chat"
          onClick={onClose}
          className="rounded-lg p-2 text-white hover:bg-white/15"
        >
          <X aria-hidden className="size-5" />
        </button>
      </header>
      <ChatMessageList messages={messages} pending={pending} onSiteLinkClick={closeIfFullScreen}>
        {messages.length <= 1 ? <QuickActions disabled={pending} onChoose={(message) => void send(message)} /> : null}
      </ChatMessageList>
      <ChatComposer pending={pending} onSend={(message) => void send(message)} inputRef={input} />
    </section>
  );
}
