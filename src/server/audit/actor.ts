import { userInfo } from "node:os";
import type { AdminRequest } from "../admin/admin-request";

/** Who an audit entry says acted: a label everyone can read, and the owner account once there are accounts. */
export interface Actor {
  /** "owner", "cli:<OS user>" or "system". */
  label: string;
  /** The signed-in owner account's id; null for the CLI, scheduled jobs, and until accounts exist. */
  ownerAccountId: string | null;
}

/**
 * The one place that says who an inbox request acts as. Today the inbox has one shared password
 * and no accounts, so every signed-in request is "owner"; with owner accounts this returns the
 * signed-in account's id (and its email as the label).
 */
export function inboxActor(_admin: AdminRequest): Actor {
  return { label: "owner", ownerAccountId: null };
}

/** The person at the terminal running `npm run inbox`, by their OS user name. */
export function cliActor(): Actor {
  return { label: `cli:${osUserName()}`, ownerAccountId: null };
}

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
