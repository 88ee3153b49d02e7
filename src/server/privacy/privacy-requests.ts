import { z } from "zod";
import { businessDay } from "#shared/business/hours";
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind, responseDueOn } from "#shared/privacy/request-kinds";
import type { PrivacyIdentifier } from "#shared/privacy/identifier";
import type { DbClient } from "./personal-data";

export interface PrivacyRequestView {
  id: string;
  kind: PrivacyRequestKind;
  identifierKind: "email" | "phone";
  receivedOn: string;
  dueOn: string;
  extended: boolean;
  doneAt: string | null;
}

export const RequestKindSchema = z.enum(PRIVACY_REQUEST_KINDS, {
  error: `Kind must be one of ${PRIVACY_REQUEST_KINDS.join(", ")}`,
});

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

type RequestRow = {
  id: string;
  kind: string;
  identifierKind: string;
  receivedOn: Date;
  dueOn: Date;
  extended: boolean;
  doneAt: Date | null;
};

function toView(row: RequestRow): PrivacyRequestView {
  return {
    id: row.id,
    kind: row.kind as PrivacyRequestKind,
    identifierKind: row.identifierKind as "email" | "phone",
    receivedOn: asDay(row.receivedOn),
    dueOn: asDay(row.dueOn),
    extended: row.extended,
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

/** Records a request as received on `receivedOn` (a day where the business is), due 45 days later. */
export async function recordRequest(
  db: DbClient,
  request: { kind: PrivacyRequestKind; identifier: PrivacyIdentifier; hash: string; receivedOn: string; doneAt?: Date },
): Promise<PrivacyRequestView> {
  const row = await db.privacyRequest.create({
    data: {
      kind: request.kind,
      identifierKind: request.identifier.kind,
      identifierHash: request.hash,
      receivedOn: asDate(request.receivedOn),
      dueOn: asDate(responseDueOn(request.receivedOn, false)),
      doneAt: request.doneAt ?? null,
    },
  });
  return toView(row);
}

/** Open requests, the nearest deadline first. */
export async function openRequests(db: DbClient): Promise<PrivacyRequestView[]> {
  const rows = await db.privacyRequest.findMany({
    where: { doneAt: null },
    orderBy: [{ dueOn: "asc" }, { receivedOn: "asc" }, { id: "asc" }],
  });
  return rows.map(toView);
}

/** Every request recorded for one identifier (by its hash), open ones first. */
export async function requestsFor(db: DbClient, hash: string): Promise<PrivacyRequestView[]> {
  const rows = await db.privacyRequest.findMany({
    where: { identifierHash: hash },
    orderBy: [{ doneAt: { sort: "desc", nulls: "first" } }, { dueOn: "asc" }],
  });
  return rows.map(toView);
}

/** Moves an open request's deadline to 90 days after it arrived; null if there is no such open request. */
export async function extendRequest(db: DbClient, id: string): Promise<PrivacyRequestView | null> {
  const row = await db.privacyRequest.findFirst({ where: { id, doneAt: null } });
  if (!row) return null;
  const updated = await db.privacyRequest.update({
    where: { id },
    data: { extended: true, dueOn: asDate(responseDueOn(asDay(row.receivedOn), true)) },
  });
  return toView(updated);
}

/** Marks an open request done now; null if there is no such open request. */
export async function completeRequest(db: DbClient, id: string, now: Date): Promise<PrivacyRequestView | null> {
  const { count } = await db.privacyRequest.updateMany({ where: { id, doneAt: null }, data: { doneAt: now } });
  if (count === 0) return null;
  return toView(await db.privacyRequest.findUniqueOrThrow({ where: { id } }));
}

/**
 * An action taken for a visitor (export, correction, deletion) answers their request: the open
 * requests of those kinds for this identifier are marked done; when none was recorded, one is
 * recorded now, received today and done. Returns the requests it closed or recorded.
 */
export async function fulfilRequests(
  db: DbClient,
  {
    identifier,
    hash,
    kinds,
    now,
  }: {
    identifier: PrivacyIdentifier;
    hash: string;
    kinds: readonly [PrivacyRequestKind, ...PrivacyRequestKind[]];
    now: Date;
  },
): Promise<PrivacyRequestView[]> {
  const open = await db.privacyRequest.findMany({
    where: { identifierHash: hash, doneAt: null, kind: { in: [...kinds] } },
    select: { id: true },
  });
  if (open.length === 0)
    return [await recordRequest(db, { kind: kinds[0], identifier, hash, receivedOn: businessDay(now), doneAt: now })];
  const ids = open.map((row) => row.id);
  await db.privacyRequest.updateMany({ where: { id: { in: ids } }, data: { doneAt: now } });
  return (await db.privacyRequest.findMany({ where: { id: { in: ids } }, orderBy: { dueOn: "asc" } })).map(toView);
}
