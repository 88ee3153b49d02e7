import { lazy, Suspense } from "react";
import { useToasts } from "#client/hooks/use-toast";

/** Radix Toast is fetched with the first toast, not with every page. */
const ToastList = lazy(() => import("./toast-list").then((module) => ({ default: module.ToastList })));

/** The toast store's view; renders nothing (and loads nothing) until a toast is added. */
export function Toaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
