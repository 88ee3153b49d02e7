import { CalendarDays, Clock, UserRound } from "lucide-react";
import { cn } from "#client/lib/cn";
import { useSiteFacts } from "#client/lib/site-facts";
import { authorLabel, formatPublishDate } from "./post-format";
import type { PostSummary } from "./post-types";

type PostMetaProps = Pick<PostSummary, "authorName" | "publishedAt" | "readTimeMinutes"> & { className?: string };

/** Byline: author, long publish date and read time. */
export function PostMeta({ authorName, publishedAt, readTimeMinutes, className }: PostMetaProps) {
  const { business } = useSiteFacts();
  const items = [
    { icon: UserRound, text: authorLabel(authorName, business.name), key: "author" },
    { icon: CalendarDays, text: formatPublishDate(publishedAt), key: "date", dateTime: publishedAt ?? undefined },
    { icon: Clock, text: `${readTimeMinutes} min read`, key: "read-time" },
  ];
  return (
    <ul className={cn("flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600", className)}>
      {items.map(({ icon: Icon, text, key, dateTime }) => (
        <li key={key} className="inline-flex items-center gap-1.5">
          <Icon aria-hidden className="size-4 text-brand-600" />
          {dateTime ? <time dateTime={dateTime}>{text}</time> : text}
        </li>
      ))}
    </ul>
  );
}
