import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type PostFields, slugFromTitle } from "#shared/content/blog/post-draft";
import { businessDateTimeLabel, businessWallClockToUtc } from "#shared/time/business-wall-clock";
import { Button } from "#client/components/ui/button";
import { fieldClass, FormField } from "#client/components/ui/form-field";
import { trpc } from "#client/lib/trpc";
import { ConfirmBox } from "../confirm-box";
import { FormProblem } from "../accounts/email-field";
import { problemOf } from "../format";
import { PhotoChoice } from "./photo-choice";
import type { EditorJson } from "./rich-text-editor";

// Lexical and its plugins: a chunk of their own, fetched only when the owner opens a post.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/** The editor saves this long after the last keystroke. */
const AUTOSAVE_MS = 1_000;

interface EditablePost {
  id: string;
  state: "draft" | "scheduled" | "published";
  version: number;
  fields: PostFields;
  body: EditorJson | null;
  liveSlug: string | null;
  scheduledAt: string | null;
  draftUpdatedAt: string | null;
}

type SaveStatus = "saved" | "unsaved" | "saving" | "conflict" | "failed";

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: "All changes saved",
  unsaved: "Unsaved changes…",
  saving: "Saving…",
  conflict: "Not saved: this post was changed in another tab or window. Reload the page to see it.",
  failed: "Not saved: the server did not answer. Trying again when you type; your text stays here.",
};

const tagsOf = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");

const timeOfDay = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: "America/Denver" });

/**
 * One post on the owner's desk: its fields and body, autosaved as a draft on the server about a
 * second after each change (a closed tab loses at most that second), and the steps that put it
 * on the site: publish now, at a time (Mountain Time), or take it off.
 */
