import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { useSiteFacts } from "#client/lib/site-facts";
import { replySegments } from "./reply-segments";

const LINK_CLASS = "font-semibold underline underline-offset-2 [overflow-wrap:anywhere]";

/**
 * A chat message as React text nodes: site paths become router links, the booking URL opens in
 * a new tab, the phone and email get tel:/mailto: links. Never parsed as HTML.
 */
export function ReplyText({ text, onSiteLinkClick }: { text: string; onSiteLinkClick?: () => void }) {
  const facts = useSiteFacts();
  const segments = useMemo(() => replySegments(text, facts), [text, facts]);
  return (
    <>
      {segments.map((segment, index) => {
        if (segment.kind === "text") return <span key={index}>{segment.text}</span>;
        if (segment.kind === "site") {
          return (
            <Link key={index} to={segment.path} className={LINK_CLASS} onClick={onSiteLinkClick}>
              {segment.text}
            </Link>
          );
        }
        const external = /^https?:/.test(segment.href);
        return (
          <a
            key={index}
            href={segment.href}
            className={LINK_CLASS}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {segment.text}
            {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
          </a>
        );
      })}
    </>
  );
}
