/** What the probe finds wrong with the text inside one element (a header, a footer). */
export interface TextLayoutProblems {
  /** Visible pieces of text found: zero means the selector matched nothing worth checking. */
  texts: number;
  /** Two pieces of text drawn over each other. */
  overlaps: string[];
  /** Text reaching past a box it sits in (its column, its row): a word too long for its column. */
  spills: string[];
  /** Text past the sides of the viewport. */
  outside: string[];
}

/**
 * An in-page function, as source, that measures every visible piece of text inside
 * `document.querySelector(selector)` with Range rectangles (the glyphs, not the boxes). Source,
 * not a function: the browser tests and the cross-engine smoke (which sends scripts over
 * WebDriver) run the very same code, untouched by a compiler.
 */
export const TEXT_LAYOUT_PROBE = String.raw`function (selector) {
  var root = document.querySelector(selector);
  var found = { texts: 0, overlaps: [], spills: [], outside: [] };
  if (!root) return found;
  var boxes = [];
  var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    var text = (node.textContent || "").trim();
    var parent = node.parentElement;
    if (!text || !parent || parent.closest(".sr-only")) continue;
    var range = document.createRange();
    range.selectNodeContents(node);
    var rects = range.getClientRects();
    for (var i = 0; i < rects.length; i++) {
      var rect = rects[i];
      if (rect.width <= 1 || rect.height <= 1) continue;
      var spill = 0;
      for (var ancestor = parent; ancestor; ancestor = ancestor.parentElement) {
        var box = ancestor.getBoundingClientRect();
        spill = Math.max(spill, box.left - rect.left, rect.right - box.right);
        if (ancestor === root) break;
      }
      boxes.push({ text: text, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom });
      if (spill > 1) found.spills.push('"' + text + '" by ' + Math.round(spill) + " px");
      if (rect.left < -1 || rect.right > window.innerWidth + 1) found.outside.push(text);
    }
  }
  found.texts = boxes.length;
  for (var a = 0; a < boxes.length; a++) {
    for (var b = a + 1; b < boxes.length; b++) {
      var p = boxes[a], q = boxes[b];
      if (p.text === q.text) continue;
      var x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      var y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (x > 1 && y > 1) found.overlaps.push('"' + p.text + '" overlaps "' + q.text + '"');
    }
  }
  return found;
}`;
