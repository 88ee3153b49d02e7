import { useMutation } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { problemOf } from "../format";
import { useSessionCheck } from "../use-session-check";
import { PersonData, type PersonLookupResult } from "./person-data";

/**
 * Finds everything stored about an email address or phone number. The address stays in this
 * page's memory: it is sent in a POST body, never put in the URL (history, proxies, logs).
 */
export function PersonLookup() {
  const [text, setText] = useState("");
  const [identifier, setIdentifier] = useState("");
  // The last answer stays on screen while a change (a correction, a deletion) is looked up again.
  const [found, setFound] = useState<PersonLookupResult | null>(null);
  const lookup = useMutation(trpc.admin.privacy.lookup.mutationOptions({ onSuccess: setFound }));
  useSessionCheck(lookup.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    setIdentifier(typed);
    setFound(null);
    lookup.mutate({ identifier: typed });
  }

  return (
    <section aria-labelledby="lookup-heading" className="grid gap-4">
      <h2 id="lookup-heading" className="text-xl font-bold text-brand-900">
        Find what we hold about someone
      </h2>
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row" aria-busy={lookup.isPending}>
        <label htmlFor="privacy-identifier" className="sr-only">
          Email address or phone number
        </label>
        <input
          id="privacy-identifier"
          type="text"
          inputMode="email"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Email address or phone number"
          maxLength={254}
          aria-invalid={lookup.isError}
          aria-describedby={lookup.isError ? "privacy-identifier-error" : "privacy-identifier-hint"}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-500"
        />
        <Button type="submit" size="sm" disabled={lookup.isPending}>
          <Search aria-hidden className="size-4" /> Find
        </Button>
      </form>
      {lookup.isError ? (
        <p
          id="privacy-identifier-error"
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {problemOf(lookup.error)}
        </p>
      ) : (
        <p id="privacy-identifier-hint" className="text-sm text-slate-600">
          Contact messages with it in their email or phone field or in their text, chats in which the visitor typed it,
          walkthrough bookings made with it, and the estimates saved with them. A phone number matches however it is
          written.
        </p>
      )}
      {found ? (
        <PersonData identifier={identifier} lookup={found} onChanged={() => lookup.mutate({ identifier })} />
      ) : null}
    </section>
  );
}
