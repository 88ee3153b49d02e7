import { stringify } from "csv-stringify/sync";
import type { contactsForExport } from "./contact-queries";

type ExportRow = Awaited<ReturnType<typeof contactsForExport>>[number];

const COLUMNS = [
  "id",
  "received_at",
  "name",
  "email",
  "phone",
  "address",
  "subject",
  "message",
  "handled_at",
  "spam",
  "spam_reason",
  "estimate_reference",
];

/**
 * The inbox's contact messages as a CSV file, one message a row (csv-stringify: fields with
 * commas, quotes or line breaks quoted; text starting with = + - @ prefixed with ' so a
 * spreadsheet keeps it as text instead of running it as a formula).
 */
export function contactsCsv(rows: readonly ExportRow[]): string {
  return stringify(
    rows.map((row) => [
      row.id,
      row.createdAt.toISOString(),
      row.name,
      row.email,
      row.phone ?? "",
      row.address ?? "",
      row.subject ?? "",
      row.message,
      row.handledAt?.toISOString() ?? "",
      row.isSpam ? "yes" : "no",
      row.spamReason ?? "",
      row.estimate?.reference ?? "",
    ]),
    { header: true, columns: COLUMNS, escape_formulas: true, record_delimiter: "windows" },
  );
}