export function PostEditor({ post }: { post: EditablePost }) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(post.fields);
  const [body, setBody] = useState<EditorJson | null>(post.body);
  // The sample posts quote the facts by token; the page fills them in.
  const quotesFacts = useMemo(() => JSON.stringify(post.body ?? "").includes("{{"), [post.body]);
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [savedAt, setSavedAt] = useState(post.draftUpdatedAt);
  const [slugEdited, setSlugEdited] = useState(post.fields.slug !== slugFromTitle(post.fields.title));
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const [when, setWhen] = useState({ date: "", time: "09:00" });
  const [problem, setProblem] = useState<string | null>(null);
  const [tagsText, setTagsText] = useState(post.fields.tags.join(", "));
  const version = useRef(post.version);
  const latest = useRef({ fields, body });
  const dirty = useRef(false);
  const saving = useRef<Promise<void> | null>(null);

  const saveDraft = useMutation(trpc.admin.posts.saveDraft.mutationOptions());
  // The library's resized photos: the cover's choices and the body's.
  const photoList = useQuery(trpc.admin.photos.list.queryOptions());
  const photos = (photoList.data ?? []).flatMap((photo) => (photo.view ? [photo.view] : []));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.posts.pathKey() });

  const save = useCallback(async (): Promise<void> => {
    if (saving.current) await saving.current;
    if (!dirty.current) return;
    dirty.current = false;
    setStatus("saving");
    const { fields: toSave, body: toSaveBody } = latest.current;
    const run = saveDraft
      .mutateAsync({
        id: post.id,
        version: version.current,
        fields: toSave,
        body: toSaveBody ?? { root: { type: "root", children: [] } },
      })
      .then((result) => {
        version.current = result.version;
        setSavedAt(result.savedAt);
        setProblem(null);
        setStatus(dirty.current ? "unsaved" : "saved");
      })
      .catch((error: { data?: { code?: string }; message: string }) => {
        dirty.current = true;
        if (error.data?.code === "CONFLICT") return setStatus("conflict");
        if (error.data?.code === "BAD_REQUEST") {
          setProblem(problemOf(error));
          return setStatus("unsaved");
        }
        setStatus("failed");
      });
    saving.current = run.finally(() => {
      saving.current = null;
    });
    await saving.current;
  }, [post.id, saveDraft]);

  // One save a second after the last change.
  useEffect(() => {
    if (!dirty.current || status === "conflict") return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [fields, body, save, status]);

  // A tab closed with a change still waiting: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  function change(next: Partial<PostFields>) {
    setFields((current) => {
      const merged = { ...current, ...next };
      if (next.title !== undefined && !slugEdited) merged.slug = slugFromTitle(next.title);
      latest.current = { ...latest.current, fields: merged };
      return merged;
    });
    dirty.current = true;
    setStatus("unsaved");
  }

  const changeBody = useCallback((json: EditorJson) => {
    latest.current = { ...latest.current, body: json };
    setBody(json);
    dirty.current = true;
    setStatus("unsaved");
  }, []);

  const step = (run: () => Promise<unknown>) => async () => {
    await save();
    setProblem(null);
    try {
      await run();
      await refresh();
    } catch (error) {
      setProblem(problemOf(error as { message: string; data?: unknown }));
    }
  };
  const publish = useMutation(trpc.admin.posts.publish.mutationOptions());
  const schedule = useMutation(trpc.admin.posts.schedule.mutationOptions());
  const unpublish = useMutation(trpc.admin.posts.unpublish.mutationOptions());
  const busy = publish.isPending || schedule.isPending || unpublish.isPending;

  const scheduleAt = () => {
    const at = businessWallClockToUtc(when.date, when.time);
    if (!at) return Promise.reject(new Error("Choose a date and a time to publish at"));
    return schedule.mutateAsync({ id: post.id, at: at.toISOString() });
  };

  const text = (key: keyof PostFields, label: string, options: { optional?: boolean; long?: boolean } = {}) => (
    <FormField id={`post-${key}`} label={label} optional={options.optional}>
      {(control) =>
        options.long ? (
          <textarea
            {...control}
            rows={3}
            value={fields[key]}
            onChange={(event) => change({ [key]: event.target.value })}
            className={fieldClass}
          />
        ) : (
          <input
            {...control}
            value={fields[key]}
            onChange={(event) => {
              if (key === "slug") setSlugEdited(true);
              change({ [key]: event.target.value });
            }}
            className={fieldClass}
          />
        )
      }
    </FormField>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 content-start gap-4">
        {text("title", "Title")}
        <Suspense
          fallback={<div className="h-80 animate-pulse rounded-xl bg-slate-200" aria-label="Loading the editor" />}
        >
          <RichTextEditor initial={post.body} onChange={changeBody} photos={photos} />
        </Suspense>
        {quotesFacts ? (
          <p className="text-sm text-slate-700">
            Words in double braces, like {"{{business.name}}"} or {"{{addOns.oven.price|money}}"}, are filled in from
            your site's details on the page, so they follow a change of name, phone or price. Keep them, or type the
            words you want instead.
          </p>
        ) : null}
        {post.body === null ? (
          <p className="text-sm text-slate-700">
            This post was written before the editor existed: its text stays as it is on the site until you write a new
            body here and publish.
          </p>
        ) : null}
        {text("excerpt", "Excerpt (shown in lists and search results)", { optional: true, long: true })}
      </div>

      <aside className="grid content-start gap-4">
        <p role="status" aria-live="polite" className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold">
          {STATUS_TEXT[status]}
          {status === "saved" && savedAt ? ` (${timeOfDay(savedAt)})` : ""}
        </p>
        <StateLine post={post} />
        <FormProblem message={problem} />
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => void step(() => publish.mutateAsync({ id: post.id }))()}>
            {post.state === "published" ? "Publish changes" : "Publish now"}
          </Button>
          <Link
            to="/admin/preview-post/$id"
            params={{ id: post.id }}
            target="_blank"
            onClick={() => void save()}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-brand-800"
          >
            Preview
          </Link>
        </div>
        {post.state !== "published" ? (
          <fieldset className="grid gap-2 rounded-xl border border-slate-200 p-3">
            <legend className="px-1 font-semibold text-slate-800">Publish at (Mountain Time)</legend>
            <div className="flex gap-2">
              <input
                type="date"
                aria-label="Date"
                value={when.date}
                onChange={(event) => setWhen({ ...when, date: event.target.value })}
                className={fieldClass}
              />
              <input
                type="time"
                aria-label="Time"
                value={when.time}
                onChange={(event) => setWhen({ ...when, time: event.target.value })}
                className={fieldClass}
              />
            </div>
            <Button variant="outline" disabled={busy} onClick={() => void step(scheduleAt)()}>
              Schedule
            </Button>
          </fieldset>
        ) : null}
        {post.state !== "draft" ? (
          confirmUnpublish ? (
            <ConfirmBox
              question="Take this post off the site?"
              confirmLabel="Yes, unpublish"
              pending={unpublish.isPending}
              onConfirm={() =>
                void step(() => unpublish.mutateAsync({ id: post.id }))().then(() => setConfirmUnpublish(false))
              }
              onCancel={() => setConfirmUnpublish(false)}
            />
          ) : (
            <Button variant="outline" onClick={() => setConfirmUnpublish(true)}>
              {post.state === "scheduled" ? "Cancel schedule" : "Unpublish"}
            </Button>
          )
        ) : null}

        {text("slug", "Address (/blog/…)")}
        <FormField id="post-tags" label="Tags, separated by commas" optional>
          {(control) => (
            <input
              {...control}
              value={tagsText}
              onChange={(event) => {
                setTagsText(event.target.value);
                change({ tags: tagsOf(event.target.value) });
              }}
              className={fieldClass}
            />
          )}
        </FormField>
        {text("authorName", "Author")}
        <PhotoChoice
          legend="Cover photo"
          name="post-cover"
          photos={photos}
          value={fields.coverPhotoId}
          onChange={(coverPhotoId) => change({ coverPhotoId })}
          noneLabel="No cover"
        />
        {text("seoTitle", "Search title", { optional: true })}
        {text("seoDescription", "Search description", { optional: true, long: true })}
      </aside>
    </div>
  );
}

function StateLine({ post }: { post: EditablePost }): ReactNode {
  if (post.state === "scheduled" && post.scheduledAt)
    return <p className="text-slate-800">Scheduled for {businessDateTimeLabel(new Date(post.scheduledAt))}</p>;
  if (post.state === "published")
    return (
      <p className="text-slate-800">
        Live at{" "}
        <a className="font-semibold text-brand-700 underline" href={`/blog/${post.liveSlug}`}>
          /blog/{post.liveSlug}
        </a>
        . Changes here stay a draft until you publish them.
      </p>
    );
  return <p className="text-slate-800">Draft: not on the site.</p>;
}
