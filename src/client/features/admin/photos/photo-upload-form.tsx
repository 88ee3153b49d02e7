import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { ALT_MAX } from "#shared/photos/photo-input";
import { PHOTO_MAX_UPLOAD_BYTES } from "#shared/photos/photo-sizes";
import { Button } from "#client/components/ui/button";
import { fieldClass, FormField } from "#client/components/ui/form-field";
import { FormProblem } from "../accounts/email-field";

const MAX_MB = PHOTO_MAX_UPLOAD_BYTES / 1024 / 1024;

interface UploadRefusal {
  message: string;
  fields: Record<string, string>;
}

/** Sends the file's bytes as they are (the server reads their type); alt text rides in the URL. */
async function uploadPhoto(file: File, alt: string): Promise<UploadRefusal | null> {
  const response = await fetch(`/api/admin/photos?${new URLSearchParams({ alt }).toString()}`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: file,
  }).catch(() => null);
  if (!response)
    return { message: "The upload did not reach the site. Check the connection and try again.", fields: {} };
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { error?: Partial<UploadRefusal> } | null;
  return {
    message: body?.error?.message ?? `The upload failed (${response.status}). Please try again.`,
    fields: body?.error?.fields ?? {},
  };
}

/** Upload from a phone (camera or library) or a computer; the photo then appears in the list as "Resizing". */
export function PhotoUploadForm({ listKey }: { listKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const fields: Record<string, string> = {};
    if (!file) fields.photo = "Choose a photo to upload";
    else if (file.size > PHOTO_MAX_UPLOAD_BYTES)
      fields.photo = `This photo is larger than ${MAX_MB} MB: export it smaller and try again`;
    if (alt.trim() === "") fields.alt = "Describe the photo (alt text is required)";
    if (!file || Object.keys(fields).length > 0) return setRefusal({ message: "", fields });
    setPending(true);
    const result = await uploadPhoto(file, alt.trim());
    setPending(false);
    setRefusal(result);
    if (result) return;
    setAlt("");
    if (fileInput.current) fileInput.current.value = "";
    await queryClient.invalidateQueries({ queryKey: listKey });
  }

  const fieldMessage = (name: string) => refusal?.fields[name];
  const formMessage = refusal && !fieldMessage("photo") && !fieldMessage("alt") ? refusal.message : null;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5"
      aria-label="Upload a photo"
    >
      <h2 className="text-xl font-bold text-brand-900">Upload a photo</h2>
      <p className="text-sm text-slate-700">
        JPEG, PNG, WebP or AVIF, up to {MAX_MB} MB; on a phone you can take one with the camera. The description is what
        someone who can&apos;t see the photo should know, e.g. “Freshly cleaned kitchen with white cabinets”.
      </p>
      <FormField id="photo-file" label="Photo" required error={fieldMessage("photo")}>
        {(control) => <input {...control} ref={fileInput} type="file" accept="image/*" className={fieldClass} />}
      </FormField>
      <FormField id="photo-alt" label="Describe the photo (alt text)" required error={fieldMessage("alt")}>
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
      <FormProblem message={formMessage} />
      <div>
        <Button type="submit" disabled={pending}>
          <Upload aria-hidden className="size-4" /> {pending ? "Uploading…" : "Upload"}
        </Button>
      </div>
    </form>
  );
}
