/** Types of the parts of the `hyphen` package the manual uses (it ships none). */
declare module 'hyphen/*' {
  interface Hyphenator {
    hyphenateSync(text: string, options?: {hyphenChar?: string; minWordLength?: number}): string;
  }
  const hyphenator: Hyphenator;
  export default hyphenator;
}
