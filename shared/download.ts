/** Saves `json` as a pretty-printed .json file through the browser's download. */
export function downloadJson(fileName: string, json: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the object URL is only needed until it does.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
