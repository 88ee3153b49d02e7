/** Starters offered while the conversation is only the greeting. */
export const QUICK_ACTIONS = [
  { label: "Get an estimate", message: "Can I get an estimate?" },
  { label: "Book a walkthrough", message: "I'd like to book a free walkthrough." },
  { label: "Areas we serve", message: "Which areas do you serve?" },
  { label: "What's included?", message: "What's included in a standard clean?" },
] as const;

export function QuickActions({ disabled, onChoose }: { disabled: boolean; onChoose: (message: string) => void }) {
  return (
    <div role="group" aria-label="Suggested questions" className="mt-4 flex flex-wrap gap-2">
      {QUICK_ACTIONS.map((action) => (
        <button
          key={action.label}
          type="button"
          disabled={disabled}
          onClick={() => onChoose(action.message)}
          className="rounded-full border border-brand-100 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:border-brand-500 hover:bg-brand-50 disabled:opacity-60"
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
