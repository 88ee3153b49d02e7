import { type RefObject, useEffect, useState } from "react";
import { flushSync } from "react-dom";

/** What a visitor clicks, types in or operates: measured by its box. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, iframe, [role="button"], label';
/** Pictures, measured by their box like the controls. */
const PICTURES = "img, svg";
/** Blocks of text: measured by their lines, so the blank end of a short line is free. */
const TEXT = "h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th, blockquote, figcaption, label";
/** Breathing room kept around content, in CSS pixels. */
const CLEARANCE = 8;

export interface CoverRules {
  /**
   * "content": controls, pictures and lines of text (the chat's greeting bubble, which may show
   * only on blank space); "controls": only what a visitor operates (the offer card, which may sit
   * over text but never over something to click or type in).
   */
  avoid: "content" | "controls";
  /**
   * How long after becoming active the first check waits. Measuring every box forces a style and
   * layout pass; run while the page is still hydrating it made a 35 ms task (about 150 ms on a
   * mid-range phone) right in the load.
   */
  settleMs: number;
}

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
 * Whether a floating element, where it is drawn now, would sit over the page's content or controls
 * (other than what is inside `own`). Checked after layout, on scroll and resize and when the page
 * changes size (in that frame), once `settleMs` after becoming active. True while inactive and
 * until the first check, so the element can be laid out hidden and shown only once it is clear;
 * the answer is rendered in the frame it was measured in, so nothing scrolls under the element.
 */
export function useCoversContent(
  floating: RefObject<HTMLElement | null>,
  own: RefObject<HTMLElement | null>,
  active: boolean,
  { avoid, settleMs }: CoverRules,
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
      const boxes = [...document.querySelectorAll(avoid === "content" ? `${CONTROLS}, ${PICTURES}` : CONTROLS)];
      const texts = avoid === "content" ? [...document.querySelectorAll(TEXT)].filter(outside) : [];
      const next =
        boxes.filter(outside).some((piece) => overlaps(box, piece.getBoundingClientRect())) ||
        texts.some((piece) => textLinesOverlap(piece, box));
      flushSync(() => setCovers(next));
    };
    // Scroll and resize events and ResizeObserver callbacks run in the frame's rendering steps,
    // before its animation-frame callbacks and its paint: checking right there shows the answer in
    // the frame the page moved in (a check one frame later left a control under it for a frame).
    const checkNow = () => {
      cancelAnimationFrame(frame);
      check();
    };
    const resizes = new ResizeObserver(checkNow);
    const settled = setTimeout(() => {
      frame = requestAnimationFrame(check);
      window.addEventListener("scroll", checkNow, { passive: true });
      window.addEventListener("resize", checkNow);
      resizes.observe(document.body);
    }, settleMs);
    return () => {
      clearTimeout(settled);
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", checkNow);
      window.removeEventListener("resize", checkNow);
      resizes.disconnect();
      setCovers(true);
    };
  }, [floating, own, active, avoid, settleMs]);

  return covers;
}
