import { type RefObject, useEffect, useState } from "react";

/** What a visitor clicks, types in or looks at: measured by its box. */
const BOXES = 'a[href], button, input, select, textarea, summary, iframe, [role="button"], img, svg';
/** Blocks of text: measured by their lines, so the blank end of a short line is free. */
const TEXT = "h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th, blockquote, figcaption, label";
/** Breathing room kept around content, in CSS pixels. */
const CLEARANCE = 8;
/**
 * How long after mounting the first check waits. Measuring every box forces a style and layout
 * pass; run while the page is still hydrating it made a 35 ms task (about 150 ms on a mid-range
 * phone) right in the load. A greeting that appears a moment after the page is the usual pace.
 */
const SETTLE_MS = 1200;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    b.width > 0 &&
    b.height > 0 &&
    a.left < b.right + CLEARANCE &&
    b.left < a.right + CLEARANCE &&
    a.top < b.bottom + CLEARANCE &&
    b.top < a.bottom + CLEARANCE
  );
}

function textLinesOverlap(element: Element, box: DOMRect): boolean {
  if (!overlaps(box, element.getBoundingClientRect())) return false;
  const range = document.createRange();
  range.selectNodeContents(element);
  return [...range.getClientRects()].some((line) => overlaps(box, line));
}

/**
 * Whether a floating element, where it is drawn now, would sit over any of the page's content
 * (other than what is inside `own`). Checked after layout, on scroll and resize and when the page
 * changes size, from a moment after mounting. Starts true, so the element can be laid out hidden and
 * shown only once it is clear.
 */
export function useCoversContent(
  floating: RefObject<HTMLElement | null>,
  own: RefObject<HTMLElement | null>,
  active: boolean,
): boolean {
  const [covers, setCovers] = useState(true);

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = floating.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const outside = (piece: Element) => !own.current?.contains(piece);
      const boxes = [...document.querySelectorAll(BOXES)].filter(outside);
      const texts = [...document.querySelectorAll(TEXT)].filter(outside);
      setCovers(
        boxes.some((piece) => overlaps(box, piece.getBoundingClientRect())) ||
          texts.some((piece) => textLinesOverlap(piece, box)),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    const resizes = new ResizeObserver(schedule);
    const settled = setTimeout(() => {
      schedule();
      window.addEventListener("scroll", schedule, { passive: true });
      window.addEventListener("resize", schedule);
      resizes.observe(document.body);
    }, SETTLE_MS);
    return () => {
      clearTimeout(settled);
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resizes.disconnect();
    };
  }, [floating, own, active]);

  return covers;
}
