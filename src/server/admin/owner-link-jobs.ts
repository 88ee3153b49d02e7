import type { Prisma } from "../db/generated/client";

/** The queue's task that emails an invite or a password-reset link. */
export const OWNER_LINK_EMAIL_TASK = "owner-link-email";

export type OwnerLinkKind = "invite" | "reset";

type Tx = Pick<Prisma.TransactionClient, "$executeRaw">;

/**
 * Queues the email of a one-time link in the caller's transaction, so it exists exactly when the
 * link does. The job carries the token (the link's only copy on the server) until it is sent; the
 * queue then deletes it.
 */
export async function queueOwnerLinkEmail(tx: Tx, kind: OwnerLinkKind, id: string, token: string): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.add_job(${OWNER_LINK_EMAIL_TASK}, json_build_object('kind', ${kind}::text, 'id', ${id}::text, 'token', ${token}::text), job_key := ${`${OWNER_LINK_EMAIL_TASK}:${id}`}, max_attempts := 10)`;
}
