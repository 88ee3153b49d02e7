import { randomBytes } from "node:crypto";

/**
 * Signed-in owner sessions, in memory: a random id and its expiry. Signing out ends one at once;
 * a restart ends them all (the owner signs in again).
 */
export class AdminSessions {
  private readonly expiries = new Map<string, number>();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  start(): { id: string; expiresAt: Date } {
    this.dropExpired();
    const id = randomBytes(32).toString("base64url");
    const expiresAt = this.now() + this.ttlMs;
    this.expiries.set(id, expiresAt);
    return { id, expiresAt: new Date(expiresAt) };
  }

  /** The session's expiry when it is active, else null. */
  expiryOf(id: string): Date | null {
    const expiresAt = this.expiries.get(id);
    if (expiresAt === undefined) return null;
    if (expiresAt <= this.now()) {
      this.expiries.delete(id);
      return null;
    }
    return new Date(expiresAt);
  }

  end(id: string): void {
    this.expiries.delete(id);
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [id, expiresAt] of this.expiries) if (expiresAt <= now) this.expiries.delete(id);
  }
}
