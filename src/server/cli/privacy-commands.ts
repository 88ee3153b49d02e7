import { businessDay } from "#shared/business/hours";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { describeIdentifier, type PrivacyIdentifier, PrivacyIdentifierSchema } from "#shared/privacy/identifier";
import { daysUntil, PRIVACY_REQUEST_LABELS, requestReference } from "#shared/privacy/request-kinds";
import { cliActor } from "../audit/actor";
import type { Db } from "../db/client";
import { readPublishedFacts } from "../facts/site-facts-store";
import { erasePerson, exportPerson, lookUpPerson } from "../privacy/privacy-actions";
import { openRequests } from "../privacy/privacy-requests";

export const PRIVACY_USAGE =
  "Usage: npm run inbox -- privacy <export EMAIL|PHONE | delete EMAIL|PHONE --yes | requests>";

function identifierFrom(text: string | undefined): PrivacyIdentifier {
  const parsed = PrivacyIdentifierSchema.safeParse(text ?? "");
  if (!parsed.success) throw new Error(`${parsed.error.issues[0]?.message ?? "Invalid identifier"}. ${PRIVACY_USAGE}`);
  return parsed.data;
}

const SUBCOMMANDS: Record<string, (db: Db, args: string[]) => Promise<void>> = {
  /** The portability copy, as JSON on stdout (redirect it to a file to send it). */
  async export(db, [text]) {
    // No revision yet means none was published: the shipped facts are in force.
    const { business } = (await readPublishedFacts(db))?.facts ?? DEFAULT_SITE_FACTS;
    const document = await exportPerson(db, cliActor(), identifierFrom(text), new Date(), business);
    console.log(JSON.stringify(document, null, 2));
  },
  /** Without --yes, shows what would go and changes nothing. */
  async delete(db, [text, ...flags]) {
    const identifier = identifierFrom(text);
    const who = describeIdentifier(identifier);
    if (!flags.includes("--yes")) {
      const { data } = await lookUpPerson(db, cliActor(), identifier);
      console.log(
        `Stored about ${who}: ${data.contactMessages.length} contact messages, ${data.chatConversations.length} chat conversations, ${data.bookings.length} bookings, ${data.estimates.length} estimates.`,
      );
      throw new Error(`Nothing deleted. To delete all of it, run: npm run inbox -- privacy delete ${text} --yes`);
    }
    const deleted = await erasePerson(db, cliActor(), identifier, new Date());
    console.log(
      `Deleted everything stored about ${who}: ${deleted.contactMessages} contact messages, ${deleted.chatConversations} chat conversations (${deleted.chatMessages} messages), ${deleted.bookings} bookings, ${deleted.estimates} estimates. The request is recorded as done.`,
    );
  },
  /** Open requests, nearest deadline first. */
  async requests(db) {
    const requests = await openRequests(db);
    const today = businessDay(new Date());
    console.log(`${requests.length} open privacy requests, nearest deadline first:\n`);
    for (const request of requests) {
      const days = daysUntil(request.dueOn, today);
      const left = days < 0 ? `OVERDUE by ${-days} days` : `${days} days left`;
      console.log(
        `${requestReference(request.id)}  ${PRIVACY_REQUEST_LABELS[request.kind]} (${request.identifierKind})  received ${request.receivedOn}, due ${request.dueOn}${request.extended ? " (extended)" : ""}: ${left}`,
      );
    }
  },
};

/** `npm run inbox -- privacy …`: visitors' data requests from a shell, recorded and audited as in /admin. */
export async function privacyCommand(db: Db, [subcommand, ...args]: string[]): Promise<void> {
  const run = subcommand ? SUBCOMMANDS[subcommand] : undefined;
  if (!run) throw new Error(PRIVACY_USAGE);
  await run(db, args);
}
