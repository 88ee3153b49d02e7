import { userInfo } from "node:os";
import type { OwnerSession } from "../admin/owner-sessions";

/** Who an audit entry says acted: a label everyone can read, and the owner account when one did. */
export interface Actor {
  /** The owner account's email, "cli:<OS user>" or "system". */
  label: string;
  /**
   * The signed-in owner account's id; null for the CLI and scheduled jobs. Not a foreign key: an
   * entry outlives a removed account (the label still says who).
   */
  ownerAccountId: string | null;
}

/** The one place that says who an inbox request acts as: the signed-in owner account. */
export function inboxActor(session: Pick<OwnerSession, "owner">): Actor {
  return { label: session.owner.email, ownerAccountId: session.owner.id };
}

/** The person at the terminal running `npm run inbox`, by their OS user name. */
export function cliActor(): Actor {
  return { label: `cli:${osUserName()}`, ownerAccountId: null };
}

/** Someone on the signed-out pages (asking for a password reset): not known to be anyone yet. */
export const SIGNED_OUT_ACTOR: Actor = { label: "signed-out visitor", ownerAccountId: null };

/** Work nobody started by hand (the daily retention job). */
export const SYSTEM_ACTOR: Actor = { label: "system", ownerAccountId: null };

function osUserName(): string {
  try {
    return userInfo().username;
  } catch {
    // A container user with no passwd entry: the environment's name, else the numeric id.
    return process.env.USER ?? process.env.LOGNAME ?? `uid-${process.getuid?.() ?? "unknown"}`;
  }
}
