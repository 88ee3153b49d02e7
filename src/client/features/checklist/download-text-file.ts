/** How long the object URL lives after the click, so the browser can start reading it. */
const REVOKE_DELAY_MS = 10_000;

/** Saves text as a file, generated in the browser (Blob + object URL + <a download>). */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
