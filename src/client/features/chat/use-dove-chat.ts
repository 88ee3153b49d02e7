import { useCallback, useEffect, useRef, useState } from "react";
import { doveGreeting } from "#shared/dove/greeting";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { toast } from "#client/hooks/use-toast";
import { measure } from "#client/lib/measure";
import { useSiteFacts } from "#client/lib/site-facts";
import {
  type ChatMessage,
  chatSessionId,
  storeConversationId,
  storedConversationId,
  storedMessages,
  storeMessages,
} from "./chat-session";
import { ChatStreamError, streamChatReply } from "./chat-stream";

/** What Dove says when a reply cannot be had. */
function chatFallbackMessage({ business }: Pick<CoreSiteFacts, "business">): string {
  return `I'm having trouble responding right now. Please try calling us at ${business.phone.display} or try again in a moment.`;
}

let nextId = 0;
const newMessage = (role: ChatMessage["role"], content: string): ChatMessage => ({
  id: `${Date.now()}-${++nextId}`,
  role,
  content,
  timestamp: Date.now(),
});

function initialMessages(facts: Pick<CoreSiteFacts, "business">): ChatMessage[] {
  const stored = storedMessages();
  return stored.length > 0 ? stored : [newMessage("assistant", doveGreeting(facts))];
}

/**
 * The conversation with Dove: starts with the greeting, sends one message at a time
 * to POST /api/chat/stream, grows the reply as it streams, and keeps the session id,
 * conversation id and messages in session storage so a reload continues the conversation.
 */
export function useDoveChat() {
  const facts = useSiteFacts();
  const [messages, setMessages] = useState(() => initialMessages(facts));
  const [pending, setPending] = useState(false);
  const conversationId = useRef(storedConversationId());
  const pendingRef = useRef(false);

  // Saved once a reply is complete, so a reload never shows half a reply.
  useEffect(() => {
    if (!pending) storeMessages(messages);
  }, [messages, pending]);

  const rememberConversation = (id: string | null) => {
    conversationId.current = id;
    storeConversationId(id);
  };

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pendingRef.current) return;
      pendingRef.current = true;
      setPending(true);
      if (conversationId.current === null) measure({ kind: "chat_message" });
      const reply = newMessage("assistant", "");
      setMessages((current) => [...current, newMessage("user", message)]);
      const setReply = (content: string, managePath?: string) =>
        setMessages((current) =>
          current.some((m) => m.id === reply.id)
            ? current.map((m) => (m.id === reply.id ? { ...m, content, managePath } : m))
            : [...current, { ...reply, content, managePath }],
        );

      try {
        let streamed = "";
        const result = await streamChatReply(
          { message, conversationId: conversationId.current, sessionId: chatSessionId() },
          {
            onStart: rememberConversation,
            onDelta: (delta) => {
              streamed += delta;
              setReply(streamed);
            },
          },
        );
        rememberConversation(result.conversationId);
        // A walkthrough booked in the chat counts in the dashboard's funnel like one booked on /booking.
        if (result.booking) measure({ kind: "booked" });
        setReply(result.response, result.booking?.managePath);
      } catch (error) {
        console.error("Chat message could not be sent:", error);
        // A conversation the server no longer knows for this session: start a new one next time.
        if (error instanceof ChatStreamError && error.status === 404) rememberConversation(null);
        setMessages((current) => [
          ...current.filter((m) => m.id !== reply.id),
          newMessage("assistant", chatFallbackMessage(facts)),
        ]);
        toast({
          title: "Chat Error",
          description: "Unable to send message. Please try again.",
          variant: "destructive",
        });
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
    },
    [facts],
  );

  return { messages, pending, send };
}
