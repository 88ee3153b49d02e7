import type { BlogPost } from "../types";
import { choosingACleaningFrequency } from "./choosing-a-cleaning-frequency";
import { cleaningWithPetsColorado } from "./cleaning-with-pets-colorado";
import { coloradoDustAndDryAir } from "./colorado-dust-and-dry-air";
import { deepCleanVsStandardClean } from "./deep-clean-vs-standard-clean";
import { garageCleanOutAfterWinter } from "./garage-clean-out-after-winter";
import { hardWaterStainsColorado } from "./hard-water-stains-colorado";
import { holidayHostingCleaningTimeline } from "./holiday-hosting-cleaning-timeline";
import { moveOutChecklistColoradoDeposit } from "./move-out-checklist-colorado-deposit";
import { preparingYourHomeForACleaner } from "./preparing-your-home-for-a-cleaner";
import { springMudSeasonEntrywayCare } from "./spring-mud-season-entryway-care";
import { wildfireSmokeCleanup } from "./wildfire-smoke-cleanup";

// ISO dates compare correctly as plain strings (no localeCompare: see #shared/format/numbers);
// undated posts sort last.
function newestFirst(a: BlogPost, b: BlogPost): number {
  const [left, right] = [a.publishedAt ?? "", b.publishedAt ?? ""];
  return left === right ? 0 : left < right ? 1 : -1;
}

/** Every article, drafts included, newest first. */
export const BLOG_POSTS: readonly BlogPost[] = [
  coloradoDustAndDryAir,
  springMudSeasonEntrywayCare,
  moveOutChecklistColoradoDeposit,
  wildfireSmokeCleanup,
  deepCleanVsStandardClean,
  cleaningWithPetsColorado,
  choosingACleaningFrequency,
  hardWaterStainsColorado,
  preparingYourHomeForACleaner,
  garageCleanOutAfterWinter,
  holidayHostingCleaningTimeline,
].sort(newestFirst);

/** The posts visitors may see, newest first. */
export function publishedPosts(): readonly BlogPost[] {
  return BLOG_POSTS.filter((post) => post.published);
}

/** A published post by slug; drafts are never returned so they cannot leak through a guessed URL. */
export function postBySlug(slug: string): BlogPost | undefined {
  return publishedPosts().find((post) => post.slug === slug);
}
