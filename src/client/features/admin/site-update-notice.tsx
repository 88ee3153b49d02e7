import { useQuery } from "@tanstack/react-query";
import { trpc } from "#client/lib/trpc";
import { formatDateTime } from "./format";

/** Pages listed by name in the notice; the rest are counted. */
const LISTED_PAGES = 5;

/**
 * Tells the owner when the site does not show what they last published: pages that could not be
 * rendered from the newest revision (visitors see the previous version of those), or an instance
 * still catching up. Nothing at all while every page is up to date.
 */
export function SiteUpdateNotice() {
  const status = useQuery({ ...trpc.admin.site.status.queryOptions(), refetchInterval: 30_000 });
  const data = status.data;
  if (!data?.published || !data.serving) return null;
  const { published, serving } = data;
  const failed = [...new Set(serving.failures.filter((f) => f.revision === serving.revision).map((f) => f.path))];
  const behind = serving.revision < published.revision;
  if (!behind && failed.length === 0) return null;
  return (
    <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      {behind ? (
        <p className="font-semibold">
          Your latest changes (published {formatDateTime(published.publishedAt)}) are still reaching the site. Reload in
          a minute.
        </p>
      ) : (
        <>
          <p className="font-semibold">
            {failed.length === 1 ? "One page" : `${failed.length} pages`} could not be updated with your latest changes,
            so visitors still see the earlier version there:
          </p>
          <p className="mt-1 text-sm">
            {failed.slice(0, LISTED_PAGES).join(", ")}
            {failed.length > LISTED_PAGES ? ` and ${failed.length - LISTED_PAGES} more` : ""}. Publishing again or
            restarting the site tries again; if it keeps happening, the problem is in the site's code.
          </p>
        </>
      )}
    </div>
  );
}
