/**
 * Helpers for building a toolbar and panels around the viewer that look like Tessera's own
 * web application. They create plain DOM elements; style them with the `tessera-ui-*` classes
 * or your own CSS.
 *
 * @module
 */

/**
 * Options of {@link createButton}.
 */
export interface ButtonOptions {
  /** Accessible name, also the tooltip. */
  readonly label: string;
  /** Icon name from the viewer's icon set, e.g. `measure`, `section`, `eye`. */
  readonly icon?: string;
  /** Pressed state for toggle buttons; `undefined` makes a plain button. */
  readonly pressed?: boolean;
  /** Called on click. */
  readonly onClick: (event: MouseEvent) => void;
}

/**
 * Options of {@link createToolbar}.
 */
export interface ToolbarOptions {
  /** Accessible name of the toolbar. */
  readonly label: string;
  /** Edge of the container the toolbar is placed along. Default `bottom`. */
  readonly edge?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * Creates a button with an icon, a tooltip and, for toggles, `aria-pressed`.
 *
 * @param options - Label, icon, pressed state and click handler.
 * @returns The button, not yet in the document.
 */
export declare function createButton(options: ButtonOptions): HTMLButtonElement;

/**
 * Creates a toolbar (`role="toolbar"`, arrow-key navigation between its buttons) over the viewer's canvas.
 *
 * @param container - The viewer's container.
 * @param options - Label and edge.
 * @param buttons - Buttons to put in it.
 * @returns The toolbar element, already added to the container.
 */
export declare function createToolbar(
  container: HTMLElement,
  options: ToolbarOptions,
  buttons: readonly HTMLButtonElement[],
): HTMLElement;

/**
 * Formats a length for display in the viewer's locale.
 *
 * @param metres - Length in metres.
 * @param unit - Unit to show.
 * @param locale - BCP 47 locale, e.g. `ru-RU`. Default `en-US`.
 * @returns E.g. `1,250 mm` (`en-US`) or `1 250 мм` (`ru-RU`).
 */
export declare function formatLength(metres: number, unit: 'mm' | 'm', locale?: string): string;
