/** How long one answer stands for "now": a link's preload and the click that follows share it. */
const REUSE_MS = 2_000;

let lastCheck: { at: number; revision: Promise<number | null> } | undefined;

async function fetchRevision(): Promise<number | null> {
  try {
    // A plain GET in tRPC's wire format: a navigation to a page without live data need not load the tRPC client.
    const response = await fetch("/trpc/facts.revision", {
      cache: "no-store",
      headers: { accept: "application/json" },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: { data?: { revision?: unknown } } };
    const revision = body.result?.data?.revision;
    return typeof revision === "number" ? revision : null;
  } catch {
    return null;
  }
}

/** The revision of the site's facts in force on the server, asked at most once per REUSE_MS. */
export function latestFactsRevision(): Promise<number | null> {
  const now = Date.now();
  if (!lastCheck || now - lastCheck.at > REUSE_MS) lastCheck = { at: now, revision: fetchRevision() };
  return lastCheck.revision;
}
