/**
 * A long page in parts an assistant can read one at a time: each part at most
 * `max` characters, cut before the last heading when it is past the first
 * third of the part, else at the last blank line, else before any heading,
 * else at a line; never inside a fenced code block unless the block alone is
 * longer than a part. Parts joined again give the page (whitespace aside).
 */
export function splitMarkdown(text: string, max: number): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const parts: string[] = [];
  let current: string[] = [];
  let size = 0;
  // Where a cut could go in `current` (index of the first line of the next part) and the size before it.
  let heading: {at: number; size: number} | undefined;
  let blank: {at: number; size: number} | undefined;
  let inFence = false;

  const flush = (upTo: number): void => {
    const body = current.slice(0, upTo).join('\n').trim();
    if (body) parts.push(body);
    current = current.slice(upTo);
    size = current.reduce((n, l) => n + l.length + 1, 0);
    heading = undefined;
    blank = undefined;
  };

  const cutPoint = (): number => {
    if (heading && heading.size >= max / 3) return heading.at;
    if (blank) return blank.at;
    if (heading) return heading.at;
    return current.length;
  };

  for (const line of lines) {
    if (size + line.length + 1 > max && current.length > 0) {
      flush(cutPoint());
      // What is left after the cut may still be too long (one long block): cut at this line.
      if (size + line.length + 1 > max && current.length > 0) flush(current.length);
    }
    if (!inFence && current.length > 0) {
      const previous = current[current.length - 1] ?? '';
      if (/^#{1,6}\s/.test(line)) heading = {at: current.length, size};
      else if (line.trim() === '' && !/^#{1,6}\s/.test(previous)) blank = {at: current.length, size};
    }
    // A single line longer than a part is cut by characters.
    let rest = line;
    while (rest.length > max) {
      if (current.length > 0) flush(current.length);
      parts.push(rest.slice(0, max));
      rest = rest.slice(max);
    }
    current.push(rest);
    size += rest.length + 1;
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
  }
  flush(current.length);
  return parts.length > 0 ? parts : [''];
}
