import type { Db } from "../db/client";
import { limitKey } from "../limits/client-key";
import { counterKey, hitCounter, returnHit } from "../limits/rate-limit-counters";

import { HOUR_MS } from "#shared/time/durations";

/** Whose allowance a sign-in attempt is counted on. */
export type SignInClient = { kind: "stranger"; ip: string } | { kind: "device"; deviceId: string };

export type Admission = { admitted: true; keys: string[] } | { admitted: false; retryAfterSeconds: number };

/**
 * Sign-in attempts, counted per hour across all instances BEFORE the password is checked, so
 * attempts sent at once cannot all slip under the limit: a browser without a valid device cookie
 * (a stranger) counts on its IP and on the account, a browser the owner signed in with before
 * counts on its device cookie alone, so strangers locking the account out do not lock it out too.
 * Past `attemptsPerHour` on any of its counters an attempt is refused and given back on every
 * counter, so a refusal by the address's limit does not use up the account's allowance (each
 * counter still only goes down to where the refused attempt found it). An attempt that succeeds
 * (or never got to the password check) is given back too.
 */
export interface SignInThrottle {
  admit(client: SignInClient, email: string): Promise<Admission>;
  giveBack(admission: Extract<Admission, { admitted: true }>): Promise<void>;
  /**
   * A "forgot password" request, on its own counters per IP and per address (the same hourly
   * limit): nobody can flood an owner's mailbox with reset links, nor probe addresses fast.
   */
  admitResetRequest(ip: string, email: string): Promise<Admission>;
  /**
   * A check of a signed-in owner's current password (changing it), on the account's own counter
   * (the same hourly limit): a stolen session cannot guess the password at leisure.
   */
  admitPasswordCheck(ownerId: string): Promise<Admission>;
}

const accountKey = (email: string) => counterKey("sign-in-failures-account", email.toLowerCase());

function keysFor(client: SignInClient, email: string): string[] {
  return client.kind === "device"
    ? [counterKey("sign-in-failures-device", client.deviceId)]
    : [counterKey("sign-in-failures-ip", limitKey(client.ip)), accountKey(email)];
}

export function signInThrottle(db: Db, attemptsPerHour: number): SignInThrottle {
  async function admitKeys(keys: string[]): Promise<Admission> {
    const counters = await Promise.all(keys.map((key) => hitCounter(db, key, HOUR_MS)));
    const over = counters.filter((counter) => counter.hits > attemptsPerHour);
    if (over.length === 0) return { admitted: true, keys };
    await Promise.all(keys.map((key) => returnHit(db, key)));
    return {
      admitted: false,
      retryAfterSeconds: Math.max(1, ...over.map((counter) => Math.ceil(counter.resetInMs / 1000))),
    };
  }
  return {
    admit: (client, email) => admitKeys(keysFor(client, email)),
    admitResetRequest: (ip, email) =>
      admitKeys([
        counterKey("password-reset-ip", limitKey(ip)),
        counterKey("password-reset-account", email.toLowerCase()),
      ]),
    admitPasswordCheck: (ownerId) => admitKeys([counterKey("password-check-account", ownerId)]),
    async giveBack(admission) {
      await Promise.all(admission.keys.map((key) => returnHit(db, key)));
    },
  };
}

/**
 * Forgets an account's failed sign-ins (`owner reset` from the server's shell): someone guessing
 * at the owner's email from many addresses can block that account for strangers for an hour; the
 * owner, who can reach the server, gets back in at once with a new password.
 */
export async function forgetFailedSignIns(db: Db, email: string): Promise<void> {
  await db.rateLimitCounter.deleteMany({ where: { key: accountKey(email) } });
}
