/** What a protected page's route component receives besides the payload: public by design. */
export interface ProtectedPageMeta {
  readonly title: string;
  /** Optional visible hint under the form (the demo page prints its password here). */
  readonly hint: string | null;
  /** The full route, e.g. `/en/demo/encrypt/`; the ciphertext is bound to it. */
  readonly permalink: string;
}
