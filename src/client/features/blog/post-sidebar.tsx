import { Link } from "@tanstack/react-router";
import { Calculator, CalendarCheck, Mail } from "lucide-react";
import { Card } from "#client/components/ui/card";
import { buttonVariants } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";
import type { TeamMember } from "#shared/content/blog/authors";
import { AuthorCard } from "./author-card";

/** The article sidebar: author, booking and estimate calls to action, and a contact card. */
export function PostSidebar({ author, mission }: { author: TeamMember | undefined; mission: string | null }) {
  return (
    <aside aria-label="About this article" className="grid content-start gap-6 lg:sticky lg:top-24">
      <AuthorCard author={author} mission={mission} />
      <Card tone="dark">
        <h2 className="text-lg font-bold">Need Professional Help?</h2>
        <p className="mt-2 text-sm text-brand-100">
          Let our local crew handle it. We'll walk through your home and give you a clear price before we start.
        </p>
        <div className="mt-5 grid gap-3">
          <Link to="/booking" className={buttonVariants({ variant: "accent" })}>
            <CalendarCheck aria-hidden className="size-5" /> Book a Free Assessment
          </Link>
          <Link to="/pricing" className={buttonVariants({ variant: "inverse" })}>
            <Calculator aria-hidden className="size-5" /> Get Estimate
          </Link>
        </div>
      </Card>
      <Card tone="tint">
        <h2 className="text-lg font-bold text-brand-900">Stay Informed</h2>
        <p className="mt-2 text-sm text-slate-700">
          Have a cleaning question you'd like us to write about, or want to hear when new tips go up? Send us a note.
        </p>
        <Link to="/contact" className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-4")}>
          <Mail aria-hidden className="size-4" /> Contact Us
        </Link>
      </Card>
    </aside>
  );
}
