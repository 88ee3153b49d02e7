import {
  type AvailabilitySettings,
  AvailabilitySettingsSchema,
  type Block,
  type BookingFacts,
  defaultAvailabilitySettings,
} from "#shared/booking/availability-settings";
import type { BusyInterval } from "#shared/booking/free-slots";
import type { Db } from "../db/client";

type Reader = Pick<Db, "bookingSettings" | "bookingBlock" | "booking">;

/** The owner's settings, or the defaults from the published facts until the owner first changes one. */
export async function loadSettings(
  db: Pick<Db, "bookingSettings">,
  facts: BookingFacts,
): Promise<AvailabilitySettings> {
  const row = await db.bookingSettings.findUnique({ where: { id: 1 } });
  if (!row) return defaultAvailabilitySettings(facts);
  const { weeklyHours, walkthroughMinutes, bufferMinutes, capacity, noticeHours, horizonDays, slotStepMinutes } = row;
  const parsed = AvailabilitySettingsSchema.safeParse({
    weeklyHours,
    walkthroughMinutes,
    bufferMinutes,
    capacity,
    noticeHours,
    horizonDays,
    slotStepMinutes,
  });
  return parsed.success ? parsed.data : defaultAvailabilitySettings(facts);
}

export async function saveSettings(
  db: Pick<Db, "bookingSettings">,
  settings: AvailabilitySettings,
): Promise<AvailabilitySettings> {
  const data = {
    ...settings,
    weeklyHours: settings.weeklyHours.map((day) => day.map((w) => ({ ...w }))),
    updatedAt: new Date(),
  };
  await db.bookingSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
  return settings;
}

/** Blocks that end after `from`. */
export function blocksFrom(
  db: Pick<Db, "bookingBlock">,
  from: Date,
): Promise<(Block & { id: string; reason: string })[]> {
  return db.bookingBlock.findMany({
    where: { endsAt: { gt: from } },
    orderBy: { startsAt: "asc" },
    select: { id: true, startsAt: true, endsAt: true, reason: true },
  });
}

/** Confirmed bookings still holding time after `from` (their travel buffer included). */
export function busyFrom(db: Pick<Db, "booking">, from: Date, exceptId?: string): Promise<BusyInterval[]> {
  return db.booking.findMany({
    where: { status: "confirmed", busyUntil: { gt: from }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { startsAt: true, busyUntil: true, unit: true },
  });
}

/** Everything free-slot generation needs, read at once. */
export async function availabilityInputs(db: Reader, facts: BookingFacts, now: Date, exceptId?: string) {
  const [settings, blocks, busy] = await Promise.all([
    loadSettings(db, facts),
    blocksFrom(db, now),
    busyFrom(db, now, exceptId),
  ]);
  return { settings, blocks, busy };
}
