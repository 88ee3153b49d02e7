/**
 * What the audit trail records: each owner action that reads or changes personal data, and the
 * privacy bookkeeping around it. The key is stored in audit_entries.action; the label is shown.
 */
export const AUDIT_ACTIONS = {
  "owner.sign-in": "Signed in",
  "owner.sign-out": "Signed out",
  "owner.end-sessions": "Ended other sessions",
  "owner.change-password": "Changed their password",
  "owner.invite": "Invited an owner",
  "owner.invite-revoke": "Withdrew an owner invite",
  "owner.invite-accept": "Accepted an owner invite",
  "owner.remove": "Removed an owner",
  "owner.reset-request": "Asked for a password reset link",
  "owner.reset-complete": "Reset their password with an emailed link",
  "contact.open": "Opened a message",
  "contact.mark-handled": "Marked a message handled or unhandled",
  "contact.resend-email": "Sent a message's email again",
  "contacts.export-csv": "Exported messages as CSV",
  "chat.open": "Opened a chat transcript",
  "reply.send": "Replied to a message or a chat visitor",
  "reply.retry": "Sent a failed or held reply again",
  "estimate.open": "Opened a saved estimate",
  "booking.open": "Opened a booking",
  "booking.set-status": "Changed a booking's status",
  "booking.reschedule": "Moved a booking",
  "bookings.cancel-spam": "Cancelled bookings as spam (no email)",
  "bookings.export-csv": "Exported bookings as CSV",
  "bookings.settings-update": "Changed booking availability",
  "bookings.block-add": "Blocked time for bookings",
  "bookings.block-remove": "Removed blocked time",
  "bookings.calendar-feed-renew": "Renewed the private calendar feed",
  "privacy.lookup": "Looked up a person's data",
  "privacy.export": "Exported a person's data as JSON",
  "privacy.correct": "Corrected a field",
  "privacy.delete": "Deleted a person's data",
  "privacy.request-record": "Recorded a privacy request",
  "privacy.request-extend": "Extended a privacy request's deadline",
  "privacy.request-complete": "Marked a privacy request done",
  "retention.run": "Deleted records past their retention period",
  "facts.publish": "Published the site's facts",
  "launch.confirm": "Confirmed a fact on the launch checklist as real",
  "launch.samples.hide": "Hid the sample reviews and blog posts",
  "launch.samples.keep": "Kept the sample reviews and blog posts",
  "launch.launch": "Launched the site (search engines may list it)",
  "photo.upload": "Uploaded a photo",
  "photo.publish": "Put a photo on the public site or took it off",
  "photo.delete": "Deleted a photo",
  "post.create": "Started a blog post",
  "post.publish": "Published a blog post",
  "post.schedule": "Scheduled a blog post",
  "post.unpublish": "Unpublished a blog post",
  "post.preview": "Previewed a blog post",
  "facts.restore": "Restored an older revision of the site's facts",
  "facts.draft.save": "Saved a draft of the site's facts",
  "facts.draft.discard": "Discarded the draft of the site's facts",
  "review.add": "Added a review",
  "review.edit": "Edited a review",
  "review.hide": "Hid a review",
  "review.show": "Showed a hidden review again",
  "review.feature": "Featured or unfeatured a review",
  "review.reorder": "Reordered the reviews",
  "reviews.publish": "Replaced the reviews from a content file",
  "posts.publish": "Published blog posts from a content file",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The kinds of record an entry names, by id (estimates by their reference). */
export const AUDIT_RECORD_KINDS = {
  contact_message: "Message",
  chat_conversation: "Chat",
  estimate: "Estimate",
  booking: "Booking",
  privacy_request: "Privacy request",
  owner_session: "Session",
  owner_account: "Owner account",
  owner_invite: "Owner invite",
  site_facts_revision: "Site facts revision",
  owner_reply: "Reply",
  photo: "Photo",
  blog_post: "Blog post",
  review: "Review",
} as const;

export type AuditRecordKind = keyof typeof AUDIT_RECORD_KINDS;
export interface AuditRecordRef {
  kind: AuditRecordKind;
  id: string;
}
