import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { estimateLines } from "#shared/leads/estimate-summary";
import { EstimateReferenceSchema } from "#shared/leads/estimate-reference";
import { findChat, listChats } from "../admin/chat-queries";
import { cliActor } from "../audit/actor";
import { chatRef, estimateRef, recordAudit } from "../audit/audit-trail";
import { listContacts } from "../admin/contact-queries";
import { type EstimateDetail, findEstimate } from "../admin/estimate-queries";
import type { Db } from "../db/client";
import { readPublishedFacts } from "../facts/site-facts-store";
import { availabilityCommand, BOOKING_USAGE, bookingsCommand } from "./booking-commands";
import { OWNER_USAGE, ownerCommand } from "./owner-commands";
import { privacyCommand } from "./privacy-commands";
import { retentionCommand } from "./retention-command";
import { type CliCommand, runCli } from "./run-cli";

const USAGE = `Usage: npm run inbox -- <contacts|chats|chat ID|estimate REF|privacy …|retention>, ${BOOKING_USAGE}, or ${OWNER_USAGE}`;

const oneLine = (text: string, max = 100) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

async function printEstimate(db: Db, estimate: EstimateDetail): Promise<void> {
  const facts = (await readPublishedFacts(db))?.facts ?? DEFAULT_SITE_FACTS;
  console.log(`Estimate ${estimate.reference} (${estimate.source}, ${estimate.createdAt})`);
  for (const [label, value] of estimateLines(facts, estimate)) console.log(`  ${label.padEnd(20)}${value}`);
  if (estimate.conversationId) console.log(`  ${"Chat".padEnd(20)}${estimate.conversationId}`);
  for (const id of estimate.contactIds) console.log(`  ${"Contact message".padEnd(20)}${id}`);
}

/** The same data as the /admin inbox, printed for an owner who prefers a shell; a command group per module. */
const COMMANDS: Record<string, CliCommand> = {
  async contacts(db) {
    const { items, total } = await listContacts(db, { status: "all", includeSpam: false, page: 1 });
    console.log(
      `${total} contact messages (spam hidden), newest first${total > items.length ? `; the first ${items.length}` : ""}:\n`,
    );
    for (const item of items) {
      const flags = [
        item.handledAt ? "handled" : "UNREAD",
        item.answered ? "answered" : "",
        item.estimateReference ? `estimate ${item.estimateReference}` : "",
      ]
        .filter(Boolean)
        .join(", ");
      console.log(
        `${item.createdAt}  ${item.name} <${item.email}>  [${flags}]\n  ${item.subject ?? "No subject"}: ${oneLine(item.preview)}\n  id ${item.id}\n`,
      );
    }
  },
  async chats(db) {
    const { items, total } = await listChats(db, { priceOrBooking: false, page: 1 });
    console.log(
      `${total} chat conversations, newest first${total > items.length ? `; the first ${items.length}` : ""}:\n`,
    );
    for (const item of items) {
      console.log(
        `${item.createdAt}  ${item.messageCount} messages${item.estimateCount ? `, ${item.estimateCount} estimates` : ""}${item.callBack ? ", CALL BACK" : ""}${item.answered ? ", answered" : ""}\n  "${oneLine(item.firstMessage)}"\n  id ${item.id}\n`,
      );
    }
  },
  async chat(db, [id]) {
    const transcript = id && /^[0-9a-f-]{36}$/i.test(id) ? await findChat(db, id) : null;
    if (!transcript) throw new Error(`No conversation with id ${id ?? "(missing)"}. ${USAGE}`);
    await recordAudit(db, cliActor(), { action: "chat.open", records: [chatRef(transcript.id)] });
    console.log(`Chat ${transcript.id}, started ${transcript.createdAt}\n`);
    for (const message of transcript.messages) {
      const flag = message.unansweredReason ? `, not answered: ${message.unansweredReason}` : "";
      const who =
        message.role === "user"
          ? "Visitor"
          : `Dove (${message.provider ?? "unknown"}${message.latencyMs !== null ? `, ${message.latencyMs} ms` : ""}${flag})`;
      console.log(`[${message.createdAt}] ${who}:\n${message.content}\n`);
    }
    for (const booking of transcript.bookings)
      console.log(`Booked in this chat: ${booking.reference}, ${booking.startsAt} (${booking.status})\n`);
    for (const estimate of transcript.estimates) await printEstimate(db, estimate);
  },
  async estimate(db, [reference]) {
    const parsed = EstimateReferenceSchema.safeParse(reference ?? "");
    const estimate = parsed.success ? await findEstimate(db, parsed.data) : null;
    if (!estimate) throw new Error(`No estimate with reference ${reference ?? "(missing)"}. ${USAGE}`);
    await recordAudit(db, cliActor(), { action: "estimate.open", records: [estimateRef(estimate.reference)] });
    await printEstimate(db, estimate);
  },
  owner: ownerCommand,
  privacy: privacyCommand,
  retention: retentionCommand,
  bookings: bookingsCommand,
  availability: availabilityCommand,
};

runCli(COMMANDS, USAGE, process.argv.slice(2));
