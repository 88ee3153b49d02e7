import type { ServiceKey } from "../catalog/services";
import { isServiceKey } from "../catalog/services";

export type ServiceSlugParse = { ok: true; service: ServiceKey } | { ok: false; reason: "not-found" };

/** /services/{slug}: the slug is a service key (standard, deep, moveout, garage). */
export function parseServiceSlug(slug: string): ServiceSlugParse {
  const key = slug.trim().toLowerCase();
  return isServiceKey(key) ? { ok: true, service: key } : { ok: false, reason: "not-found" };
}
