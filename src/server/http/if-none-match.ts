/**
 * RFC 9110 §13.1.2: If-None-Match matches when any listed tag equals ours by weak comparison (a W/
 * prefix on either side ignored), or when it is "*". Weak, so a compressed answer's W/ tag
 * (compressed-json.ts) still revalidates.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === opaque;
  });
}
