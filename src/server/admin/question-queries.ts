import { z } from "zod";
import { UNANSWERED_REASONS } from "#shared/dove/unanswered";
import { addDays, startOfUtcDay } from "#shared/time/utc-days";
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { type FlaggedTurn, groupQuestions } from "./question-groups";

/** The newest flagged replies read for one list (enough for months of a small business's chats). */
export const FLAGGED_TURNS_READ = 2_000;
/** Groups shown. */
export const QUESTION_GROUPS_SHOWN = 100;

const day = z.iso.date({ error: "Dates must be YYYY-MM-DD" });

export const QuestionListInputSchema = z.object({
  /** Replies on or after this UTC day. */
  from: day.optional(),
  /** Replies on or before this UTC day. */
  to: day.optional(),
  reason: z.enum(UNANSWERED_REASONS, { error: `reason must be one of ${UNANSWERED_REASONS.join(", ")}` }).optional(),
});
export type QuestionListInput = z.infer<typeof QuestionListInputSchema>;

interface FlaggedRow {
  id: bigint;
  conversation_id: string;
  unanswered_reason: string;
  created_at: Date;
  question: string | null;
}

/** Flagged replies, newest first, each with the visitor message it answered. */
async function flaggedTurns(db: Db, { from, to, reason }: QuestionListInput): Promise<FlaggedTurn[]> {
  const conditions = [
    Prisma.sql`a.role = 'assistant' AND a.unanswered_reason IS NOT NULL`,
    ...(reason ? [Prisma.sql`a.unanswered_reason = ${reason}`] : []),
    ...(from ? [Prisma.sql`a.created_at >= ${new Date(`${from}T00:00:00Z`)}`] : []),
    ...(to ? [Prisma.sql`a.created_at < ${startOfUtcDay(addDays(to, 1))}`] : []),
  ];
  const rows = await db.$queryRaw<FlaggedRow[]>`
    SELECT a.id, a.conversation_id::text AS conversation_id, a.unanswered_reason, a.created_at, q.content AS question
      FROM chat_messages a
      LEFT JOIN LATERAL (
        SELECT u.content FROM chat_messages u
         WHERE u.conversation_id = a.conversation_id AND u.role = 'user' AND u.id < a.id
         ORDER BY u.id DESC LIMIT 1
      ) q ON true
     WHERE ${Prisma.join(conditions, " AND ")}
     ORDER BY a.created_at DESC, a.id DESC
     LIMIT ${FLAGGED_TURNS_READ}`;
  return rows.map((row) => ({
    messageId: row.id.toString(),
    conversationId: row.conversation_id,
    question: row.question ?? "",
    reason: row.unanswered_reason,
    askedAt: row.created_at,
  }));
}

/** The owner's list of what Dove could not answer, grouped by similar question. */
export async function listUnansweredQuestions(db: Db, input: QuestionListInput) {
  const turns = await flaggedTurns(db, input);
  const groups = groupQuestions(turns);
  return {
    groups: groups.slice(0, QUESTION_GROUPS_SHOWN),
    groupCount: groups.length,
    flaggedCount: turns.length,
    limited: turns.length === FLAGGED_TURNS_READ,
  };
}

/** How many of Dove's replies between two UTC days (inclusive) did not really answer (the dashboard's count). */
export function countUnansweredTurns(db: Db, from: string, to: string): Promise<number> {
  const start = new Date(`${from}T00:00:00Z`);
  const end = startOfUtcDay(addDays(to, 1));
  return db.chatMessage.count({
    where: { role: "assistant", unansweredReason: { not: null }, createdAt: { gte: start, lt: end } },
  });
}
