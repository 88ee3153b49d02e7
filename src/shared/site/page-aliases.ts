import type { ServiceArea } from "../areas/service-area";
import { cityLandingPath } from "../slugs/city-landing";
import { resolveSingleSegment } from "../slugs/single-segment";

/**
 * The canonical path of the page `pathname` shows when it is another spelling of it: a
 * non-canonical service prefix (/deep-parker -> /deep-clean-parker) or a differently written
 * slug (/Parker-co-cleaning -> /parker-co-cleaning). Undefined for anything else.
 */
export function canonicalAliasOf(pathname: string, areas: readonly ServiceArea[]): string | undefined {
  const [, slug, extra] = pathname.split("/");
  if (!slug || extra !== undefined) return undefined;
  const page = resolveSingleSegment(slug, areas);
  if (page.kind === "service-in-city") return page.canonicalPath;
  if (page.kind === "city-landing") return cityLandingPath(page.area);
  return undefined;
}
