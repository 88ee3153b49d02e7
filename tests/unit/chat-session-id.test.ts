import { describe, expect, it } from "vitest";
import { ChatRequestSchema } from "#shared/schemas/chat";
import { newChatSessionId } from "#client/features/chat/chat-session";

describe("the chat session id a new tab makes", () => {
  it("is the spec's timestamp string followed by 128 random bits, different every time", () => {
    const ids = Array.from({ length: 1000 }, () => newChatSessionId(1764258622000));
    for (const id of ids) expect(id).toMatch(/^1764258622000-[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every bit varies: no hex digit position is the same in all of them.
    for (let at = 14; at < 46; at++) expect(new Set(ids.map((id) => id[at])).size).toBeGreaterThan(8);
  });

  it("is accepted by the server, as is the bare timestamp an older tab still holds", () => {
    for (const sessionId of [newChatSessionId(), "1764258622000"])
      expect(ChatRequestSchema.safeParse({ message: "hi", conversationId: null, sessionId }).success).toBe(true);
  });
});
