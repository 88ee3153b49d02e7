import { BOOKING_EMAIL_TASK, BOOKING_REMINDER_TASK } from "../bookings/booking-jobs";
import type { BookingMailer } from "../bookings/booking-mailer";
import { OWNER_LINK_EMAIL_TASK } from "../admin/owner-link-jobs";
import { ownerLinkEmailTask } from "../admin/owner-link-task";
import { bookingEmailTask, bookingReminderTask } from "../bookings/booking-tasks";
import type { Db } from "../db/client";
import type { FactsInForce } from "../facts/facts-in-force";
import { CONTACT_NOTIFICATION_TASK, contactNotificationTask } from "../notify/contact-notification-job";
import type { ContactMailer } from "../notify/contact-mailer";
import { CONTACT_NOTIFICATION_RELAY_TASK, relayOwedNotifications } from "../notify/contact-notification-relay";
import { PHOTO_RESIZE_TASK, photoResizeTask } from "../photos/photo-job";
import { runRetention } from "../privacy/retention";
import { OWNER_REPLY_TASK, ownerReplyTask } from "../replies/reply-job";
import { runDailyBackup } from "../backup/daily-backup";
import { publishDraft } from "../content/blog-desk";
import { BLOG_PUBLISH_TASK, blogPublishTask } from "../content/blog-publish-job";
import { releaseJobsOfDeadInstances, startInstanceHeartbeat } from "./instance-registry";
import { startJobQueue } from "./job-queue";
import type { QueueLog } from "./queue-logger";
import { recordedScheduledTask } from "./scheduled-run";
import { DAILY_BACKUP_TASK, DAILY_MAINTENANCE_TASK, RELEASE_DEAD_INSTANCES_TASK, siteSchedules } from "./schedules";

export interface SiteQueueOptions {
  db: Db;
  connectionString: string;
  /** Null when SMTP_URL is unset: notifications are then recorded as "off". */
  mailer: ContactMailer | null;
  /**
   * Null when SMTP_URL is unset: bookings are then stored with email "off" and owe nothing, and the
   * owner's replies fail as "off". It also sends the owner's replies to visitors.
   */
  bookingMailer?: BookingMailer | null;
  /** The published facts in force: each email quotes the revision in force when it is sent. */
  facts: FactsInForce;
  instanceId: string;
  maintenanceCron: string;
  /** The daily backup (BACKUP_CRON, BACKUP_DIR); no schedule when cron is null. */
  backup?: { cron: string | null; dir: string };
  log: QueueLog;
}

export interface SiteQueue {
  workerIds(): string[];
  stop(): Promise<void>;
}

/** This instance's workers for the site's background work, and its heartbeat. */
export async function startSiteQueue({
  db,
  connectionString,
  mailer,
  bookingMailer = null,
  facts,
  instanceId,
  maintenanceCron,
  backup = { cron: null, dir: "" },
  log,
}: SiteQueueOptions): Promise<SiteQueue> {
  const queue = await startJobQueue({
    connectionString,
    log,
    schedules: siteSchedules(maintenanceCron, backup.cron),
    tasks: {
      [CONTACT_NOTIFICATION_RELAY_TASK]: async () => void (await relayOwedNotifications(db, mailer !== null)),
      [CONTACT_NOTIFICATION_TASK]: contactNotificationTask(db, mailer, facts, log),
      [BOOKING_EMAIL_TASK]: bookingEmailTask(db, bookingMailer, facts, log),
      [BOOKING_REMINDER_TASK]: bookingReminderTask(db, bookingMailer, facts, log),
      [OWNER_REPLY_TASK]: ownerReplyTask(db, bookingMailer, facts, log),
      // Invites and password-reset links (the same mail server and sender as booking emails).
      [OWNER_LINK_EMAIL_TASK]: ownerLinkEmailTask(db, bookingMailer, facts, log),
      [PHOTO_RESIZE_TASK]: photoResizeTask(db, log),
      // A blog post the owner scheduled (src/server/content/blog-publish-job.ts).
      [BLOG_PUBLISH_TASK]: blogPublishTask(db, publishDraft, log),
      // The privacy policy's retention periods, and shared state that has expired (src/server/privacy/retention.ts).
      [DAILY_MAINTENANCE_TASK]: recordedScheduledTask(db, instanceId, DAILY_MAINTENANCE_TASK, log, (now) =>
        runRetention(db, now, log),
      ),
      [DAILY_BACKUP_TASK]: recordedScheduledTask(db, instanceId, DAILY_BACKUP_TASK, log, (now) =>
        runDailyBackup(connectionString, backup.dir, now),
      ),
      [RELEASE_DEAD_INSTANCES_TASK]: async () => {
        const released = await releaseJobsOfDeadInstances(db);
        if (released > 0) log.warn({ instances: released }, "released the jobs of instances that stopped answering");
      },
    },
  });
  const heartbeat = await startInstanceHeartbeat(db, instanceId, queue.workerIds).catch(async (error: unknown) => {
    await queue.stop();
    throw error;
  });
  return {
    workerIds: queue.workerIds,
    async stop() {
      await queue.stop();
      await heartbeat.stop();
    },
  };
}
