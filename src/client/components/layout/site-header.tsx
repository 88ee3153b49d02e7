import { Link, useLocation } from "@tanstack/react-router";
import { Menu, Phone } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { cn } from "#client/lib/cn";
import { useSiteFacts } from "#client/lib/site-facts";
import { buttonVariants } from "../ui/button";
import { Logo } from "./logo";
import { isActivePath, NAV_LINKS } from "./nav-links";

/** The slide-in menu (Radix Dialog) is fetched on the first tap, not with every page. */
const MobileMenu = lazy(() => import("./mobile-menu").then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const { business } = useSiteFacts();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" aria-label={`${business.name} home`}>
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
                    "whitespace-nowrap rounded-lg px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-900",
                    isActivePath(pathname, link.to) ? "bg-brand-50 text-brand-900" : "text-slate-700",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={business.phone.href}
            className="hidden items-center gap-1 whitespace-nowrap font-semibold text-brand-700 hover:underline xl:inline-flex"
          >
            <Phone aria-hidden className="size-4" />
            {business.phone.display}
          </a>
          <Link to="/pricing" className={cn(buttonVariants({ variant: "outline", size: "sm" }), "max-sm:hidden")}>
            Get Estimate
          </Link>
          <Link to="/booking" className={cn(buttonVariants({ size: "sm" }), "max-sm:hidden")}>
            Book Now
          </Link>
          <button
            ref={menuButton}
            type="button"
            className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "lg:hidden")}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden className="size-6" />
          </button>
          {menuRequested ? (
            <Suspense fallback={null}>
              <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} pathname={pathname} returnFocusTo={menuButton} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
