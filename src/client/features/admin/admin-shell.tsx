import type { ReactNode } from "react";
import { SiteUpdateNotice } from "./site-update-notice";

/** The signed-in owner's page: its sections and the sign-out are in the owner's top bar (owner-bar.tsx). */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-8">
      <SiteUpdateNotice />
      <div className="pt-2">{children}</div>
    </div>
  );
}
