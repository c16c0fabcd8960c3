/** Heading id pairs of one page: this page's id → the other locale's id. */
export type AnchorPairs = Readonly<Record<string, string>>;
