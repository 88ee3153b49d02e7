/** Header navigation; /contact shows in the mobile menu only. */
export const NAV_LINKS = [
  { to: "/services", label: "Services" },
  { to: "/pricing", label: "Pricing" },
  { to: "/resources", label: "Resources" },
  { to: "/about", label: "About" },
  { to: "/reviews", label: "Reviews" },
  { to: "/faq", label: "FAQ" },
] as const;

export const MOBILE_ONLY_LINKS = [{ to: "/contact", label: "Contact" }] as const;

/** A link is highlighted when the path equals it or starts with it plus a slash. */
export function isActivePath(currentPath: string, linkPath: string): boolean {
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}
