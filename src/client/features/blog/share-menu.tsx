import { Link2, Share2 } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { buttonVariants } from "#client/components/ui/button";
import { toast } from "#client/hooks/use-toast";
import { cn } from "#client/lib/cn";
import { shareLinks } from "./share-links";

const ITEM_CLASS =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50";

/**
 * A disclosure that toggles open/closed and closes after a choice, on Escape (focus
 * returns to the button), on a click outside and when focus leaves it.
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  const closeAndFocusButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      closeAndFocusButton();
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  const copyLink = async () => {
    closeAndFocusButton();
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "The article's link is ready to paste." });
    } catch {
      toast({ variant: "destructive", title: "Couldn't copy the link", description: url });
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape anywhere in the menu closes it; the button and links inside are the controls
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        <Share2 aria-hidden className="size-4" /> Share
      </button>
      <ul
        id={menuId}
        hidden={!open}
        aria-label="Share this article"
        className="absolute left-0 z-20 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpen(false)}
              className={ITEM_CLASS}
            >
              <span
                aria-hidden
                className={cn(
                  "inline-flex size-7 items-center justify-center rounded-md text-xs font-bold",
                  link.badgeClass,
                )}
              >
                {link.mark}
              </span>
              {link.network}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void copyLink()} className={ITEM_CLASS}>
            <span
              aria-hidden
              className="inline-flex size-7 items-center justify-center rounded-md bg-brand-100 text-brand-700"
            >
              <Link2 className="size-4" />
            </span>
            Copy Link
          </button>
        </li>
      </ul>
    </div>
  );
}
