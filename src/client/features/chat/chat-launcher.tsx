import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "#client/lib/cn";
import { measure } from "#client/lib/measure";
import { useSiteFacts } from "#client/lib/site-facts";
import { useCoversContent } from "#client/lib/use-covers-content";
import { ChatLoadBoundary } from "./chat-load-boundary";

/** Dispatched on window by other pages' "Start Chat" buttons (FAQ, contact). */
export const OPEN_CHAT_EVENT = "dove:open";
const GREETING_HIDDEN_KEY = "dove-greeting-hidden";
/** The bubble shows on blank space only, and waits a moment after mounting: a greeting a moment after the page is the usual pace. */
const GREETING_COVER_RULES = { avoid: "content", settleMs: 1200 } as const;

// The panel (and everything it imports) is fetched only when the chat is first opened.
const ChatPanel = lazy(() => import("./chat-panel"));

/**
 * The chat launcher on every page: a round button with a greeting bubble at the
 * bottom right. The bubble shows only while it covers none of the page's content (text,
 * pictures, links, buttons, fields): on a phone the home hero's buttons sit right there, so it
 * waits for a clear spot as the visitor scrolls. It toggles the panel, opens it on the "dove:open" event, and takes focus
 * back when the panel closes.
 */
export function ChatLauncher() {
  const { business } = useSiteFacts();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [greetingHidden, setGreetingHidden] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  const widget = useRef<HTMLDivElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const showGreeting = !greetingHidden && !open;
  const bubbleCoversPage = useCoversContent(bubble, widget, showGreeting, GREETING_COVER_RULES);

  const openChat = useCallback(() => {
    setMounted(true);
    setOpen(true);
    measure({ kind: "chat_open" });
  }, []);
  const closeChat = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    setGreetingHidden(readFlag(GREETING_HIDDEN_KEY));
    window.addEventListener(OPEN_CHAT_EVENT, openChat);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, openChat);
  }, [openChat]);

  const hideGreeting = () => {
    setGreetingHidden(true);
    writeFlag(GREETING_HIDDEN_KEY);
  };

  return (
    <>
      {/* The corner itself lets taps through: only the bubble (when shown) and the button take them. */}
      <div
        ref={widget}
        className="pointer-events-none fixed bottom-4 right-4 z-40 flex items-end gap-2 sm:bottom-6 sm:right-6"
      >
        {showGreeting ? (
          <div
            ref={bubble}
            className={cn(
              "pointer-events-auto relative mb-2 max-w-[13rem] rounded-2xl rounded-br-md border border-slate-200 bg-white py-2.5 pl-3.5 pr-8 text-sm text-slate-800 shadow-lg transition-opacity duration-200",
              bubbleCoversPage && "invisible opacity-0",
            )}
          >
            <button type="button" onClick={openChat} className="text-left">
              <span className="font-semibold text-brand-900">Hi, I'm Dove!</span> Questions about a clean or a price?
              Ask me.
            </button>
            <button
              type="button"
              aria-label="Hide chat greeting"
              onClick={hideGreeting}
              className="absolute right-1.5 top-1.5 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </div>
        ) : null}
        <button
          ref={button}
          type="button"
          aria-label={open ? "Close chat with Dove" : "Chat with Dove"}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={open ? closeChat : openChat}
          className="pointer-events-auto flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl transition-colors hover:bg-brand-900"
        >
          {open ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-7" />}
        </button>
      </div>
      {mounted ? (
        <ChatLoadBoundary onClose={closeChat} open={open} phone={business.phone}>
          <Suspense
            fallback={
              open ? (
                <p
                  role="status"
                  className="fixed bottom-24 right-6 z-[60] rounded-xl bg-white px-4 py-3 text-sm text-slate-700 shadow-xl"
                >
                  Loading chat…
                </p>
              ) : null
            }
          >
            <ChatPanel open={open} onClose={closeChat} />
          </Suspense>
        </ChatLoadBoundary>
      ) : null}
    </>
  );
}

function readFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === "true";
  } catch {
    return false;
  }
}

function writeFlag(key: string) {
  try {
    sessionStorage.setItem(key, "true");
  } catch {
    // not remembered
  }
}
