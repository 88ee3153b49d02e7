import type { SiteFacts } from "#shared/facts/site-facts-schema";
import type { AuditRecordRef } from "#shared/privacy/audit-actions";
import type { ContactCorrection } from "#shared/privacy/correction";
import { describeIdentifier, type PrivacyIdentifier } from "#shared/privacy/identifier";
import type { PrivacyRequestKind } from "#shared/privacy/request-kinds";
import type { Actor } from "../audit/actor";
import { bookingRef, chatRef, contactRef, estimateRef, recordAudit, requestRef } from "../audit/audit-trail";
import type { Db } from "../db/client";
import { identifierHash } from "./identifier-hash";
import {
  type DbClient,
  type DeletedCounts,
  deletePersonalData,
  findPersonalData,
  loadPersonalData,
  type PersonalData,
} from "./personal-data";
import { type PersonalDataExport, personalDataExport } from "./personal-data-export";
import { fulfilRequests, type PrivacyRequestView, requestsFor } from "./privacy-requests";

/**
 * A visitor's data request carried out by the owner (inbox or CLI): each reads or changes what
 * is stored about one email address or phone number, answers the matching privacy requests, and
 * leaves an audit entry naming the records by id.
 */

function recordRefs(data: PersonalData): AuditRecordRef[] {
  return [
    ...data.contactMessages.map((m) => contactRef(m.id)),
    ...data.chatConversations.map((c) => chatRef(c.id)),
    ...data.estimates.map((e) => estimateRef(e.reference)),
    ...data.bookings.map((b) => bookingRef(b.id)),
  ];
}

async function loadFor(db: DbClient, identifier: PrivacyIdentifier) {
  const matches = await findPersonalData(db, identifier);
  return { matches, data: await loadPersonalData(db, matches) };
}

/** The request kinds each action answers; the first is recorded when none was open. */
const ANSWERS: Record<"export" | "correct" | "delete", readonly [PrivacyRequestKind, ...PrivacyRequestKind[]]> = {
  export: ["portability", "access"],
  correct: ["correction"],
  delete: ["deletion"],
};

export interface PersonLookup {
  /** The identifier as normalised, e.g. "jane@example.com" or "720-555-0187". */
  about: string;
  data: PersonalData;
  /** Requests recorded for this identifier (matched by hash), open ones first. */
  requests: PrivacyRequestView[];
}

/** Shows everything stored about the identifier, with its recorded requests. */
export async function lookUpPerson(db: Db, actor: Actor, identifier: PrivacyIdentifier): Promise<PersonLookup> {
  const hash = await identifierHash(db, identifier);
  const [{ data }, requests] = await Promise.all([loadFor(db, identifier), requestsFor(db, hash)]);
  await recordAudit(db, actor, {
    action: "privacy.lookup",
    records: recordRefs(data),
    detail: { identifierKind: identifier.kind },
  });
  return { about: describeIdentifier(identifier), data, requests };
}

/** The portability copy; answers open access and portability requests. */
export async function exportPerson(
  db: Db,
  actor: Actor,
  identifier: PrivacyIdentifier,
  now: Date,
  business: SiteFacts["business"],
): Promise<PersonalDataExport> {
  const hash = await identifierHash(db, identifier);
  return db.$transaction(async (tx) => {
    const { data } = await loadFor(tx, identifier);
    const answered = await fulfilRequests(tx, { identifier, hash, kinds: ANSWERS.export, now });
    await recordAudit(tx, actor, {
      action: "privacy.export",
      records: [...recordRefs(data), ...answered.map((r) => requestRef(r.id))],
    });
    return personalDataExport(identifier, data, now, business);
  });
}

/**
 * Corrects one field of one of the identifier's contact messages; null when that message is not
 * among them (a correction is only ever made for the person who asked).
 */
export async function correctContact(
  db: Db,
  actor: Actor,
  identifier: PrivacyIdentifier,
  contactId: string,
  correction: ContactCorrection,
  now: Date,
): Promise<{ id: string } | null> {
  const hash = await identifierHash(db, identifier);
  return db.$transaction(async (tx) => {
    const { contactIds } = await findPersonalData(tx, identifier);
    if (!contactIds.includes(contactId)) return null;
    await tx.contactMessage.update({ where: { id: contactId }, data: { [correction.field]: correction.value } });
    const answered = await fulfilRequests(tx, { identifier, hash, kinds: ANSWERS.correct, now });
    await recordAudit(tx, actor, {
      action: "privacy.correct",
      records: [contactRef(contactId), ...answered.map((r) => requestRef(r.id))],
      detail: { field: correction.field },
    });
    return { id: contactId };
  });
}

/** Deletes everything stored about the identifier, in one transaction with its audit entry. */
export async function erasePerson(
  db: Db,
  actor: Actor,
  identifier: PrivacyIdentifier,
  now: Date,
): Promise<DeletedCounts> {
  const hash = await identifierHash(db, identifier);
  return db.$transaction(async (tx) => {
    const matches = await findPersonalData(tx, identifier);
    const references = await tx.estimate.findMany({
      where: { id: { in: matches.estimateIds } },
      select: { reference: true },
    });
    const deleted = await deletePersonalData(tx, matches);
    const answered = await fulfilRequests(tx, { identifier, hash, kinds: ANSWERS.delete, now });
    const records = [
      ...matches.contactIds.map(contactRef),
      ...matches.conversationIds.map(chatRef),
      ...references.map((e) => estimateRef(e.reference)),
      ...matches.bookingIds.map(bookingRef),
      ...answered.map((r) => requestRef(r.id)),
    ];
    await recordAudit(tx, actor, { action: "privacy.delete", records, detail: { ...deleted } });
    return deleted;
  });
}
