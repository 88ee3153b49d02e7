import type { PhotoView } from "#shared/photos/photo-sizes";
import { ResponsivePhoto } from "#client/components/photo/responsive-photo";

/** A photo of the owner's library a post may use (resized, so it has files to show). */
export type LibraryPhoto = PhotoView;

/**
 * A choice among the library's photos: radio buttons (arrow keys move, a screen reader reads
 * each photo's alt text), each shown as a thumbnail. `noneLabel` adds a first "none" choice ("").
 */
export function PhotoChoice({
  legend,
  name,
  photos,
  value,
  onChange,
  noneLabel,
}: {
  legend: string;
  name: string;
  photos: readonly LibraryPhoto[];
  value: string;
  onChange(id: string): void;
  noneLabel?: string;
}) {
  const option = (id: string, label: string, picture: LibraryPhoto | null) => (
    <label
      key={id || "none"}
      className="grid cursor-pointer content-start gap-1 rounded-lg border-2 border-transparent p-1 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3"
    >
      <input
        type="radio"
        name={name}
        value={id}
        checked={value === id}
        onChange={() => onChange(id)}
        className="sr-only"
      />
      {picture ? (
        <ResponsivePhoto
          photo={{ ...picture, alt: "" }}
          sizes="120px"
          className="aspect-[4/3] w-full rounded object-cover"
        />
      ) : (
        <span aria-hidden className="grid aspect-[4/3] place-items-center rounded bg-slate-100 text-slate-600">
          —
        </span>
      )}
      <span className="line-clamp-2">{label}</span>
    </label>
  );
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold text-slate-800">{legend}</legend>
      {photos.length === 0 ? (
        <p className="text-sm text-slate-700">
          No photos yet: upload them on the{" "}
          <a href="/admin/photos" className="font-semibold text-brand-700 underline">
            Photos
          </a>{" "}
          page.
        </p>
      ) : null}
      <div className="grid max-h-80 grid-cols-2 gap-2 overflow-y-auto">
        {noneLabel === undefined ? null : option("", noneLabel, null)}
        {photos.map((photo) => option(photo.id, photo.alt, photo))}
      </div>
    </fieldset>
  );
}
