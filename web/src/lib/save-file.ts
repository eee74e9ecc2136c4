/**
 * Hands `blob` to the browser as a download named `filename`: the way to save a file fetched
 * with the bearer token, which a plain link could not carry.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
