import {GeometryBase} from '../scene/geometryBase';
import type {ColorValue, Vector3} from '../scene/math';

/**
 * Options of a {@link ScreenPointsMaterial}.
 *
 * @category Screen Points
 */
export interface ScreenPointsMaterialOptions {
  /** Point colour. Default `#1257a0`. */
  readonly color?: ColorValue;
  /** Diameter in CSS pixels, the same at every distance. Default `8`. */
  readonly sizePx?: number;
  /** Marker shape. Default `circle`. */
  readonly shape?: 'circle' | 'square';
  /** Hide points behind the model. Default `false`. */
  readonly depthTest?: boolean;
}

/**
 * Look of {@link ScreenPoints}: colour, pixel size, shape, depth test.
 *
 * @category Screen Points
 */
export declare class ScreenPointsMaterial {
  /**
   * @param options - Colour, size, shape and depth test.
   */
  constructor(options?: ScreenPointsMaterialOptions);
  /** Options in effect. */
  get options(): Required<ScreenPointsMaterialOptions>;

  /**
   * Changes options; every geometry using the material redraws.
   *
   * @param options - Options to change.
   */
  update(options: ScreenPointsMaterialOptions): void;
}

/**
 * Markers at points in model space drawn with a constant size in pixels: survey points, issue
 * locations, sensor positions. Add them with {@link SceneManager.add}.
 *
 * @example
 * ```ts
 * import {createViewer, ScreenPoints, ScreenPointsMaterial} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const markers = new ScreenPoints([[2.5, 4, 0.9]], new ScreenPointsMaterial({sizePx: 12}));
 * viewer.scene.add(markers);
 * markers.setPoints([...markers.points, [6, 4, 0.9]]);
 * ```
 * @category Screen Points
 */
export declare class ScreenPoints extends GeometryBase {
  /**
   * @param points - Marker positions.
   * @param material - Look of the markers.
   */
  constructor(points: readonly Vector3[], material: ScreenPointsMaterial);
  /** Always `points`. */
  readonly kind: 'points';
  /** Look of the markers. */
  material: ScreenPointsMaterial;
  /** Current marker positions. */
  get points(): readonly Vector3[];

  /**
   * Replaces the markers.
   *
   * @param points - The new positions.
   */
  setPoints(points: readonly Vector3[]): void;
}
