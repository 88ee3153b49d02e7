import * as Dialog from "@radix-ui/react-dialog";
import { Link, useLocation } from "@tanstack/react-router";
import { Menu, Phone, X } from "lucide-react";
import { useState } from "react";
import { BUSINESS } from "../../../shared/business/business-info";
import { cn } from "../../lib/cn";
import { buttonVariants, ExternalButtonLink } from "../ui/button";
import { Logo } from "./logo";
import { isActivePath, MOBILE_ONLY_LINKS, NAV_LINKS } from "./nav-links";

export function SiteHeader() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" aria-label={`${BUSINESS.name} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={isActivePath(pathname, link.to) ? "page" : undefined}
                  className={cn(
                    "whitespace-nowrap rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900",
                    isActivePath(pathname, link.to) && "bg-brand-50 text-brand-900",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href={BUSINESS.phoneHref} className="hidden items-center gap-1 whitespace-nowrap font-semibold text-brand-700 hover:underline xl:inline-flex">
            <Phone aria-hidden className="size-4" />
            {BUSINESS.phoneDisplay}
          </a>
          <Link to="/pricing" className={cn(buttonVariants({ variant: "outline", size: "sm" }), "hidden sm:inline-flex")}>
            Get Estimate
          </Link>
          <ExternalButtonLink href={BUSINESS.bookingUrl} size="sm" className="hidden sm:inline-flex">
            Book Now
          </ExternalButtonLink>
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "lg:hidden")} aria-label="Open menu">
              <Menu aria-hidden className="size-6" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
              <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl" aria-describedby={undefined}>
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
                            onClick={() => setMenuOpen(false)}
                            aria-current={active ? "page" : undefined}
                            className={cn("block rounded-lg px-3 py-3 text-lg font-medium text-slate-800 hover:bg-brand-50", active && "bg-brand-50 text-brand-900")}
                          >
                            {link.label}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </nav>
                <div className="mt-auto grid gap-3">
                  <Link to="/pricing" onClick={() => setMenuOpen(false)} className={buttonVariants({ variant: "outline" })}>
                    Get Estimate
                  </Link>
                  <ExternalButtonLink href={BUSINESS.bookingUrl}>Book Now</ExternalButtonLink>
                  <a href={BUSINESS.phoneHref} className={buttonVariants({ variant: "ghost" })}>
                    <Phone aria-hidden className="size-5" /> {BUSINESS.phoneDisplay}
                  </a>
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  );
}
