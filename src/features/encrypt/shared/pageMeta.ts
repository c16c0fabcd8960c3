/** What a protected page's route component receives besides the payload: public by design. */
export interface ProtectedPageMeta {
  readonly title: string;
  /** Optional visible hint under the form (the demo page prints its password here). */
  readonly hint: string | null;
  /** The full route, e.g. `/en/demo/encrypt/`; the ciphertext is bound to it. */
  readonly permalink: string;
  /**
   * On a page of an older release (`/control/4.5/…`): that release, the current one, and the
   * same page in the current release or, where it has none, the section's landing there.
   */
  readonly release?: {readonly release: string; readonly current: string; readonly to: string; readonly exact: boolean};
}
