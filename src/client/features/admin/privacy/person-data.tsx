import type { inferRouterOutputs } from "@trpc/server";
import type { ReactNode } from "react";
import type { AppRouter } from "#server/routers/app-router";
import { EstimateCard } from "../estimate-card";
import { plural } from "../format";
import { PersonActions } from "./person-actions";
import { RequestList } from "./request-item";
import { StoredBooking } from "./stored-booking";
import { StoredChat } from "./stored-chat";
import { StoredMessage } from "./stored-message";

export type PersonLookupResult = inferRouterOutputs<AppRouter>["admin"]["privacy"]["lookup"];

/** One part of what was found, under its own heading (named for screen readers by that heading). */
function PersonSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** What a lookup found: a summary, the actions a request calls for, its requests, then each record whole. */
export function PersonData({
  identifier,
  lookup,
  onChanged,
}: {
  identifier: string;
  lookup: PersonLookupResult;
  onChanged: () => void;
}) {
  const { contactMessages, chatConversations, estimates, bookings } = lookup.data;
  const nothing = contactMessages.length + chatConversations.length + estimates.length + bookings.length === 0;
  return (
    <article
      aria-labelledby="person-heading"
      className="grid gap-6 rounded-2xl border border-brand-100 bg-brand-50/40 p-4 md:p-6"
    >
      <header className="grid gap-1">
        <h2 id="person-heading" className="text-2xl font-extrabold text-brand-900 break-all">
          {lookup.about}
        </h2>
        <p role="status" className="text-slate-700">
          {nothing
            ? "Nothing is stored about this address."
            : `Stored: ${plural(contactMessages.length, "contact message")}, ${plural(chatConversations.length, "chat")}, ${plural(estimates.length, "estimate")}, ${plural(bookings.length, "booking")}.`}
        </p>
      </header>
      <PersonActions identifier={identifier} lookup={lookup} onChanged={onChanged} />
      {lookup.requests.length > 0 ? (
        <PersonSection id="person-requests-heading" title="Requests from this address">
          <RequestList requests={lookup.requests} label="Requests from this address" onChanged={onChanged} />
        </PersonSection>
      ) : null}
      {contactMessages.length > 0 ? (
        <PersonSection id="person-messages-heading" title="Contact messages">
          {contactMessages.map((message) => (
            <StoredMessage key={message.id} identifier={identifier} message={message} onCorrected={onChanged} />
          ))}
        </PersonSection>
      ) : null}
      {chatConversations.length > 0 ? (
        <PersonSection id="person-chats-heading" title="Chats">
          {chatConversations.map((chat) => (
            <StoredChat key={chat.id} chat={chat} />
          ))}
        </PersonSection>
      ) : null}
      {bookings.length > 0 ? (
        <PersonSection id="person-bookings-heading" title="Walkthrough bookings">
          {bookings.map((booking) => (
            <StoredBooking key={booking.id} booking={booking} />
          ))}
        </PersonSection>
      ) : null}
      {estimates.length > 0 ? (
        <PersonSection id="person-estimates-heading" title="Saved estimates">
          {estimates.map((estimate) => (
            <EstimateCard key={estimate.reference} estimate={{ ...estimate, createdAt: estimate.savedAt }} />
          ))}
        </PersonSection>
      ) : null}
    </article>
  );
}
