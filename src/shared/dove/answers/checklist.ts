import { SERVICE_KEYS, type ServiceKey } from "#shared/catalog/services";
import { listAnd } from "#shared/format/lists";
import type { DoveFacts } from "../dove-facts";

/** Things visitors ask about by name, and the word the service checklists use for each. */
const ITEMS: ReadonlyArray<{ label: string; asked: RegExp; listed: RegExp }> = [
  { label: "Baseboards", asked: /\bbaseboards?\b/, listed: /baseboards/i },
  { label: "Inside the fridge", asked: /\b(fridge|refrigerator)s?\b/, listed: /refrigerator|fridge/i },
  { label: "Inside the oven", asked: /\bovens?\b/, listed: /inside the oven/i },
  { label: "Inside the cabinets", asked: /\bcabinets?\b/, listed: /inside (all )?(kitchen |bathroom )?cabinets/i },
  { label: "Ceiling fans", asked: /\bceiling fans?\b/, listed: /ceiling fans/i },
  { label: "Window sills and tracks", asked: /\bwindow (sills?|tracks?)\b/, listed: /window sills/i },
  { label: "Grout", asked: /\bgrout\b/, listed: /grout/i },
  { label: "Air vents", asked: /\b(air )?vents\b/, listed: /vents/i },
  { label: "Inside the microwave", asked: /\bmicrowaves?\b/, listed: /microwave/i },
  { label: "Closet shelves", asked: /\bclosets?\b/, listed: /closet/i },
];

export function namesChecklistItem(plain: string): boolean {
  return ITEMS.some((item) => item.asked.test(plain));
}

/**
 * "Do you clean baseboards?": which cleans list the item on their checklist, quoting the line.
 * Undefined when the message names no such item or no checklist has it.
 */
export function checklistItemReply(
  { services }: DoveFacts,
  plain: string,
  service: ServiceKey | undefined,
): string | undefined {
  const item = ITEMS.find((candidate) => candidate.asked.test(plain));
  if (!item) return undefined;
  const checklisted = SERVICE_KEYS.filter((key) => services[key].bullets.length > 0);
  const lineIn = (key: ServiceKey) => services[key].bullets.find((line) => item.listed.test(line));
  const withItem = checklisted.filter((key) => lineIn(key) !== undefined);
  if (withItem.length === 0) return undefined;
  const named = service && withItem.includes(service) ? service : undefined;
  const first = named ?? withItem[0] ?? "standard";
  const line = (lineIn(first) ?? "").toLowerCase();
  if (named)
    return `Yes: our ${services[named].name} includes ${item.label.toLowerCase()} (${line}). The full checklist is at /services/${named}.`;
  const without = checklisted
    .filter((key) => !withItem.includes(key) && key !== "garage")
    .map((key) => services[key].name);
  const names = listAnd(withItem.map((key) => services[key].name));
  const not = without.length > 0 ? `, not the ${listAnd(without)}` : "";
  return `Our ${names} ${withItem.length > 1 ? "include" : "includes"} ${item.label.toLowerCase()} (${line})${not}. The full checklist is at /services/${first}.`;
}
