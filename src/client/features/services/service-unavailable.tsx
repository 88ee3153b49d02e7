import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { PageHero } from "#client/components/page/page-hero";
import { HOME_CRUMB, SERVICES_CRUMB } from "#client/components/landing/landing-head";

interface ServiceUnavailableProps {
  title: string;
  message: string;
  action: ReactNode;
}

/** A /services/{slug} page that cannot show its service (not found, or not configured). */
export function ServiceUnavailable({ title, message, action }: ServiceUnavailableProps) {
  return (
    <PageHero
      crumbs={[HOME_CRUMB, SERVICES_CRUMB]}
      title={title}
      intro={<p>{message}</p>}
      actions={action}
      aside={
        <div
          aria-hidden
          className="mx-auto hidden size-56 items-center justify-center rounded-full bg-brand-100 lg:flex"
        >
          <CircleAlert className="size-24 text-brand-600" strokeWidth={1.5} />
        </div>
      }
    />
  );
}
