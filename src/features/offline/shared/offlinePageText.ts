/** The texts of the worker's "No connection" page in one locale: read by the plugin, used by the worker. */
export interface OfflinePageText {
  /** The `lang` of the page's `<html>`. */
  readonly lang: string;
  readonly title: string;
  readonly body: string;
  /** The link to the locale's home page, and where it leads. */
  readonly home: string;
  readonly homeUrl: string;
}

/** Locale id → its texts. */
export type OfflinePageTexts = Readonly<Record<string, OfflinePageText>>;
