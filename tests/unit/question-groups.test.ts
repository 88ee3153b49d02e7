import { describe, expect, it } from "vitest";
import { groupQuestions, questionStems } from "#server/admin/question-groups";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute));
const turn = (messageId: number, question: string, reason = "fallback") => ({
  messageId: String(messageId),
  conversationId: `conversation-${messageId}`,
  question,
  reason,
  askedAt: at(60 - messageId),
});

describe("grouping the questions Dove could not answer", () => {
  it("reads the same word stems from different wordings", () => {
    expect(questionStems("Do you clean chandeliers?")).toEqual(questionStems("chandelier cleaning pls"));
    expect(questionStems("what's the")).toEqual(new Set());
  });

  it("groups similar questions, counts them and their reasons, biggest group first, newest wording as the title", () => {
    const groups = groupQuestions([
      turn(1, "can u clean my chandelier"),
      turn(2, "do you sell gift cards"),
      turn(3, "Do you clean chandeliers?", "low-confidence"),
      turn(4, "chandelier cleaning?"),
    ]);
    expect(groups.map((group) => [group.question, group.count, group.reasons])).toEqual([
      ["can u clean my chandelier", 3, { fallback: 2, "low-confidence": 1 }],
      ["do you sell gift cards", 1, { fallback: 1 }],
    ]);
    expect(groups[0]?.asks.map((ask) => ask.messageId)).toEqual(["1", "3", "4"]);
    expect(groups[0]?.lastAskedAt).toBe(at(59).toISOString());
  });

  it("keeps questions apart that share only a word, and groups wordless ones by their text", () => {
    const groups = groupQuestions([
      turn(1, "do you clean chandeliers"),
      turn(2, "do you clean ceiling fans"),
      turn(3, "??"),
      turn(4, "??"),
    ]);
    expect(groups.map((group) => group.count)).toEqual([2, 1, 1]);
  });

  it("links at most five asks per group but counts them all", () => {
    const groups = groupQuestions(Array.from({ length: 8 }, (_, index) => turn(index + 1, "do you sell gift cards")));
    expect(groups[0]).toMatchObject({ count: 8 });
    expect(groups[0]?.asks).toHaveLength(5);
  });
});
