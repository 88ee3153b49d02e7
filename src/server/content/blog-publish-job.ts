import type { Task } from "graphile-worker";
import { z } from "zod";
import { SYSTEM_ACTOR } from "../audit/actor";
import { postRef, recordAudit } from "../audit/audit-trail";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import type { QueueLog } from "../jobs/queue-logger";

/** The queue's task that publishes a scheduled post at its time. */
export const BLOG_PUBLISH_TASK = "blog-publish";

const PayloadSchema = z.object({ postId: z.string().min(1), at: z.iso.datetime() });

type Tx = Pick<Db, "$executeRaw">;
const jobKey = (postId: string) => `${BLOG_PUBLISH_TASK}:${postId}`;

/**
 * Adds (or moves) the post's publish job, in the caller's transaction. The queue polls future
 * jobs every second, and a job lives in Postgres, so it fires on time across restarts.
 */
export async function queueScheduledPublish(tx: Tx, postId: string, at: Date): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.add_job(${BLOG_PUBLISH_TASK}, json_build_object('postId', ${postId}::text, 'at', ${at.toISOString()}::text), run_at := ${at}::timestamptz, job_key := ${jobKey(postId)}, job_key_mode := 'replace', max_attempts := 25)`;
}

export async function cancelScheduledPublish(tx: Tx, postId: string): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.remove_job(${jobKey(postId)})`;
}

/**
 * Publishes the post if its schedule is still the job's (a newer schedule or an unpublish made
 * this job moot). The publish itself is blog-desk.ts's, passed in to keep the modules acyclic.
 */
export function blogPublishTask(
  db: Db,
  publish: (db: Db, id: string, options: { expectedScheduledAt: Date }) => Promise<unknown>,
  log: QueueLog,
): Task {
  return async (payload) => {
    const { postId, at } = PayloadSchema.parse(payload);
    const published = await publish(db, postId, { expectedScheduledAt: new Date(at) }).catch((error: unknown) => {
      // Deleted, or no longer publishable (its title was cleared): trying again cannot help.
      if (error instanceof DomainError) {
        log.warn({ postId, code: error.code }, "a scheduled blog post could not be published");
        return null;
      }
      throw error;
    });
    if (published === null) return;
    log.info({ postId, lateMs: Date.now() - new Date(at).getTime() }, "published a scheduled blog post");
    await recordAudit(db, SYSTEM_ACTOR, {
      action: "post.publish",
      records: [postRef(postId)],
      detail: { scheduled: true },
    });
  };
}
