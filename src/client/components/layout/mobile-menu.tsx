import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@tanstack/react-router";
import { Phone, X } from "lucide-react";
import type { RefObject } from "react";
import { cn } from "#client/lib/cn";
import { useSiteFacts } from "#client/lib/site-facts";
import { buttonVariants } from "../ui/button";
import { isActivePath, MOBILE_ONLY_LINKS, NAV_LINKS } from "./nav-links";

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  /** The header's menu button, focused again when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The slide-in mobile menu; choosing a link closes it. */
export function MobileMenu({ open, onOpenChange, pathname, returnFocusTo }: MobileMenuProps) {
  const { business } = useSiteFacts();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-900">Menu</Dialog.Title>
            <Dialog.Close className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label="Close menu">
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul className="grid gap-1">
              {[{ to: "/", label: "Home" } as const, ...NAV_LINKS, ...MOBILE_ONLY_LINKS].map((link) => {
                const active = link.to === "/" ? pathname === "/" : isActivePath(pathname, link.to);
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      onClick={() => onOpenChange(false)}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "block rounded-lg px-3 py-3 text-lg font-medium hover:bg-brand-50",
                        active ? "bg-brand-50 text-brand-900" : "text-slate-800",
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-auto grid gap-3">
            <Link to="/pricing" onClick={() => onOpenChange(false)} className={buttonVariants({ variant: "outline" })}>
              Get Estimate
            </Link>
            <Link to="/booking" onClick={() => onOpenChange(false)} className={buttonVariants()}>
              Book Now
            </Link>
            <a href={business.phone.href} className={buttonVariants({ variant: "ghost" })}>
              <Phone aria-hidden className="size-5" /> {business.phone.display}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
