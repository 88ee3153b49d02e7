import type { CronItem } from "graphile-worker";
import { CONTACT_NOTIFICATION_RELAY_TASK } from "../notify/contact-notification-relay";

export const DAILY_MAINTENANCE_TASK = "daily-maintenance";
export const RELEASE_DEAD_INSTANCES_TASK = "release-dead-instances";
export const DAILY_BACKUP_TASK = "daily-backup";

import { DAY_MS } from "#shared/time/durations";

/**
 * The site's scheduled work. Each fires once per schedule across all instances; the daily run
 * is made up at start when no instance was up at its time (up to a day back).
 */
export function siteSchedules(maintenanceCron: string, backupCron: string | null = null): CronItem[] {
  return [
    ...(backupCron
      ? [
          {
            task: DAILY_BACKUP_TASK,
            identifier: DAILY_BACKUP_TASK,
            match: backupCron,
            options: { backfillPeriod: DAY_MS, maxAttempts: 3 },
          },
        ]
      : []),
    {
      task: DAILY_MAINTENANCE_TASK,
      identifier: DAILY_MAINTENANCE_TASK,
      match: maintenanceCron,
      options: { backfillPeriod: DAY_MS, maxAttempts: 5 },
    },
    {
      task: RELEASE_DEAD_INSTANCES_TASK,
      identifier: RELEASE_DEAD_INSTANCES_TASK,
      match: "* * * * *",
      options: { backfillPeriod: 0, maxAttempts: 1 },
    },
    // Woken by every new contact message (contactNotifications.kick); each minute catches a lost kick.
    {
      task: CONTACT_NOTIFICATION_RELAY_TASK,
      identifier: CONTACT_NOTIFICATION_RELAY_TASK,
      match: "* * * * *",
      options: { backfillPeriod: 0, maxAttempts: 1 },
    },
  ];
}
