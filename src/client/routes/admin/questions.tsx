import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { UNANSWERED_REASON_LABELS, UNANSWERED_REASONS } from "#shared/dove/unanswered";
import { MessageState } from "#client/components/page/data-states";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { parseQuestionsSearch } from "#client/features/admin/admin-search";
import { plural } from "#client/features/admin/format";
import { QuestionGroups } from "#client/features/admin/question-groups";
import { cn } from "#client/lib/cn";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/questions")({
  validateSearch: parseQuestionsSearch,
  head: ({ matches }) => adminHead("Dove questions", matches),
  component: QuestionsPage,
});

const filterLink =
  "rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2";
const FILTERS = [
  { reason: undefined, label: "All" },
  ...UNANSWERED_REASONS.map((reason) => ({ reason, label: UNANSWERED_REASON_LABELS[reason] })),
];

function QuestionsPage() {
  const { reason, from, to } = Route.useSearch();
  const questions = useQuery(trpc.admin.questions.list.queryOptions({ reason, from, to }));

  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Questions Dove could not answer</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Chat turns where Dove fell back to the phone line, asked the visitor what they meant, or answered from a weak
        match, grouped by similar wording. The biggest groups are the FAQs worth adding.
      </p>
      <nav aria-label="Filter by reason" className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => (
            <li key={filter.label}>
              <Link
                to="/admin/questions"
                search={{ reason: filter.reason, from, to }}
                aria-current={filter.reason === reason ? "page" : undefined}
                className={cn(
                  filterLink,
                  filter.reason === reason
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-brand-800 hover:bg-brand-50",
                )}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <AdminQueryState query={questions} errorTitle="Questions could not be loaded">
          {(data) => (
            <>
              <p role="status" className="mb-3 text-sm text-slate-700">
                {plural(data.flaggedCount, "unanswered turn")} in {plural(data.groupCount, "group")}
                {from || to ? ` from ${from ?? "the start"} to ${to ?? "today"} (UTC days)` : ""}
                {data.limited ? " (the newest only)" : ""}
                {from || to ? (
                  <>
                    {" · "}
                    <Link to="/admin/questions" search={{ reason }} className="font-semibold text-brand-700 underline">
                      Show all days
                    </Link>
                  </>
                ) : null}
              </p>
              {data.groups.length > 0 ? (
                <QuestionGroups groups={data.groups} />
              ) : (
                <MessageState title="Nothing unanswered" message="Dove answered every question so far." />
              )}
            </>
          )}
        </AdminQueryState>
      </div>
    </>
  );
}
