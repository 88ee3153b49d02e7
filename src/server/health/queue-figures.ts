import { RECENT_FAILURE_MS } from "#shared/health/health-checks";
import { BOOKING_EMAIL_TASK, BOOKING_REMINDER_TASK } from "../bookings/booking-jobs";
import type { Db } from "../db/client";
import { DAILY_BACKUP_TASK, DAILY_MAINTENANCE_TASK, RELEASE_DEAD_INSTANCES_TASK } from "../jobs/schedules";
import { CONTACT_NOTIFICATION_TASK } from "../notify/contact-notification-job";
import { CONTACT_NOTIFICATION_RELAY_TASK } from "../notify/contact-notification-relay";

/** Each task in the owner's words: what it is, and what one that failed for good means. */
const TASK_WORDS: Record<string, { name: string; failureMeans: string }> = {
  [BOOKING_EMAIL_TASK]: {
    name: "Booking emails",
    failureMeans: "a visitor or you did not get the email about a booking, change or cancellation",
  },
  [BOOKING_REMINDER_TASK]: {
    name: "Walkthrough reminders",
    failureMeans: "a visitor did not get the reminder the day before their walkthrough",
  },
  [CONTACT_NOTIFICATION_TASK]: {
    name: "Emails about new messages",
    failureMeans: "you were not emailed about a new message (it is in Messages)",
  },
  [CONTACT_NOTIFICATION_RELAY_TASK]: {
    name: "Handing new messages to email",
    failureMeans: "new messages waited for their email; the next minute's run catches up",
  },
  [DAILY_BACKUP_TASK]: { name: "Daily backup", failureMeans: "no backup was made that day" },
  [DAILY_MAINTENANCE_TASK]: {
    name: "Daily clean-up",
    failureMeans: "expired sessions and data past the privacy policy's retention were not deleted that day",
  },
  [RELEASE_DEAD_INSTANCES_TASK]: {
    name: "Checking on stopped copies of the site",
    failureMeans: "work held by a stopped copy of the site waited longer to be picked up",
  },
};

/** One task's jobs in the queue (graphile_worker.jobs): done jobs leave it, failed ones stay. */
export interface TaskJobs {
  task: string;
  name: string;
  failureMeans: string;
  /** Due now or later (a reminder, a retry after a failure). */
  waiting: number;
  /** Waiting after at least one failed attempt. */
  retrying: number;
  /** Attempts used up: the queue will not run them again. */
  failed: number;
  /** Of those, failed within RECENT_FAILURE_MS. */
  recentlyFailed: number;
  lastFailedAt: string | null;
}

/** The queue's jobs per task; error texts are not read (a mail server's may hold addresses). */
export async function queueFigures(db: Db, now: Date): Promise<TaskJobs[]> {
  const since = new Date(now.getTime() - RECENT_FAILURE_MS);
  const rows = await db.$queryRaw<
    { task: string; waiting: bigint; retrying: bigint; failed: bigint; recent: bigint; last_failed_at: Date | null }[]
  >`
    SELECT task_identifier AS task,
      count(*) FILTER (WHERE attempts < max_attempts) AS waiting,
      count(*) FILTER (WHERE attempts > 0 AND attempts < max_attempts) AS retrying,
      count(*) FILTER (WHERE attempts >= max_attempts) AS failed,
      count(*) FILTER (WHERE attempts >= max_attempts AND updated_at >= ${since}) AS recent,
      max(updated_at) FILTER (WHERE attempts >= max_attempts) AS last_failed_at
    FROM graphile_worker.jobs GROUP BY task_identifier ORDER BY task_identifier`;
  return rows.map((row) => ({
    task: row.task,
    name: TASK_WORDS[row.task]?.name ?? row.task,
    failureMeans: TASK_WORDS[row.task]?.failureMeans ?? "some background work was not done",
    waiting: Number(row.waiting),
    retrying: Number(row.retrying),
    failed: Number(row.failed),
    recentlyFailed: Number(row.recent),
    lastFailedAt: row.last_failed_at?.toISOString() ?? null,
  }));
}
