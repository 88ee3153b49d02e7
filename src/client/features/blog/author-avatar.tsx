import { UserRound } from "lucide-react";
import { cn } from "#client/lib/cn";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** A round initials badge for a team member, or a person icon for the business itself. */
export function AuthorAvatar({ name, className }: { name?: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white",
        className,
      )}
    >
      {name ? initials(name) : <UserRound className="size-6" />}
    </span>
  );
}
