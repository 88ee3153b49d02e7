import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { type MouseEvent, useState } from "react";
import type { AppRouter } from "#server/routers/app-router";
import { ALT_MAX } from "#shared/photos/photo-input";
import { ResponsivePhoto } from "#client/components/photo/responsive-photo";
import { Button } from "#client/components/ui/button";
import { fieldClass, FormField } from "#client/components/ui/form-field";
import { trpc } from "#client/lib/trpc";
import { FormProblem } from "../accounts/email-field";
import { Badge } from "../badge";
import { ConfirmBox } from "../confirm-box";
import { formatDateTime, problemOf } from "../format";

type Photo = inferRouterOutputs<AppRouter>["admin"]["photos"]["list"][number];

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("en-US")} KB`;
const percent = (share: number) => Math.round(share * 100);

const STATUS = {
  pending: { tone: "info", label: "Resizing…" },
  ready: { tone: "handled", label: "Ready" },
  failed: { tone: "unread", label: "Could not be read" },
} as const;

/**
 * One photo: its preview (click the part to keep in view when it is cropped, or type the focal
 * point), alt text, whether the public site may use it, and delete (not while it is public).
 */
export function PhotoCard({ photo, listKey }: { photo: Photo; listKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  const [alt, setAlt] = useState(photo.alt);
  const [focus, setFocus] = useState({ x: percent(photo.focusX), y: percent(photo.focusY) });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useMutation(trpc.admin.photos.update.mutationOptions({ onSuccess: refresh }));
  const publish = useMutation(trpc.admin.photos.setPublished.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.admin.photos.delete.mutationOptions({ onSuccess: refresh }));
  const status = STATUS[photo.status as keyof typeof STATUS] ?? STATUS.failed;
  const idBase = `photo-${photo.id}`;
  const problem = [save, publish, remove].find((mutation) => mutation.isError)?.error;

  function pickFocus(event: MouseEvent<HTMLButtonElement>) {
    if (event.detail === 0) return; // Enter or Space: keyboard users type the numbers below.
    const box = event.currentTarget.getBoundingClientRect();
    const share = (offset: number, size: number) => Math.min(100, Math.max(0, Math.round((offset / size) * 100)));
    setFocus({ x: share(event.clientX - box.left, box.width), y: share(event.clientY - box.top, box.height) });
  }

  return (
    <li className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-[20rem_1fr]">
      <div>
        {photo.view ? (
          <button
            type="button"
            onClick={pickFocus}
            className="relative block w-full cursor-crosshair overflow-hidden rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2"
            aria-label="Set the focal point: click the part of the photo to keep in view"
          >
            <ResponsivePhoto
              photo={{ ...photo.view, alt: "" }}
              sizes="(min-width: 768px) 320px, 90vw"
              className="h-auto w-full"
            />
            <span
              aria-hidden
              className="absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-3 border-white bg-brand-600 shadow"
              style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
            />
          </button>
        ) : (
          <div className="grid aspect-[4/3] place-items-center rounded-xl bg-slate-100 text-sm text-slate-700">
            {photo.status === "failed" ? "This file could not be read" : "Resizing…"}
          </div>
        )}
      </div>
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={status.tone}>{status.label}</Badge>
          {photo.published ? <Badge tone="handled">On the public site</Badge> : null}
          {photo.inPublishedPosts > 0 ? (
            <Badge tone="handled">
              In {photo.inPublishedPosts === 1 ? "a published post" : `${photo.inPublishedPosts} published posts`}
            </Badge>
          ) : null}
          <span className="text-sm text-slate-700">
            Uploaded <time dateTime={String(photo.uploadedAt)}>{formatDateTime(String(photo.uploadedAt))}</time> ·{" "}
            {kb(photo.originalBytes)}
            {photo.variantBytes ? ` → ${kb(photo.variantBytes)} in ${photo.view?.files.length ?? 0} sizes` : ""}
            {photo.width ? ` · ${photo.width}×${photo.height}` : ""}
          </span>
        </div>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ id: photo.id, alt, focusX: focus.x / 100, focusY: focus.y / 100 });
          }}
        >
          <FormField id={`${idBase}-alt`} label="Alt text" required>
            {(control) => (
              <input
                {...control}
                value={alt}
                maxLength={ALT_MAX}
                onChange={(event) => setAlt(event.target.value)}
                className={fieldClass}
              />
            )}
          </FormField>
          <fieldset className="flex flex-wrap gap-3">
            <legend className="mb-1.5 font-semibold text-slate-800">Focal point (kept in view when cropped)</legend>
            {(["x", "y"] as const).map((axis) => (
              <label key={axis} className="grid gap-1 text-sm text-slate-800">
                {axis === "x" ? "From the left (%)" : "From the top (%)"}
                <input
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  value={focus[axis]}
                  onChange={(event) =>
                    setFocus({ ...focus, [axis]: Math.min(100, Math.max(0, Number(event.target.value) || 0)) })
                  }
                  className={`${fieldClass} w-28`}
                />
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save"}
            </Button>
            {save.isSuccess && !save.isPending ? (
              <span role="status" className="text-sm text-slate-700">
                Saved
              </span>
            ) : null}
          </div>
        </form>
        <label className="flex items-center gap-2 font-semibold text-slate-800">
          <input
            type="checkbox"
            className="size-5"
            checked={photo.published}
            disabled={publish.isPending || photo.status !== "ready"}
            onChange={(event) => publish.mutate({ id: photo.id, published: event.target.checked })}
          />
          Use on the public site
        </label>
        {confirmDelete ? (
          <ConfirmBox
            question="Delete this photo and all its sizes?"
            confirmLabel="Yes, delete it"
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ id: photo.id })}
            onCancel={() => setConfirmDelete(false)}
          />
        ) : (
          <div>
            <Button
              size="sm"
              variant="outline"
              disabled={photo.published}
              onClick={() => setConfirmDelete(true)}
              aria-describedby={photo.published ? `${idBase}-public` : undefined}
            >
              Delete
            </Button>
            {photo.published ? (
              <p id={`${idBase}-public`} className="mt-1 text-sm text-slate-700">
                Take it off the public site before deleting it.
              </p>
            ) : null}
          </div>
        )}
        <FormProblem message={problem ? problemOf(problem) : null} />
      </div>
    </li>
  );
}
