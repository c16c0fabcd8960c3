import type {EventEmitter} from '../core/events';
import type {Box3, Vector3} from '../scene/math';

/**
 * One clipping plane. Geometry on the side the normal points to is cut away.
 *
 * @category Tools
 */
export interface ClippingPlane {
  /** Id assigned by {@link ClippingTools.addPlane}. */
  readonly id: string;
  /** A point on the plane, in model space. */
  readonly origin: Vector3;
  /** Unit normal; geometry in front of the plane is hidden. */
  readonly normal: Vector3;
  /** Disabled planes are kept but do not cut. */
  readonly enabled: boolean;
}

/**
 * Events of {@link ClippingTools}, also fired by {@link Viewer.events}.
 *
 * @category Tools
 */
export interface ClippingEvents {
  /** A plane was added. */
  clippingPlaneAdded: {
    /** The plane as it is now. */
    readonly plane: ClippingPlane;
  };
  /** A plane was moved, flipped, enabled or disabled. */
  clippingPlaneChanged: {
    /** The plane as it is now. */
    readonly plane: ClippingPlane;
  };
  /** A plane was removed. */
  clippingPlaneRemoved: {
    /** Id of the removed plane. */
    readonly planeId: string;
  };
  /** The section box was set or cleared (`box` is `undefined`). */
  sectionBoxChanged: {
    /** The new box, or `undefined` when it was cleared. */
    readonly box: Box3 | undefined;
  };
}

/**
 * Cuts the model with up to six clipping planes or one section box. Reach it as {@link Viewer.clipping}.
 *
 * @example
 * ```ts
 * import {createViewer} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * // Coordinates are in metres. The normal points up, to the side that is cut:
 * // everything above 3 m goes, and the ground floor is open to view.
 * const plane = viewer.clipping.addPlane([0, 0, 3], [0, 0, 1]);
 * // Turned around, the plane cuts everything below 3 m instead and shows the upper floors.
 * viewer.clipping.flip(plane.id);
 * ```
 * @category Tools
 */
export declare class ClippingTools {
  /** The viewer creates it; applications reach it through the {@link Viewer}. */
  private constructor();
  /** Clipping events. */
  readonly events: EventEmitter<ClippingEvents>;
  /** Most planes that can be active at once. */
  static readonly MAX_PLANES: 6;
  /** Current planes. */
  get planes(): readonly ClippingPlane[];
  /** Current section box, if any. */
  get sectionBox(): Box3 | undefined;

  /**
   * Adds a plane. Fires `clippingPlaneAdded`.
   *
   * @param origin - A point on the plane.
   * @param normal - Direction of the side to cut away; normalised for you.
   * @returns The new plane.
   * @throws RangeError when {@link ClippingTools.MAX_PLANES} planes exist already.
   */
  addPlane(origin: Vector3, normal: Vector3): ClippingPlane;

  /**
   * Turns a plane around so that the other side is cut. Fires `clippingPlaneChanged`.
   *
   * @param planeId - Id of the plane.
   */
  flip(planeId: string): void;

  /**
   * Enables or disables a plane. Fires `clippingPlaneChanged`.
   *
   * @param planeId - Id of the plane.
   * @param enabled - Whether it cuts.
   */
  setEnabled(planeId: string, enabled: boolean): void;

  /**
   * Removes a plane. Fires `clippingPlaneRemoved`.
   *
   * @param planeId - Id of the plane.
   */
  removePlane(planeId: string): void;

  /**
   * Shows only what lies inside a box, or clears the box. Fires `sectionBoxChanged`.
   *
   * @param box - The box, or `undefined` to clear it.
   */
  setSectionBox(box: Box3 | undefined): void;

  /** Removes all planes and the section box. */
  clear(): void;
}
