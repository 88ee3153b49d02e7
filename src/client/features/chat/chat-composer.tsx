import { Send } from "lucide-react";
import { type FormEvent, type Ref, useState } from "react";
import { CHAT_MESSAGE_MAX_LENGTH } from "#shared/schemas/chat";

interface ChatComposerProps {
  pending: boolean;
  onSend: (message: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Input + send button: blank messages cannot be sent; both are disabled while a reply is pending. */
export function ChatComposer({ pending, onSend, inputRef }: ChatComposerProps) {
  const [draft, setDraft] = useState("");
  const blank = draft.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    onSend(draft.trim());
    setDraft("");
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
      <input
        ref={inputRef}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        disabled={pending}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        aria-label="Message Dove"
        placeholder="Ask about prices, areas, booking…"
        autoComplete="off"
        className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 disabled:bg-slate-100"
      />
      <button
        type="submit"
        aria-label="Send message"
        disabled={blank || pending}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white transition-colors hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Send aria-hidden className="size-5" />
      </button>
    </form>
  );
}
