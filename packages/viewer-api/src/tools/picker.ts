import type {ElementRef} from '../scene/elements';
import type {Vector3} from '../scene/math';

/**
 * What is under a point of the canvas.
 *
 * @category Tools
 */
export interface PickResult {
  /** The element hit. */
  readonly element: ElementRef;
  /** Hit point on the element's surface, in model space. */
  readonly point: Vector3;
  /** Surface normal at the hit point. */
  readonly normal: Vector3;
  /** Distance from the camera to the hit point, in metres. */
  readonly distance: number;
}

/**
 * Finds elements under canvas points. Clipped and hidden elements are never picked.
 * Reach it as {@link Viewer.picker}; the viewer also picks on every click and fires `elementClicked`.
 *
 * @example
 * ```ts
 * import {createViewer} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * viewer.canvas.addEventListener('dblclick', (event) => {
 *   const hit = viewer.picker.pick(event.offsetX, event.offsetY);
 *   if (hit) viewer.select([hit.element]);
 * });
 * ```
 * @category Tools
 */
export declare class Picker {
  /** The viewer creates it; applications reach it through the {@link Viewer}. */
  private constructor();
  /** Elements of ghosted state can be picked when `true`. Default `false`. */
  pickGhosted: boolean;

  /**
   * The nearest element under a canvas point.
   *
   * @param x - Horizontal CSS pixel offset from the canvas's left edge.
   * @param y - Vertical CSS pixel offset from the canvas's top edge.
   * @returns The hit, or `undefined` when nothing is under the point.
   */
  pick(x: number, y: number): PickResult | undefined;

  /**
   * All elements visible inside a canvas rectangle (rubber-band selection).
   *
   * @param rect - Rectangle in CSS pixels relative to the canvas.
   * @returns Elements whose drawn pixels fall inside the rectangle.
   */
  pickRect(rect: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  }): ElementRef[];
}
