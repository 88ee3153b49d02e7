import { createFileRoute } from "@tanstack/react-router";

// PLACEHOLDER: replaced by the page implementation.
export const Route = createFileRoute("/move-in-out-cleaning-douglas-county")({
  component: () => <h1 className="px-4 py-16 text-3xl font-bold">Move In/Out Cleaning in Douglas County</h1>,
});
