import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { MessageState } from "#client/components/page/data-states";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { PhotoCard } from "#client/features/admin/photos/photo-card";
import { PhotoUploadForm } from "#client/features/admin/photos/photo-upload-form";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/photos")({
  head: ({ matches }) => adminHead("Photos", matches),
  component: PhotosPage,
});

/** How often the list is asked again while a photo is being resized. */
const RESIZING_POLL_MS = 1_500;

function PhotosPage() {
  const listOptions = trpc.admin.photos.list.queryOptions();
  const photos = useQuery({
    ...listOptions,
    refetchInterval: (query) =>
      query.state.data?.some((photo) => photo.status === "pending") ? RESIZING_POLL_MS : false,
  });

  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Photos</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Photos for the site, resized for phones and computers. Each one stays private (only signed-in owners see it)
        until it is used on the public site.
      </p>
      <div className="mt-6 grid gap-6">
        <PhotoUploadForm listKey={listOptions.queryKey} />
        <AdminQueryState query={photos} errorTitle="Photos could not be loaded">
          {(data) =>
            data.length > 0 ? (
              <ul className="grid gap-4" aria-label="Photos, newest first">
                {data.map((photo) => (
                  <PhotoCard key={photo.id} photo={photo} listKey={listOptions.queryKey} />
                ))}
              </ul>
            ) : (
              <MessageState title="No photos yet" message="Upload one above." />
            )
          }
        </AdminQueryState>
      </div>
    </>
  );
}
