import { AvailabilitySettingsSchema, BlockInputSchema } from "#shared/booking/availability-settings";
import { formatBookingTime } from "#shared/booking/time-label";
import { zonedWallTimeToUtc } from "#shared/booking/zoned-time";
import { listBookings } from "../bookings/admin-queries";
import { blocksFrom, loadSettings, saveSettings } from "../bookings/availability-store";
import type { Db } from "../db/client";
import { bookingRef, recordAudit } from "../audit/audit-trail";
import { cliActor } from "../audit/actor";
import { cancelAsSpam } from "../bookings/spam-cancel";
import { readPublishedFacts, writeFirstRevisionIfEmpty } from "../facts/site-facts-store";

export const BOOKING_USAGE =
  "bookings | bookings spam REF [REF…] --yes | availability [set KEY=VALUE… (walkthroughMinutes, bufferMinutes, capacity, noticeHours, horizonDays, slotStepMinutes, weeklyHours=JSON)] | availability block add START END [REASON] (Denver times: 2026-12-24 or 2026-12-24T13:00) | availability block remove ID";

const DENVER_WALL_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2}))?$/;

/** "2026-12-24" (midnight) or "2026-12-24T13:00" on Denver's clock; anything else is passed on as typed. */
function denverInstant(text: string | undefined): string | undefined {
  const match = text?.match(DENVER_WALL_TIME);
  if (!match?.[1]) return text;
  const instant = zonedWallTimeToUtc(match[1], Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0));
  return instant?.toISOString() ?? text;
}

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * `npm run inbox -- bookings`: upcoming walkthroughs, soonest first (audited like opening them);
 * `bookings spam REF…`: cancels those bookings as spam (no email), and without --yes only says what it would do.
 */
export async function bookingsCommand(db: Db, [action, ...rest]: string[] = []): Promise<void> {
  if (action === "spam") return spamCommand(db, rest);
  const rows = await listBookings(db, {}, new Date());
  console.log(`${rows.length} bookings from today:\n`);
  for (const b of rows) {
    console.log(
      `${formatBookingTime(b.startsAt)}  ${b.reference}  [${b.status}${b.spamAt ? ", spam" : ""}${b.outsideServiceArea ? ", outside the served areas" : ""}]\n  ${b.name}  ${b.phone}  <${b.email}>\n  ${b.street}, ${b.city} ${b.zip}${b.service ? `  · ${b.service}` : ""}${b.notes ? `\n  Notes: ${b.notes}` : ""}\n`,
    );
  }
  if (rows.length > 0)
    await recordAudit(db, cliActor(), {
      action: "booking.open",
      records: rows.map((b) => bookingRef(b.id)),
      detail: { count: rows.length },
    });
}

async function spamCommand(db: Db, args: string[]): Promise<void> {
  const references = [...new Set(args.filter((arg) => arg !== "--yes").map((arg) => arg.toUpperCase()))];
  if (references.length === 0)
    throw new Error("Name the bookings: npm run inbox -- bookings spam BK-XXXXXX [BK-…] --yes");
  const rows = await db.booking.findMany({
    where: { reference: { in: references } },
    select: { id: true, reference: true, startsAt: true, name: true, email: true },
  });
  const missing = references.filter((reference) => !rows.some((row) => row.reference === reference));
  if (missing.length > 0) throw new Error(`No booking with reference ${missing.join(", ")}. Nothing cancelled.`);
  if (!args.includes("--yes")) {
    for (const b of rows) console.log(`  ${b.reference}  ${formatBookingTime(b.startsAt)}  ${b.name} <${b.email}>`);
    throw new Error(
      `Nothing cancelled. To cancel these ${rows.length} as spam (no email is sent), run: npm run inbox -- bookings spam ${references.join(" ")} --yes`,
    );
  }
  const result = await cancelAsSpam(
    db,
    rows.map((row) => row.id),
    cliActor(),
    new Date(),
  );
  console.log(
    `Cancelled as spam, their times freed and nothing emailed: ${result.cancelled.join(", ") || "none"}.${result.alreadySpam.length ? ` Already spam: ${result.alreadySpam.join(", ")}.` : ""}`,
  );
}

/** The settings in force: the owner's, or the defaults from the published facts (as a start writes them). */
async function settingsInForce(db: Db) {
  await writeFirstRevisionIfEmpty(db);
  const published = await readPublishedFacts(db);
  if (!published) throw new Error("No published facts: the first revision could not be written");
  return loadSettings(db, published.facts);
}

async function printAvailability(db: Db): Promise<void> {
  const s = await settingsInForce(db);
  console.log("Availability (America/Denver):");
  s.weeklyHours.forEach((windows, day) =>
    console.log(
      `  ${DAY_NAMES[day]}  ${windows.length ? windows.map((w) => `${w.start}-${w.end}`).join(", ") : "closed"}`,
    ),
  );
  console.log(
    `  walkthroughMinutes ${s.walkthroughMinutes}, bufferMinutes ${s.bufferMinutes}, capacity ${s.capacity}, noticeHours ${s.noticeHours}, horizonDays ${s.horizonDays}, slotStepMinutes ${s.slotStepMinutes}`,
  );
  const blocks = await blocksFrom(db, new Date());
  console.log(blocks.length ? "Blocked:" : "No blocked time ahead.");
  for (const b of blocks)
    console.log(`  ${formatBookingTime(b.startsAt)} – ${formatBookingTime(b.endsAt)}  ${b.reason}  (id ${b.id})`);
}

/** `npm run inbox -- availability …`: show or change the booking settings and blocked time. */
export async function availabilityCommand(db: Db, [action, ...rest]: string[]): Promise<void> {
  if (action === "set") {
    const current = await settingsInForce(db);
    const changes = Object.fromEntries(
      rest.map((pair) => {
        const [key = "", ...value] = pair.split("=");
        const text = value.join("=");
        return [key, key === "weeklyHours" ? JSON.parse(text) : Number(text)];
      }),
    );
    const parsed = AvailabilitySettingsSchema.safeParse({ ...current, ...changes });
    if (!parsed.success)
      throw new Error(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
    await saveSettings(db, parsed.data);
    await recordAudit(db, cliActor(), { action: "bookings.settings-update" });
  } else if (action === "block" && rest[0] === "add") {
    const parsed = BlockInputSchema.safeParse({
      startsAt: denverInstant(rest[1]),
      endsAt: denverInstant(rest[2]),
      reason: rest.slice(3).join(" "),
    });
    if (!parsed.success)
      throw new Error(
        `${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n")}\nTimes are Denver days or times (2026-12-24, 2026-12-24T13:00) or ISO instants (2026-12-24T00:00:00-07:00)`,
      );
    await db.bookingBlock.create({ data: parsed.data });
    await recordAudit(db, cliActor(), { action: "bookings.block-add" });
  } else if (action === "block" && rest[0] === "remove") {
    const { count } = await db.bookingBlock.deleteMany({
      where: { id: /^[0-9a-f-]{36}$/i.test(rest[1] ?? "") ? rest[1] : "00000000-0000-0000-0000-000000000000" },
    });
    if (count === 0) throw new Error(`No block with id ${rest[1] ?? "(missing)"}`);
    await recordAudit(db, cliActor(), { action: "bookings.block-remove" });
  } else if (action !== undefined) {
    throw new Error(`Usage: npm run inbox -- ${BOOKING_USAGE}`);
  }
  await printAvailability(db);
}
