/** Saves `data` as a JSON file through the browser's download, without a round trip. */
export function downloadJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  // The download has started reading the blob by then; free it afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
