import {Extension} from '../core/extension';
import type {ElementRef} from '../scene/elements';

/**
 * Hides, shows, isolates and ghosts elements. Changes go through
 * {@link SceneManager.setElementState}, so they fire `elementStateChanged`.
 *
 * @example
 * ```ts
 * import {createViewer, VisibilityExtension} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const visibility = viewer.extensions.register(VisibilityExtension);
 * visibility.isolate(viewer.selection, {ghostOthers: true});
 * ```
 * @category Extensions
 */
export declare class VisibilityExtension extends Extension {
  /** Always `visibility`. */
  readonly name: 'visibility';

  /**
   * Hides elements.
   *
   * @param elements - Elements to hide.
   */
  hide(elements: readonly ElementRef[]): void;

  /**
   * Shows hidden elements.
   *
   * @param elements - Elements to show.
   */
  show(elements: readonly ElementRef[]): void;

  /**
   * Shows only the given elements.
   *
   * @param elements - Elements to keep.
   * @param options - `ghostOthers`: draw the others transparent instead of hiding them.
   */
  isolate(elements: readonly ElementRef[], options?: {readonly ghostOthers?: boolean}): void;

  /** Shows every element of every model and removes ghosting. */
  showAll(): void;

  /**
   * Whether an element is drawn.
   *
   * @param element - The element.
   * @returns `true` when its state has {@link ElementState.Visible}.
   */
  isVisible(element: ElementRef): boolean;
}
