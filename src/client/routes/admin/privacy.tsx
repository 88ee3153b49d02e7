import { createFileRoute } from "@tanstack/react-router";
import { PRIVACY_POLICY } from "#shared/business/policies";
import { adminHead } from "#client/features/admin/admin-head";
import { OpenRequests } from "#client/features/admin/privacy/open-requests";
import { PersonLookup } from "#client/features/admin/privacy/person-lookup";

export const Route = createFileRoute("/admin/privacy")({
  head: ({ matches }) => adminHead("Privacy requests", matches),
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-extrabold text-brand-900">Privacy requests</h1>
        <p className="max-w-3xl text-slate-700">
          Visitors may ask for a copy of their data, a correction or its deletion (the privacy policy promises an answer
          within {PRIVACY_POLICY.responseDays} days). Requests are recorded without the address they name: type the
          address below to see its data and its requests.
        </p>
      </header>
      <OpenRequests />
      <PersonLookup />
    </div>
  );
}
