import type { Task } from "graphile-worker";
import { z } from "zod";
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { QueueLog } from "../jobs/queue-logger";
import { resizePhoto } from "./photo-resize";

/** The queue's task that resizes one uploaded photo. */
export const PHOTO_RESIZE_TASK = "photo-resize";

type Tx = Pick<Prisma.TransactionClient, "$executeRaw">;

/** Queues a photo's resize in the caller's transaction, so the job exists exactly when the photo does. */
export async function queuePhotoResize(tx: Tx, photoId: string): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.add_job(${PHOTO_RESIZE_TASK}, json_build_object('id', ${photoId}::text), job_key := ${`${PHOTO_RESIZE_TASK}:${photoId}`}, max_attempts := 5)`;
}

const PayloadSchema = z.object({ id: z.uuid() });

/**
 * Resizes a pending photo (src/server/photos/photo-resize.ts), writes its variants and marks it
 * ready, dropping the original: the variants are all that is kept (ADR 0044). Bytes that cannot be
 * decoded mark it failed for good; a database error throws, and the queue retries the job (a job
 * cut off by a restart is picked up again by any instance).
 */
export function photoResizeTask(db: Db, log: QueueLog): Task {
  return async (raw) => {
    const payload = PayloadSchema.safeParse(raw);
    if (!payload.success)
      return log.error({ task: PHOTO_RESIZE_TASK }, "photo resize job has a malformed payload; dropped");
    const { id } = payload.data;
    const photo = await db.photo.findUnique({ where: { id }, select: { status: true, original: true } });
    if (!photo || photo.status !== "pending" || !photo.original) return;
    let resized: Awaited<ReturnType<typeof resizePhoto>>;
    try {
      resized = await resizePhoto(Buffer.from(photo.original));
    } catch (error) {
      log.warn({ photoId: id, code: error instanceof Error ? error.name : "unknown" }, "photo could not be read");
      await db.photo.updateMany({ where: { id, status: "pending" }, data: { status: "failed", original: null } });
      return;
    }
    const variantBytes = resized.files.reduce((sum, file) => sum + file.bytes.length, 0);
    await db.$transaction(async (tx) => {
      // Another worker may have finished it meanwhile (a job released after a restart): nothing to do.
      const marked = await tx.photo.updateMany({
        where: { id, status: "pending" },
        data: { status: "ready", original: null, width: resized.width, height: resized.height, variantBytes },
      });
      if (marked.count === 0) return;
      await tx.photoVariant.createMany({
        data: resized.files.map(({ format, width, height, hash, bytes }) => ({
          photoId: id,
          format,
          width,
          height,
          hash,
          bytes: new Uint8Array(bytes),
          byteSize: bytes.length,
        })),
      });
    });
  };
}
