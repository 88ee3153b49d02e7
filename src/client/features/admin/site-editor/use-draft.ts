import { useCallback, useEffect, useRef, useState } from "react";
import { setFact } from "#shared/facts/fact-edits";
import type { FactPath } from "#shared/facts/fact-fields";

/** Saved about a second after the last keystroke; a failed save is tried again after this. */
const SAVE_DELAY_MS = 1000;
const RETRY_MS = 5000;

export type SaveStatus =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saved"; at: string }
  | { kind: "retrying" }
  | { kind: "refused"; message: string };

/** Another tab or owner saved the draft after this tab loaded it. */
export interface DraftConflict {
  updatedAt: string;
  updatedBy: string;
}

interface DraftStart {
  document: Record<string, unknown>;
  baseRevision: number;
  draftVersion: string | null;
}

interface ErrorBody {
  error?: { message?: string; details?: { reason?: string; updatedAt?: string; updatedBy?: string } };
}

/** Sends the draft; a lost connection reads as a 503 (tried again later). */
async function putDraft(state: DraftStart, overwrite: boolean) {
  let response: Response;
  try {
    response = await fetch("/api/admin/facts/draft", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        document: state.document,
        baseRevision: state.baseRevision,
        draftVersion: state.draftVersion,
        overwrite,
      }),
    });
  } catch {
    response = new Response(null, { status: 503 });
  }
  const body = (await response.json().catch(() => ({}))) as ErrorBody & { updatedAt?: string };
  return { response, body };
}

/**
 * The document being edited and its autosave to the server's draft (PUT /api/admin/facts/draft):
 * debounced, retried while the connection is lost, and stopped at a conflict until the owner
 * chooses to load the other version or overwrite it. Leaving the page while a change is not yet on
 * the server (typed within the save delay, being sent, or refused) asks the browser to warn first.
 */
export function useDraft(start: DraftStart) {
  const [document, setDocument] = useState(start.document);
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  const latest = useRef({ ...start, dirty: false });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<boolean> | null>(null);
  const sending = useRef(0);

  const save = useCallback(async (overwrite = false): Promise<boolean> => {
    clearTimeout(timer.current);
    const state = latest.current;
    state.dirty = false;
    setStatus({ kind: "pending" });
    sending.current++;
    const { response, body } = await putDraft(state, overwrite).finally(() => sending.current--);
    if (response.ok && body.updatedAt) {
      state.draftVersion = body.updatedAt;
      setConflict(null);
      setStatus({ kind: "saved", at: body.updatedAt });
      return true;
    }
    state.dirty = true;
    const details = body.error?.details;
    if (response.status === 409 && details?.reason === "draft_changed") {
      setConflict({ updatedAt: details.updatedAt ?? "", updatedBy: details.updatedBy ?? "someone" });
      setStatus({ kind: "refused", message: "Not saved: the draft was changed elsewhere" });
      return false;
    }
    if (response.status >= 500 || response.status === 0) {
      setStatus({ kind: "retrying" });
      timer.current = setTimeout(() => void save(), RETRY_MS);
      return false;
    }
    setStatus({ kind: "refused", message: body.error?.message ?? `Not saved (error ${response.status})` });
    return false;
  }, []);

  /** Saves now if anything is unsaved; true when the server holds what is on screen. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (saving.current) await saving.current;
    if (!latest.current.dirty) return true;
    saving.current = save();
    try {
      return await saving.current;
    } finally {
      saving.current = null;
    }
  }, [save]);

  const change = useCallback(
    (path: FactPath, value: unknown) => {
      const next = setFact(latest.current.document, path, value) as Record<string, unknown>;
      latest.current.document = next;
      latest.current.dirty = true;
      setDocument(next);
      if (conflict) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [conflict, flush],
  );

  /** Starts again from what the server holds (after loading the other version, a publish or a discard). */
  const reset = useCallback((next: DraftStart) => {
    clearTimeout(timer.current);
    latest.current = { ...next, dirty: false };
    setDocument(next.document);
    setConflict(null);
    setStatus({ kind: "idle" });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current.dirty || sending.current > 0) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return {
    document,
    status,
    conflict,
    change,
    flush,
    reset,
    overwrite: () => save(true),
    draftVersion: () => latest.current.draftVersion,
  };
}
