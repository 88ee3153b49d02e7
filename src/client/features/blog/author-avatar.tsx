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
export function AuthorAvatar({ name, size = "md" }: { name?: string; size?: "sm" | "md" }) {
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white",
        size === "sm" ? "size-10 text-sm" : "size-12 text-base",
      )}
    >
      {name ? initials(name) : <UserRound className="size-6" />}
    </span>
  );
}
