import { ArrowRight } from "lucide-react";

/** The look of a text link that leads on to another page. */
export const TEXT_LINK_CLASS = "inline-block font-semibold text-brand-700 hover:text-brand-900 hover:underline";

/** A trailing arrow that stays on the last line when the link text wraps. */
export function InlineArrow() {
  return <ArrowRight aria-hidden className="ml-1 inline size-4 align-[-3px]" />;
}
