import { backupOverdue, type HealthState } from "#shared/health/health-checks";
import { listBackups } from "../backup/backup-files";
import { BOOKING_EMAIL_TASK, BOOKING_REMINDER_TASK } from "../bookings/booking-jobs";
import type { Db } from "../db/client";
import type { FactsInForce } from "../facts/facts-in-force";
import { type DiskPlace, diskSpace } from "./disk-space";
import { queueFigures, type TaskJobs } from "./queue-figures";
import { type RunningVersion, runningVersion } from "./running-version";

/** Where the figures come from on this server (the settings, see config.ts). */
export interface HealthSources {
  /** BACKUP_DIR, and BACKUP_CRON (null: off). */
  backup: { cron: string | null; dir: string };
  /** The embedded database's data folder; null with an external database. */
  dataDir: string | null;
}

/** What the owner's health page and the monitoring JSON show; times are UTC ISO strings. */
export interface HealthReport {
  checkedAt: string;
  email: {
    state: HealthState;
    /** The newest contact message's email (the only email whose send time is kept) and how it went. */
    lastContactEmail: { at: string; result: "sent" | "retrying" | "failed"; error: string | null } | null;
    /** Booking emails and reminders the queue is still retrying, or gave up on. */
    bookingEmails: { retrying: number; failed: number; recentlyFailed: number; lastFailedAt: string | null };
  };
  backup: {
    state: HealthState;
    /** The daily schedule (cron, UTC); null when switched off. */
    schedule: string | null;
    folder: string;
    newest: { at: string; bytes: number; file: string } | null;
    count: number;
    overdue: boolean;
  };
  disk: { state: HealthState; places: DiskPlace[]; databaseElsewhere: boolean };
  database: { bytes: number };
  version: RunningVersion & {
    /** The newest published revision of the site's facts, and the one this instance serves. */
    factsRevision: number | null;
    factsPublishedAt: string | null;
    servingRevision: number;
  };
  jobs: {
    state: HealthState;
    waiting: number;
    retrying: number;
    failed: number;
    recentlyFailed: number;
    lastFailedAt: string | null;
    /** Per task, only those with jobs waiting or failed. */
    tasks: TaskJobs[];
  };
}

const BOOKING_EMAIL_TASKS: readonly string[] = [BOOKING_EMAIL_TASK, BOOKING_REMINDER_TASK];

const sum = (tasks: TaskJobs[], field: "waiting" | "retrying" | "failed" | "recentlyFailed") =>
  tasks.reduce((total, task) => total + task[field], 0);
const newest = (times: (string | null)[]) =>
  times.reduce<string | null>((latest, time) => (time && (!latest || time > latest) ? time : latest), null);

async function lastContactEmail(db: Db): Promise<HealthReport["email"]["lastContactEmail"]> {
  const [row] = await db.$queryRaw<{ status: "sent" | "retrying" | "failed"; error: string | null; at: Date }[]>`
    SELECT notify_status AS status, notify_error AS error, COALESCE(notified_at, notify_queued_at) AS at
    FROM contact_messages WHERE notify_status IN ('sent', 'retrying', 'failed')
    ORDER BY at DESC LIMIT 1`;
  return row ? { at: row.at.toISOString(), result: row.status, error: row.error } : null;
}

async function databaseBytes(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<{ bytes: bigint }[]>`SELECT pg_database_size(current_database()) AS bytes`;
  return Number(row?.bytes ?? 0);
}

/**
 * Every figure of the owner's health page (admin.health.get and GET /api/admin/health): email,
 * the last backup, disk space, the database's size, the running version and the job queue.
 */
export async function healthReport(
  db: Db,
  sources: HealthSources,
  site: { emailOn: boolean; facts: FactsInForce },
  now = new Date(),
): Promise<HealthReport> {
  const [contactEmail, backups, places, bytes, version, tasks, published] = await Promise.all([
    lastContactEmail(db),
    listBackups(sources.backup.dir),
    diskSpace(sources.backup.dir, sources.dataDir),
    databaseBytes(db),
    runningVersion(),
    queueFigures(db, now),
    db.siteFactsRevision.findFirst({ orderBy: { revision: "desc" }, select: { revision: true, publishedAt: true } }),
  ]);

  const bookingTasks = tasks.filter((task) => BOOKING_EMAIL_TASKS.includes(task.task));
  const bookingEmails = {
    retrying: sum(bookingTasks, "retrying"),
    failed: sum(bookingTasks, "failed"),
    recentlyFailed: sum(bookingTasks, "recentlyFailed"),
    lastFailedAt: newest(bookingTasks.map((task) => task.lastFailedAt)),
  };
  const contactTrouble = contactEmail !== null && contactEmail.result !== "sent";
  const emailTrouble = contactTrouble || bookingEmails.retrying > 0 || bookingEmails.recentlyFailed > 0;

  const newestBackup = backups[0] ?? null;
  const overdue = backupOverdue(newestBackup?.takenAt ?? null, sources.backup.cron !== null, now);
  const recentlyFailed = sum(tasks, "recentlyFailed");

  return {
    checkedAt: now.toISOString(),
    email: {
      state: !site.emailOn ? "off" : emailTrouble ? "attention" : "ok",
      lastContactEmail: contactEmail,
      bookingEmails,
    },
    backup: {
      state: sources.backup.cron === null ? "off" : overdue ? "attention" : "ok",
      schedule: sources.backup.cron,
      folder: sources.backup.dir,
      newest: newestBackup && {
        at: newestBackup.takenAt.toISOString(),
        bytes: newestBackup.bytes,
        file: newestBackup.file,
      },
      count: backups.length,
      overdue,
    },
    disk: {
      state: places.some((place) => place.low) ? "attention" : "ok",
      places,
      databaseElsewhere: sources.dataDir === null,
    },
    database: { bytes },
    version: {
      ...version,
      factsRevision: published?.revision ?? null,
      factsPublishedAt: published?.publishedAt.toISOString() ?? null,
      servingRevision: site.facts.current().revision,
    },
    jobs: {
      state: recentlyFailed > 0 ? "attention" : "ok",
      waiting: sum(tasks, "waiting"),
      retrying: sum(tasks, "retrying"),
      failed: sum(tasks, "failed"),
      recentlyFailed,
      lastFailedAt: newest(tasks.map((task) => task.lastFailedAt)),
      tasks: tasks.filter((task) => task.waiting > 0 || task.failed > 0),
    },
  };
}
