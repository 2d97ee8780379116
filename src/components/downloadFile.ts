// Saves a file the page built (a report, the user's data) through the browser's download: the
// bytes go from memory to the user's disk, nowhere else.
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium starts the download from the click asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
