import type { FastifyBaseLogger } from "fastify";
import type { UnansweredReason } from "#shared/dove/unanswered";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import type { BookingTools } from "./booking-desk";

/** One turn of a stored conversation, as a provider sees it. */
export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface DoveReply {
  content: string;
  /** Who actually answered; stored with the reply (e.g. "openai", "built-in", "built-in:fallback"). */
  provider: string;
  /** The inputs of the last estimate the reply quoted, saved as a lead. */
  estimate?: EstimateInput;
  /** Set when the reply did not really answer (see UnansweredReason); stored so the owner sees it. */
  unansweredReason?: UnansweredReason;
}

export interface DoveReplyOptions {
  /** The published facts this turn answers from (one revision for the whole turn). */
  facts: SiteFacts;
  /**
   * Receives the reply piece by piece as it is produced. The pieces are a preview: the returned
   * `content` is the reply as stored, and replaces them (it differs after a late fallback).
   */
  onDelta?: (text: string) => void;
  /** Where a provider reports its own failures (never with message bodies). */
  log?: Pick<FastifyBaseLogger, "warn">;
  /** The conversation's booking tools (site bookings only); a provider without tools ignores them. */
  booking?: BookingTools;
}

/** A source of Dove's replies. The history ends with the visitor's newest message. */
export interface DoveProvider {
  readonly name: string;
  /** Starts walkthrough bookings itself through `booking`'s tools (else the booking desk starts them). */
  readonly booksWithTools?: boolean;
  reply(history: readonly ChatTurn[], options: DoveReplyOptions): Promise<DoveReply>;
}
