import { INVITE_LINK_HOURS, ownerInvitePath, passwordResetPath, RESET_LINK_HOURS } from "#shared/admin/owner-links";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { ownerLinkHtml } from "../email/templates/owner-link-email";
import type { OwnerLinkKind } from "./owner-link-jobs";

export interface OwnerLinkEmailOptions {
  siteUrl: string;
  /** The sending address (the site's notification address). */
  from: string;
  facts: SiteFacts;
}

const hours = (count: number) => `${count} hour${count === 1 ? "" : "s"}`;

/** The email carrying an invite (to the invitee) or a password-reset link (to the owner). */
export async function ownerLinkEmail(
  link: { kind: OwnerLinkKind; id: string; token: string; to: string; invitedBy: string | null },
  { siteUrl, from, facts }: OwnerLinkEmailOptions,
) {
  const { business } = facts;
  const invite = link.kind === "invite";
  const url = `${siteUrl}${invite ? ownerInvitePath(link.token) : passwordResetPath(link.token)}`;
  const heading = invite ? `You're invited to run the ${business.name} website` : "Choose a new password";
  const paragraphs = invite
    ? [
        `${link.invitedBy ?? "An owner"} invited you to become an owner of the ${business.name} website: you will see its messages, bookings and settings.`,
        "Open the link to choose your password and sign in.",
      ]
    : [
        `Someone (hopefully you) asked to reset the password of your owner account on the ${business.name} website.`,
        "Open the link to choose a new one. Every device signed in to your account will be signed out.",
      ];
  const button = invite ? "Accept the invite" : "Choose a new password";
  const caution = invite
    ? `The link works once, for ${hours(INVITE_LINK_HOURS)}. Not expecting this? Ignore this email.`
    : `The link works once, for ${hours(RESET_LINK_HOURS)}. Didn't ask for it? Ignore this email: your password stays as it is.`;
  return {
    from: `"${business.name}" <${from}>`,
    to: link.to,
    subject: invite
      ? `Invitation: become an owner of the ${business.name} website`
      : `Reset your ${business.name} password`,
    messageId: `<owner-${link.kind}-${link.id}@${new URL(siteUrl).hostname}>`,
    text: [heading, "", ...paragraphs, "", `${button}: ${url}`, "", caution].join("\n"),
    html: await ownerLinkHtml({ business, heading, paragraphs, button, url, caution }),
  };
}
