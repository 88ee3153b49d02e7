import type { AuditAction, AuditRecordRef } from "#shared/privacy/audit-actions";
import type { Db } from "../db/client";
import type { Actor } from "./actor";

/** What an owner did: the action, the records it concerned (ids), and counts or field names. */
export interface AuditEvent {
  action: AuditAction;
  records?: readonly AuditRecordRef[];
  /** Counts, field names and filter settings. Never content, an address or search text. */
  detail?: Record<string, string | number | boolean | Record<string, number>>;
}

/** The database or an open transaction, so an entry can commit with the change it records. */
type AuditWriter = Pick<Db, "auditEntry">;

/** Records one entry of the audit trail: who (actor), when (now), what, and which records. */
export async function recordAudit(db: AuditWriter, actor: Actor, event: AuditEvent): Promise<void> {
  await db.auditEntry.create({
    data: {
      actor: actor.label,
      ownerAccountId: actor.ownerAccountId,
      action: event.action,
      records: (event.records ?? []).map(({ kind, id }) => ({ kind, id })),
      ...(event.detail ? { detail: event.detail } : {}),
    },
  });
}

export const contactRef = (id: string): AuditRecordRef => ({ kind: "contact_message", id });
export const chatRef = (id: string): AuditRecordRef => ({ kind: "chat_conversation", id });
export const estimateRef = (reference: string): AuditRecordRef => ({ kind: "estimate", id: reference });
export const bookingRef = (id: string): AuditRecordRef => ({ kind: "booking", id });
export const requestRef = (id: string): AuditRecordRef => ({ kind: "privacy_request", id });
export const replyRef = (id: string): AuditRecordRef => ({ kind: "owner_reply", id });
export const sessionRef = (id: string): AuditRecordRef => ({ kind: "owner_session", id });
export const ownerRef = (id: string): AuditRecordRef => ({ kind: "owner_account", id });
export const inviteRef = (id: string): AuditRecordRef => ({ kind: "owner_invite", id });
export const photoRef = (id: string): AuditRecordRef => ({ kind: "photo", id });
export const postRef = (id: string): AuditRecordRef => ({ kind: "blog_post", id });
export const reviewRef = (id: string): AuditRecordRef => ({ kind: "review", id });
