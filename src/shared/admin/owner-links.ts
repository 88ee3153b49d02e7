/** How long an invite to become an owner works, in hours (shown on the account page and in the email). */
export const INVITE_LINK_HOURS = 72;
/** How long an emailed password-reset link works, in hours. */
export const RESET_LINK_HOURS = 1;

/** The invite page's path for a token (prefix with the site's URL for a full link). */
export function ownerInvitePath(token: string): string {
  return `/admin/invite/${token}`;
}

/** The password-reset page's path for a token. */
export function passwordResetPath(token: string): string {
  return `/admin/reset-password/${token}`;
}

/** The server command that sets an owner's password when email cannot (shown on the forgot-password page). */
export const OWNER_RESET_COMMAND = "npm run inbox -- owner reset";
