import { AlertTriangle } from "lucide-react";
import { formatSlotDay, formatSlotTime } from "./slot-format";

interface NextFreeTimesProps {
  message: string;
  nextFree: readonly string[];
  onPick: (startsAt: string) => void;
}

/** A taken time: the server's message and the next free times, one click each. */
export function NextFreeTimes({ message, nextFree, onPick }: NextFreeTimesProps) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4">
      <p className="flex items-start gap-2 font-semibold text-red-900">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" /> {message}
      </p>
      {nextFree.length > 0 ? (
        <>
          <p className="mt-2 text-sm text-slate-800">The next free times (Mountain Time, Denver):</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {nextFree.map((startsAt) => (
              <li key={startsAt}>
                <button
                  type="button"
                  onClick={() => onPick(startsAt)}
                  className="rounded-lg border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {formatSlotDay(startsAt)}, {formatSlotTime(startsAt)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
