import { Link } from "@tanstack/react-router";
import { Sparkles, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "#client/lib/cn";
import { useCoversContent } from "#client/lib/use-covers-content";
import { buttonVariants } from "../ui/button";

export const OFFER_DISMISSED_KEY = "floating-offer-dismissed";
/** The card appears once the page is scrolled past half the window height. */
const SCROLL_THRESHOLD = 0.5;
/** Tailwind's lg breakpoint: the card is for large screens only. */
const LARGE_SCREEN = "(min-width: 64rem)";
/**
 * It may sit over text, never over a link, button or field (ADR 0025); the visitor has scrolled
 * by the time it appears, so the page has settled and it is checked at once.
 */
const OFFER_COVER_RULES = { avoid: "controls", settleMs: 0 } as const;

/**
 * Large screens only; dismissing it is remembered in localStorage for good. Hidden (not moved)
 * while a control of the page is under it, so it never takes a click meant for the page.
 */
export function FloatingOffer() {
  const [dismissed, setDismissed] = useState(true);
  const [pastThreshold, setPastThreshold] = useState(false);
  const [largeScreen, setLargeScreen] = useState(false);
  const card = useRef<HTMLElement>(null);
  const shown = !dismissed && pastThreshold && largeScreen;
  const coversControl = useCoversContent(card, card, shown, OFFER_COVER_RULES);

  useEffect(() => {
    setDismissed(localStorage.getItem(OFFER_DISMISSED_KEY) === "true");
    const large = window.matchMedia(LARGE_SCREEN);
    const onResize = () => setLargeScreen(large.matches);
    const onScroll = () => setPastThreshold(window.scrollY > window.innerHeight * SCROLL_THRESHOLD);
    onResize();
    onScroll();
    large.addEventListener("change", onResize);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      large.removeEventListener("change", onResize);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  if (!shown) return null;
  return (
    <aside
      ref={card}
      aria-label="Special offer"
      className={cn(
        "fixed bottom-6 left-6 z-30 w-80 rounded-2xl border border-brand-100 bg-white p-5 shadow-xl transition-opacity duration-200",
        coversControl && "invisible opacity-0",
      )}
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
