/** A docs section's "Save for offline" list, as the build writes it (plugin/sectionManifest.ts) and the page reads it. */
export interface SectionManifest {
  /** Docs section id (site.config.ts `sections`). */
  readonly section: string;
  /** The section's landing page. */
  readonly landing: string;
  /** Page addresses, the landing first. */
  readonly pages: readonly string[];
  /** Scripts, styles and pictures those pages use, each once. */
  readonly files: readonly string[];
  /** Bytes of all of them as stored on the server (before compression). */
  readonly bytes: number;
}
