import { cliActor } from "../audit/actor";
import type { Db } from "../db/client";
import { RETENTION_RULES, runRetention } from "../privacy/retention";

/** `npm run inbox -- retention`: deletes what is past the privacy policy's periods now, and prints counts by kind. */
export async function retentionCommand(db: Db): Promise<void> {
  const now = new Date();
  const counts = await runRetention(db, now, undefined, cliActor());
  console.log(`Retention run at ${now.toISOString()}: deleted records past their period`);
  for (const rule of RETENTION_RULES) {
    const period = "years" in rule.period ? `${rule.period.years} years` : `${rule.period.days} days`;
    console.log(`  ${rule.kind.padEnd(22)}${String(counts[rule.kind] ?? 0).padStart(6)}   (kept ${period})`);
  }
}
