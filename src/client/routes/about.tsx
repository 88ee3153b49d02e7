import { createFileRoute } from "@tanstack/react-router";

// PLACEHOLDER: replaced by the page implementation.
export const Route = createFileRoute("/about")({
  component: () => <h1 className="px-4 py-16 text-3xl font-bold">About Us</h1>,
});
