/**
 * Puts the text at `url` on the clipboard. Safari allows a clipboard write
 * only within the click that asked for it, so where the browser takes a
 * pending `ClipboardItem` the write starts at once and waits for the fetch;
 * elsewhere the text is written once fetched.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))}),
      ]);
      return;
    } catch {
      // Some browsers refuse a pending item or the type; the plain write below reports the real failure.
    }
  }
  await navigator.clipboard.writeText(await text);
}
