import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { Card } from "#client/components/ui/card";
import { cn } from "#client/lib/cn";
import type { ResourceLink } from "./resource-links";

interface ResourceCardProps {
  resource: ResourceLink;
  /** "Tool" or "Guide", shown as a badge. */
  kind: string;
  className?: string;
}

/** A whole-card link to one resource: icon, kind badge, title, description and an action line. */
export function ResourceCard({ resource, kind, className }: ResourceCardProps) {
  const Icon = resource.icon;
  return (
    <Card
      className={cn(
        "relative flex h-full flex-col transition-shadow focus-within:shadow-md hover:shadow-md",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-4">
        <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-6" />
        </span>
        <span className="rounded-full bg-accent-400/25 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-900">
          {kind}
        </span>
      </div>
      <h3 className="mt-5 text-xl font-bold text-brand-900">{resource.title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{resource.description}</p>
      <Link
        to={resource.to}
        className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-900 hover:underline"
      >
        {resource.action}
        <span className="sr-only">: {resource.title}</span>
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Card>
  );
}
