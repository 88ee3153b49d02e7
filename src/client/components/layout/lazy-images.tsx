import { useEffect } from "react";

/** Images without a loading attribute are lazy-loaded (mark above-the-fold ones eager). */
export function LazyImages() {
  useEffect(() => {
    const mark = (root: ParentNode) => {
      for (const img of root.querySelectorAll("img:not([loading])")) img.setAttribute("loading", "lazy");
    };
    mark(document);
    const observer = new MutationObserver(() => mark(document));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
