import { z } from "zod";
import { multiLine } from "./storable-text";

export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** POST /api/chat/message payload. The message is trimmed before anything else. */
export const ChatRequestSchema = z.object({
  message: multiLine(z.string({ error: "Message is required" }), "Message")
    .min(1, "Message cannot be empty")
    .max(CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  conversationId: z
    .uuid("Conversation id is not valid")
    .nullish()
    .transform((v) => v ?? null),
  sessionId: z
    .string({ error: "Session id is required" })
    .trim()
    .min(1, "Session id is required")
    .max(100, "Session id must be at most 100 characters")
    .regex(/^[A-Za-z0-9_.:-]+$/, "Session id may only contain letters, digits and - _ . :"),
});
export type ChatRequest = z.output<typeof ChatRequestSchema>;

/** A walkthrough Dove booked in this turn: the private manage link goes to the visitor's browser only, never into the stored transcript. */
export interface ChatBooking {
  reference: string;
  managePath: string;
}

export interface ChatResponse {
  conversationId: string;
  response: string;
  booking?: ChatBooking;
}
