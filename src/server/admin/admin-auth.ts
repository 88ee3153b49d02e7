import { randomBytes } from "node:crypto";
import { AdminSessions } from "./admin-sessions";
import type { Config } from "../config";
import { hashPassword, type PasswordHash, randomPassword } from "./password";

/** What the server needs to sign the owner in: the password's hash, the sessions, the cookie key. */
export interface AdminAuth {
  password: PasswordHash;
  sessions: AdminSessions;
  /** Signs the session cookie; random per process, since sessions live in memory too. */
  cookieSecret: string;
}

export function createAdminAuth(password: PasswordHash, sessionTtlMs: number): AdminAuth {
  return { password, sessions: new AdminSessions(sessionTtlMs), cookieSecret: randomBytes(32).toString("base64url") };
}

/** From the configuration; without ADMIN_PASSWORD, a random password the caller prints once. */
export function adminAuthFromConfig(admin: Config["admin"]): { auth: AdminAuth; generatedPassword: string | null } {
  if (admin.passwordHash) return { auth: createAdminAuth(admin.passwordHash, admin.sessionTtlMs), generatedPassword: null };
  const generatedPassword = randomPassword();
  return { auth: createAdminAuth(hashPassword(generatedPassword), admin.sessionTtlMs), generatedPassword };
}
