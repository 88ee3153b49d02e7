import { X } from "lucide-react";
import { Component, type ReactNode } from "react";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";

interface ChatLoadBoundaryProps {
  open: boolean;
  onClose: () => void;
  /** The phone to call instead, from the page's facts (a class component cannot read the context itself). */
  phone: CoreSiteFacts["business"]["phone"];
  children: ReactNode;
}

/** If the panel's code cannot be loaded (offline, new deploy), say so instead of breaking the page. */
export class ChatLoadBoundary extends Component<ChatLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("The chat could not be loaded:", error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.open) return null;
    return (
      <div
        role="alert"
        className="fixed bottom-24 right-4 z-[60] max-w-xs rounded-xl border border-slate-200 bg-white p-4 pr-10 text-sm text-slate-800 shadow-xl sm:right-6"
      >
        The chat could not be loaded. Please reload the page, or call us at{" "}
        <a href={this.props.phone.href} className="font-semibold text-brand-700 underline">
          {this.props.phone.display}
        </a>
        .
        <button
          type="button"
          aria-label="Close"
          onClick={this.props.onClose}
          className="absolute right-2 top-2 rounded p-1 text-slate-500 hover:bg-slate-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    );
  }
}
