import { Link } from "@tanstack/react-router";
import { Sparkles, X } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonVariants } from "../ui/button";

export const OFFER_DISMISSED_KEY = "floating-offer-dismissed";
/** The card appears once the page is scrolled past half the window height. */
const SCROLL_THRESHOLD = 0.5;

/** Large screens only; dismissing it is remembered in localStorage for good. */
export function FloatingOffer() {
  const [dismissed, setDismissed] = useState(true);
  const [pastThreshold, setPastThreshold] = useState(false);

  useEffect(() => {
    setDismissed(localStorage.getItem(OFFER_DISMISSED_KEY) === "true");
    const onScroll = () => setPastThreshold(window.scrollY > window.innerHeight * SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  if (dismissed || !pastThreshold) return null;
  return (
    <aside
      aria-label="Special offer"
      className="fixed bottom-6 left-6 z-30 hidden w-80 rounded-2xl border border-brand-100 bg-white p-5 shadow-xl lg:block"
    >
      <button
        type="button"
        aria-label="Dismiss offer"
        onClick={() => {
          localStorage.setItem(OFFER_DISMISSED_KEY, "true");
          setDismissed(true);
        }}
        className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <X aria-hidden className="size-4" />
      </button>
      <p className="flex items-center gap-2 font-bold text-brand-900">
        <Sparkles aria-hidden className="size-5 text-accent-500" /> Free in-home walkthrough
      </p>
      <p className="mt-2 text-sm text-slate-700">
        See exactly what your clean includes before you commit. No obligation.
      </p>
      <div className="mt-4 flex gap-2">
        <Link to="/booking" className={buttonVariants({ size: "sm" })}>
          Book a Walkthrough
        </Link>
        <Link to="/pricing" className={buttonVariants({ size: "sm", variant: "outline" })}>
          See Prices
        </Link>
      </div>
    </aside>
  );
}
