import {Extension} from '../core/extension';
import type {Viewer} from '../core/viewer';
import type {ElementRef} from '../scene/elements';
import type {Box3, Vector3} from '../scene/math';

/**
 * Options of the {@link OrbitControllerExtension}.
 *
 * @category Extensions
 */
export interface OrbitControllerOptions {
  /** Rotation per pixel of drag, relative to the default. Default `1`. */
  readonly rotateSpeed?: number;
  /** Zoom per wheel step, relative to the default. Default `1`. */
  readonly zoomSpeed?: number;
  /** Pan per pixel of drag, relative to the default. Default `1`. */
  readonly panSpeed?: number;
  /** Closest distance to the target, in metres. Default `0.1`. */
  readonly minDistance?: number;
  /** Farthest distance to the target, in metres. Default: ten times the scene's diagonal. */
  readonly maxDistance?: number;
  /** Keep moving briefly after the pointer is released. Default `true`. */
  readonly inertia?: boolean;
  /** Zoom towards the point under the cursor instead of the target. Default `true`. */
  readonly zoomToCursor?: boolean;
}

/**
 * The camera controller: orbit with the left button, pan with the right or middle button, zoom
 * with the wheel, touch gestures on phones, and animated flights to elements.
 *
 * @example
 * ```ts
 * import {createViewer, OrbitControllerExtension} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const orbit = viewer.extensions.register(OrbitControllerExtension, {inertia: false});
 * await orbit.flyTo(viewer.selection, 600);
 * ```
 * @category Extensions
 */
export declare class OrbitControllerExtension extends Extension {
  /**
   * @param viewer - The viewer.
   * @param options - Speeds, limits and behaviour.
   */
  constructor(viewer: Viewer, options?: OrbitControllerOptions);
  /** Always `orbit-controller`. */
  readonly name: 'orbit-controller';
  /** Options in effect. */
  get options(): Required<OrbitControllerOptions>;
  /** Point the camera orbits around. */
  get target(): Vector3;
  /** Camera position. */
  get position(): Vector3;

  /**
   * Changes options while the controller runs.
   *
   * @param options - Options to change.
   */
  setOptions(options: OrbitControllerOptions): void;

  /**
   * Places the camera at once.
   *
   * @param position - Camera position.
   * @param target - Point to look at and orbit around.
   */
  lookAt(position: Vector3, target: Vector3): void;

  /**
   * Flies the camera so that elements or a box fill the view.
   *
   * @param what - Elements or a box; an empty list means the whole scene.
   * @param durationMs - Flight time; `0` jumps. Default `400`.
   * @returns Resolves when the camera arrives.
   */
  flyTo(what: readonly ElementRef[] | Box3, durationMs?: number): Promise<void>;
}
