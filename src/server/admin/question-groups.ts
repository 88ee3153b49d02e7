import { stemmer } from "stemmer";
import { spellOut } from "#shared/dove/shorthand";
import { STOP_WORDS } from "#shared/dove/text";

/** One reply Dove flagged, with the visitor's question it answered. */
export interface FlaggedTurn {
  /** The flagged assistant message. */
  messageId: string;
  conversationId: string;
  question: string;
  reason: string;
  askedAt: Date;
}

export interface QuestionGroup {
  /** The newest wording of the question. */
  question: string;
  count: number;
  /** How many of the group's replies had each reason. */
  reasons: Record<string, number>;
  lastAskedAt: string;
  /** The newest few asks, each linking to its transcript. */
  asks: { messageId: string; conversationId: string; question: string; reason: string; askedAt: string }[];
}

/** Asks listed under each group (the count covers them all). */
export const ASKS_SHOWN_PER_GROUP = 5;
/** Two questions sharing at least this share of their word stems are the same question. */
const SAME_QUESTION = 0.5;
const FILLER = new Set(
  "please hi hello hey guys just also ok okay so um like really get if or at am was were by from".split(" "),
);

/** A question's meaningful word stems: "Do you clean chandeliers?" and "chandelier cleaning" share {clean, chandeli}. */
export function questionStems(question: string): ReadonlySet<string> {
  const words = spellOut(question.toLowerCase()).split(/[^a-z0-9]+/);
  return new Set(
    words.filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !FILLER.has(word)).map((word) => stemmer(word)),
  );
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const shared = [...a].filter((stem) => b.has(stem)).length;
  return shared / (a.size + b.size - shared);
}

/**
 * Flagged turns (newest first) grouped by similar question: each joins the first group whose
 * first question shares enough of its word stems. Biggest groups first, then the most recent.
 */
export function groupQuestions(turns: readonly FlaggedTurn[]): QuestionGroup[] {
  const groups: { stems: ReadonlySet<string>; text: string; group: QuestionGroup }[] = [];
  for (const turn of turns) {
    const stems = questionStems(turn.question);
    const text = turn.question.trim().toLowerCase();
    const home = groups.find((candidate) =>
      stems.size === 0 ? candidate.text === text : overlap(stems, candidate.stems) >= SAME_QUESTION,
    );
    const ask = {
      messageId: turn.messageId,
      conversationId: turn.conversationId,
      question: turn.question,
      reason: turn.reason,
      askedAt: turn.askedAt.toISOString(),
    };
    if (!home) {
      groups.push({
        stems,
        text,
        group: {
          question: turn.question,
          count: 1,
          reasons: { [turn.reason]: 1 },
          lastAskedAt: ask.askedAt,
          asks: [ask],
        },
      });
      continue;
    }
    const { group } = home;
    group.count += 1;
    group.reasons[turn.reason] = (group.reasons[turn.reason] ?? 0) + 1;
    if (group.asks.length < ASKS_SHOWN_PER_GROUP) group.asks.push(ask);
  }
  return groups
    .map(({ group }) => group)
    .sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt));
}
