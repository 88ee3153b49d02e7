import type { Task } from "graphile-worker";
import { z } from "zod";
import type { BookingMailer } from "../bookings/booking-mailer";
import type { Db } from "../db/client";
import type { FactsInForce } from "../facts/facts-in-force";
import type { QueueLog } from "../jobs/queue-logger";
import { failureCode } from "../notify/contact-mailer";
import { ownerLinkEmail } from "./owner-link-emails";
import { OWNER_LINK_EMAIL_TASK } from "./owner-link-jobs";
import { linkState } from "./owner-link-token";

const PayloadSchema = z.object({ kind: z.enum(["invite", "reset"]), id: z.uuid(), token: z.string().min(1) });

/** Who a link's email goes to, while the link can still be used; null once it cannot. */
async function recipientOf(db: Db, kind: "invite" | "reset", id: string) {
  if (kind === "invite") {
    const invite = await db.ownerInvite.findUnique({
      where: { id },
      select: {
        email: true,
        expiresAt: true,
        acceptedAt: true,
        revokedAt: true,
        invitedBy: { select: { name: true } },
      },
    });
    if (!invite || linkState({ ...invite, usedAt: invite.acceptedAt }) !== "open") return null;
    return { to: invite.email, invitedBy: invite.invitedBy?.name ?? null };
  }
  const reset = await db.ownerPasswordReset.findUnique({
    where: { id },
    select: { expiresAt: true, usedAt: true, owner: { select: { email: true } } },
  });
  if (!reset || linkState(reset) !== "open") return null;
  return { to: reset.owner.email, invitedBy: null };
}

/**
 * Emails one invite or reset link over the site's mail server. A link withdrawn, used or expired
 * before its turn is not sent; a failure throws and the queue retries it with backoff.
 */
export function ownerLinkEmailTask(db: Db, mailer: BookingMailer | null, facts: FactsInForce, log: QueueLog): Task {
  return async (raw) => {
    const payload = PayloadSchema.safeParse(raw);
    if (!payload.success)
      return log.error({ task: OWNER_LINK_EMAIL_TASK }, "owner link email job has a malformed payload; dropped");
    const { kind, id, token } = payload.data;
    const recipient = mailer ? await recipientOf(db, kind, id) : null;
    if (!mailer || !recipient) return;
    try {
      await mailer.send(
        await ownerLinkEmail(
          { kind, id, token, ...recipient },
          { siteUrl: mailer.siteUrl, from: mailer.ownerEmail, facts: facts.current().facts },
        ),
      );
    } catch (error) {
      log.warn({ kind, id, code: failureCode(error) }, "owner link email failed; the queue retries it");
      throw error;
    }
    log.info({ kind, id }, "owner link email sent");
  };
}
