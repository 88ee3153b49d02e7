import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../find-chromium.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run's figures: scores 0-100, LCP and TBT in ms, CLS unitless. */
export interface AuditFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Weighted audits of the non-performance categories that did not fully pass. */
  failedAudits: string[];
}

/**
 * The placeholder third-party origins in business-info.ts (booking embed, map frame) cannot be
 * reached here: their requests are blocked, so they neither hang nor count against the page.
 */
export const BLOCKED_URL_PATTERNS = ["*example.com*"];

const MAX_ATTEMPTS = 3;

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

export interface Auditor {
  run(url: string): Promise<AuditFigures>;
  close(): Promise<void>;
}

/** One headless Chromium for every run; Lighthouse's default (mobile) config, storage reset per run. */
export async function startAuditor(): Promise<Auditor> {
  const chromePath = process.env.CHROME_PATH ?? (await findChromium());
  if (!chromePath) throw new Error("No Chromium found: set CHROME_PATH (e.g. /usr/bin/chromium).");
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  /** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try again. */
  async function runOnce(url: string, attempt = 1): Promise<AuditFigures> {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...CATEGORIES],
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      if (attempt < MAX_ATTEMPTS) {
        console.error(`  ${url}: ${runtimeError.code}, running again`);
        return runOnce(url, attempt + 1);
      }
      throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    }
    const score = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100);
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      failedAudits: CATEGORIES.filter((category) => category !== "performance")
        .flatMap((category) => categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    };
  }

  return { run: (url) => runOnce(url), close: async () => chrome.kill() };
}
