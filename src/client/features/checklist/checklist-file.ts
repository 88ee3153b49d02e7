import { walkthroughChecklistText } from "#shared/content/walkthrough-checklist";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { downloadTextFile } from "./download-text-file";

const FILE_PREFIX = "bluebird-walkthrough-checklist";

/** "Jane Doe" -> "bluebird-walkthrough-checklist-jane-doe.txt"; a name with no Latin letters or digits is left out. */
export function checklistFileName(name: string): string {
  const words =
    name
      .normalize("NFKD")
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  return words.length ? `${FILE_PREFIX}-${words.join("-")}.txt` : `${FILE_PREFIX}.txt`;
}

/** Downloads the checklist personalised with the visitor's name. */
export function downloadChecklist(name: string, facts: CoreSiteFacts): void {
  downloadTextFile(checklistFileName(name), walkthroughChecklistText(name, facts));
}
