import type {ElementRef} from './elements';
import type {Box3, Vector3} from './math';

/**
 * Geometric queries over the elements of all loaded models. They use each model's bounds tree
 * (see {@link BoundsTreeComputeMode}). Reach it as {@link SceneManager.tools}.
 *
 * @category Scene
 */
export declare class SceneTools {
  /** The viewer creates it; applications reach it through the {@link Viewer}. */
  private constructor();
  /**
   * Bounds enclosing all given elements.
   *
   * @param elements - Elements of any loaded models.
   * @returns The enclosing box, or `undefined` for an empty list.
   */
  computeBounds(elements: readonly ElementRef[]): Box3 | undefined;

  /**
   * Elements inside a box.
   *
   * @param box - Box in model space.
   * @param mode - `inside`: the element's bounds lie completely in the box; `intersects`: they touch it.
   * @returns The elements found, in model and ElementIndex order.
   */
  elementsInBox(box: Box3, mode?: 'inside' | 'intersects'): ElementRef[];

  /**
   * Centre of an element's bounds.
   *
   * @param element - The element.
   * @returns The centre, or `undefined` when the element's model is not loaded.
   */
  centerOf(element: ElementRef): Vector3 | undefined;
}
