import type { Crumb } from "#shared/seo/structured-data";

export const HOME_CRUMB: Crumb = { name: "Home", path: "/" };
export const RESOURCES_CRUMB: Crumb = { name: "Resources", path: "/resources" };

/** Home > Resources > {page}, the trail of every tool page under /resources. */
export function resourcePageCrumbs(name: string, path: string): readonly Crumb[] {
  return [HOME_CRUMB, RESOURCES_CRUMB, { name, path }];
}
