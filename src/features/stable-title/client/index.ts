/**
 * The tab keeps the page's own title while React hydrates the page.
 *
 * react-helmet-async writes `document.title` on every flush of its collected
 * `<Head>` tags, and React hydrates in a transition that yields between
 * components, so a flush can run after the site-wide defaults registered and
 * before the page's own `<Head>` did: for that moment (seconds on a slow
 * phone) the tab and the window list read only the site's name. The server's
 * HTML already carries the right title, so until Docusaurus marks the page
 * hydrated (`<html data-has-hydrated="true">`, written in the same flush as
 * the final title) writes to `document.title` are held, and the last one is
 * applied then.
 */
const HYDRATED = 'data-has-hydrated';

function holdTitleUntilHydrated(): void {
  const root = document.documentElement;
  if (root.getAttribute(HYDRATED) === 'true') return;
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'title');
  const read = native?.get;
  const write = native?.set;
  if (!read || !write) return;

  let held: string | null = null;
  Object.defineProperty(document, 'title', {
    configurable: true,
    // The held value, so a writer that compares before writing (helmet does) sees its own last write.
    get: () => held ?? (read.call(document) as string),
    set: (value: unknown) => {
      held = String(value);
    },
  });
  const observer = new MutationObserver(() => {
    if (root.getAttribute(HYDRATED) !== 'true') return;
    observer.disconnect();
    // The document's own accessor again, for every later navigation.
    Reflect.deleteProperty(document, 'title');
    if (held !== null && held !== document.title) document.title = held;
  });
  observer.observe(root, {attributes: true, attributeFilter: [HYDRATED]});
}

if (typeof document !== 'undefined') holdTitleUntilHydrated();
