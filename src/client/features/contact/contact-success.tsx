import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#client/components/ui/button";
import { useSiteFacts } from "#client/lib/site-facts";

/** Shown after a message is sent; focus moves here so screen readers announce it. */
export function ContactSuccess({ onSendAnother }: { onSendAnother: () => void }) {
  const { responseTimeHours } = useSiteFacts().policies;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);

  return (
    <div ref={ref} tabIndex={-1} className="rounded-xl bg-emerald-50 px-6 py-10 text-center outline-none">
      <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-700" />
      <h3 className="mt-4 text-2xl font-bold text-brand-900">Thank you! Your message was sent.</h3>
      <p className="mx-auto mt-3 max-w-md text-slate-700">
        A real person on our team will reply within {responseTimeHours.min}-{responseTimeHours.max} hours during
        business hours.
      </p>
      <Button variant="outline" className="mt-6" onClick={onSendAnother}>
        Send Another Message
      </Button>
    </div>
  );
}
