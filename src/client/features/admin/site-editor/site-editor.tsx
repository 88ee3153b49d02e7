import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import type { inferRouterOutputs } from "@trpc/server";
import { ExternalLink, History } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "#client/components/ui/button";
import { fieldClass } from "#client/components/ui/form-field";
import { ConfirmBox } from "#client/features/admin/confirm-box";
import { FormProblem } from "#client/features/admin/accounts/email-field";
import { formatDateTime, formatTime, plural } from "#client/features/admin/format";
import { trpc } from "#client/lib/trpc";
import type { AppRouter } from "#server/routers/app-router";
import { PART_LABELS, readableChanges, summaryOf } from "#shared/facts/fact-fields";
import { diffFacts } from "#shared/facts/facts-diff";
import { SiteFactsSchema } from "#shared/facts/site-facts-schema";
import { FactField } from "./fact-form";
import { type SaveStatus, useDraft } from "./use-draft";

type EditorState = inferRouterOutputs<AppRouter>["admin"]["facts"]["state"];

const startOf = (state: EditorState) =>
  state.draft
    ? {
        document: state.draft.document as Record<string, unknown>,
        baseRevision: state.draft.baseRevision,
        draftVersion: state.draft.updatedAt,
      }
    : {
        document: state.published.document as Record<string, unknown>,
        baseRevision: state.published.revision,
        draftVersion: null,
      };

/** Field path -> first problem, as the server names them. */
function problemsOf(document: unknown): Record<string, string> {
  const parsed = SiteFactsSchema.safeParse(document);
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) problems[issue.path.join(".")] ??= issue.message;
  return problems;
}

function statusText(status: SaveStatus): string {
  switch (status.kind) {
    case "idle":
      return "No unsaved changes";
    case "pending":
      return "Saving…";
    case "saved":
      return `Saved as draft at ${formatTime(status.at)}`;
    case "retrying":
      return "Not saved — retrying";
    case "refused":
      return status.message;
  }
}

interface PublishConflict {
  currentRevision: number;
}

function publishConflictOf(error: unknown): PublishConflict | null {
  if (!(error instanceof TRPCClientError)) return null;
  const details = (error.data as { details?: { reason?: string; currentRevision?: number } } | undefined)?.details;
  return details?.reason === "changed_meanwhile" && details.currentRevision
    ? { currentRevision: details.currentRevision }
    : null;
}

