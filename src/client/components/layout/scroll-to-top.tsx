import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

/** Every route change scrolls smoothly to the top. */
export function ScrollToTop() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe("onResolved", ({ pathChanged }) => {
        if (pathChanged) window.scrollTo({ top: 0, behavior: "smooth" });
      }),
    [router],
  );
  return null;
}
