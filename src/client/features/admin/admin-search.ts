import { UNANSWERED_REASONS, type UnansweredReason } from "#shared/dove/unanswered";
import { boolean, oneOf, type RawSearch, wholeNumber } from "#client/lib/navigation-search";

/**
 * Search params of the inbox pages; a bad value is dropped rather than breaking the page. Plain
 * functions, not zod: route validators are part of the route tree every first visit downloads.
 */
export const CONTACT_STATUSES = ["all", "unread", "handled", "answered", "unanswered"] as const;

const page = (value: unknown) => wholeNumber(value, { min: 1, max: 10_000 });

function text(value: unknown): string | undefined {
  const trimmed = typeof value === "string" ? value.trim() : "";
  return trimmed.length >= 1 && trimmed.length <= 200 ? trimmed : undefined;
}

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not). */
export function day(value: unknown): string | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

export interface ContactsSearch {
  status?: (typeof CONTACT_STATUSES)[number];
  q?: string;
  spam?: boolean;
  page?: number;
}

export function parseContactsSearch(search: RawSearch): ContactsSearch {
  return {
    status: oneOf(CONTACT_STATUSES, search.status),
    q: text(search.q),
    spam: boolean(search.spam),
    page: page(search.page),
  };
}

export interface ChatsSearch {
  from?: string;
  to?: string;
  priceOrBooking?: boolean;
  page?: number;
}

export function parseChatsSearch(search: RawSearch): ChatsSearch {
  return {
    from: day(search.from),
    to: day(search.to),
    priceOrBooking: boolean(search.priceOrBooking),
    page: page(search.page),
  };
}

/** An audit action key or an actor label, loosely: the server checks it exactly. */
function label(value: unknown): string | undefined {
  const trimmed = typeof value === "string" ? value.trim() : "";
  return /^[\w.:@+-]{1,200}$/.test(trimmed) ? trimmed : undefined;
}

export interface AuditSearch {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
  record?: string;
  page?: number;
}

export function parseAuditSearch(search: RawSearch): AuditSearch {
  return {
    action: label(search.action),
    actor: label(search.actor),
    from: day(search.from),
    to: day(search.to),
    record: label(search.record),
    page: page(search.page),
  };
}

export interface QuestionsSearch {
  reason?: UnansweredReason;
  /** UTC days, inclusive (the dashboard links here with its range). */
  from?: string;
  to?: string;
}

export function parseQuestionsSearch(search: RawSearch): QuestionsSearch {
  return { reason: oneOf(UNANSWERED_REASONS, search.reason), from: day(search.from), to: day(search.to) };
}

export const DASHBOARD_STEPS = ["day", "week"] as const;

export interface DashboardSearch {
  from?: string;
  to?: string;
  /** The charts' step: per day (default) or per week. */
  by?: (typeof DASHBOARD_STEPS)[number];
}

export function parseDashboardSearch(search: RawSearch): DashboardSearch {
  return { from: day(search.from), to: day(search.to), by: oneOf(DASHBOARD_STEPS, search.by) };
}