/** The owner's site editor: one part of the facts at a time, autosaved to the server's draft, published in one step. */
export function SiteEditor({
  state,
  initialPart,
  cityPreviewPath,
}: {
  state: EditorState;
  /** The part to open first (a launch checklist item's), when the document has it. */
  initialPart?: string;
  cityPreviewPath: string | undefined;
}) {
  const queryClient = useQueryClient();
  const draft = useDraft(startOf(state));
  const parts = useMemo(
    () => [
      ...Object.keys(PART_LABELS).filter((key) => key in draft.document),
      ...Object.keys(draft.document).filter((key) => !(key in PART_LABELS)),
    ],
    [draft.document],
  );
  const [part, setPart] = useState(
    initialPart !== undefined && parts.includes(initialPart) ? initialPart : (parts[0] ?? "business"),
  );
  const [summary, setSummary] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [publishConflict, setPublishConflict] = useState<PublishConflict | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [published, setPublished] = useState<number | null>(null);
  const problems = useMemo(() => problemsOf(draft.document), [draft.document]);
  const changes = useMemo(
    () =>
      readableChanges(diffFacts(state.published.document, draft.document), state.published.document, draft.document),
    [state.published.document, draft.document],
  );
  const problemCount = Object.keys(problems).length;

  // Set while the editor starts again from the server (after a publish, a discard, "load theirs"):
  // the form is disabled meanwhile, so nothing typed then is lost to the reset.
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await queryClient.invalidateQueries({ queryKey: trpc.admin.facts.state.queryKey() });
      const fresh = await queryClient.fetchQuery(trpc.admin.facts.state.queryOptions());
      draft.reset(startOf(fresh));
      setPublishConflict(null);
    } finally {
      setReloading(false);
    }
  };

  const publish = useMutation(
    trpc.admin.facts.publish.mutationOptions({
      onSuccess: async ({ revision }) => {
        setSummary("");
        await queryClient.invalidateQueries({ queryKey: trpc.admin.site.status.queryKey() });
        await reload();
        setPublished(revision);
      },
      onError: (error) => {
        const conflict = publishConflictOf(error);
        if (conflict) setPublishConflict(conflict);
        else setProblem(error.message);
      },
    }),
  );
  const discard = useMutation(
    trpc.admin.facts.discardDraft.mutationOptions({
      onSuccess: async () => {
        setConfirmDiscard(false);
        await reload();
      },
      onError: (error) => setProblem(error.message),
    }),
  );

  const publishNow = async (overRevision?: number) => {
    setProblem(null);
    setPublished(null);
    if (!(await draft.flush())) return setProblem("The draft could not be saved, so nothing was published.");
    const version = draft.draftVersion();
    if (!version) return setProblem("There are no changes to publish.");
    publish.mutate({ draftVersion: version, summary: summary.trim() || undefined, overRevision });
  };

  const openPreview = async (path: string) => {
    // Opened first (while the click still counts), pointed at the page once the draft is saved.
    const tab = window.open("about:blank", "_blank");
    await draft.flush();
    if (tab) tab.location.href = `/admin/preview${path}`;
  };
  const previews = [
    { path: "/", label: "Home" },
    { path: "/pricing", label: "Pricing" },
    { path: "/faq", label: "FAQ" },
    ...(cityPreviewPath ? [{ path: cityPreviewPath, label: "A city page" }] : []),
  ];

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="publish-heading"
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="publish-heading" className="text-lg font-bold text-brand-900">
          Draft and publish
        </h2>
        <p className="text-sm text-slate-700">
          The site shows revision {state.published.revision}, published {formatDateTime(state.published.publishedAt)} by{" "}
          {state.published.publishedBy}.
        </p>
        <p role="status" className="font-semibold text-slate-900">
          {statusText(draft.status)}
          {changes.length ? ` · ${plural(changes.length, "change")} not yet published` : ""}
          {problemCount ? ` · ${plural(problemCount, "problem")} to fix before publishing` : ""}
        </p>
        {published ? (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">
            Published revision {published}. The site shows it within a few seconds.
          </p>
        ) : null}
        {draft.conflict ? (
          <div role="alert" className="grid gap-2 rounded-xl border border-amber-400 bg-amber-50 p-3">
            <p className="font-semibold text-amber-950">
              This draft was changed in another tab or by {draft.conflict.updatedBy} at{" "}
              {draft.conflict.updatedAt ? formatTime(draft.conflict.updatedAt) : "a moment ago"}. Your latest changes
              are not saved.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => void reload()}>
                Load their version
              </Button>
              <Button size="sm" onClick={() => void draft.overwrite()}>
                Keep mine and overwrite
              </Button>
            </div>
          </div>
        ) : null}
        {publishConflict ? (
          <div role="alert" className="grid gap-2 rounded-xl border border-amber-400 bg-amber-50 p-3">
            <p className="font-semibold text-amber-950">
              Revision {publishConflict.currentRevision} was published after you started this draft. Publishing yours
              would replace what it changed.
            </p>
            <div className="flex flex-wrap gap-2">
              <Link to="/admin/site/history" className="text-sm font-semibold text-brand-700 underline">
                See what it changed
              </Link>
              <Button size="sm" onClick={() => void publishNow(publishConflict.currentRevision)}>
                Publish mine over it
              </Button>
            </div>
          </div>
        ) : null}
        <label htmlFor="publish-summary" className="font-semibold text-slate-800">
          What changed <span className="font-normal text-slate-600">(optional, for the history)</span>
        </label>
        <input
          id="publish-summary"
          maxLength={200}
          value={summary}
          placeholder={summaryOf(changes)}
          onChange={(event) => setSummary(event.target.value)}
          className={fieldClass}
        />
        <FormProblem message={problem} />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void publishNow()} disabled={publish.isPending || changes.length === 0}>
            Publish
          </Button>
          {state.draft || changes.length ? (
            <Button variant="outline" onClick={() => setConfirmDiscard(true)}>
              Discard draft
            </Button>
          ) : null}
          <Link
            to="/admin/site/history"
            className="inline-flex items-center gap-1.5 px-3 py-3 font-semibold text-brand-700 underline"
          >
            <History aria-hidden className="size-4" /> History
          </Link>
        </div>
        {confirmDiscard ? (
          <ConfirmBox
            question="Throw away every unpublished change?"
            confirmLabel="Yes, discard the draft"
            pending={discard.isPending}
            onConfirm={() => {
              const version = draft.draftVersion();
              if (version) discard.mutate({ draftVersion: version });
              else void reload().then(() => setConfirmDiscard(false));
            }}
            onCancel={() => setConfirmDiscard(false)}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-slate-800">Preview the draft:</span>
          {previews.map(({ path, label }) => (
            <a
              key={path}
              href={`/admin/preview${path}`}
              target="_blank"
              rel="noreferrer"
              onClick={(event) => {
                event.preventDefault();
                void openPreview(path);
              }}
              className="inline-flex items-center gap-1 py-2 font-semibold text-brand-700 underline"
            >
              {label} <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ))}
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="Parts of your site">
          <ul className="flex flex-wrap gap-1.5 lg:flex-col">
            {parts.map((key) => {
              const count = Object.keys(problems).filter((path) => path === key || path.startsWith(`${key}.`)).length;
              return (
                <li key={key}>
                  <button
                    type="button"
                    aria-current={key === part ? "true" : undefined}
                    onClick={() => setPart(key)}
                    className="w-full rounded-lg px-3 py-2 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-[current]:bg-brand-100 aria-[current]:text-brand-900"
                  >
                    {PART_LABELS[key] ?? key}
                    {count ? <span className="ml-1 text-red-700">({plural(count, "problem")})</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section
          aria-labelledby="part-heading"
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 sm:p-5"
        >
          <h2 id="part-heading" className="mb-4 text-xl font-bold text-brand-900">
            {PART_LABELS[part] ?? part}
          </h2>
          <fieldset disabled={publish.isPending || reloading} className="min-w-0">
            <FactField path={[part]} value={draft.document[part]} problems={problems} onChange={draft.change} />
          </fieldset>
        </section>
      </div>
    </div>
  );
}
