import {GeometryBase} from '../scene/geometryBase';
import type {ColorValue, Vector3} from '../scene/math';

/**
 * Options of a {@link ScreenLinesMaterial}.
 *
 * @category Screen Lines
 */
export interface ScreenLinesMaterialOptions {
  /** Line colour. Default `#b3261e`. */
  readonly color?: ColorValue;
  /** Width in CSS pixels, the same at every distance. Default `2`. */
  readonly widthPx?: number;
  /** Dash and gap length in CSS pixels; `undefined` draws solid lines. */
  readonly dash?: readonly [dashPx: number, gapPx: number];
  /** Hide parts behind the model. Default `false`: lines stay visible through it. */
  readonly depthTest?: boolean;
}

/**
 * Look of {@link ScreenLines}: colour, pixel width, dashes, depth test.
 *
 * @category Screen Lines
 */
export declare class ScreenLinesMaterial {
  /**
   * @param options - Colour, width, dashes and depth test.
   */
  constructor(options?: ScreenLinesMaterialOptions);
  /** Options in effect. */
  get options(): Required<Omit<ScreenLinesMaterialOptions, 'dash'>> & Pick<ScreenLinesMaterialOptions, 'dash'>;

  /**
   * Changes options; every geometry using the material redraws.
   *
   * @param options - Options to change.
   */
  update(options: ScreenLinesMaterialOptions): void;
}

/**
 * Line segments in model space drawn with a constant width in pixels: dimension lines, routes,
 * outlines. Add them with {@link SceneManager.add}.
 *
 * @example
 * ```ts
 * import {createViewer, ScreenLines, ScreenLinesMaterial} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const material = new ScreenLinesMaterial({color: '#c98a12', widthPx: 3, dash: [8, 4]});
 * const route = new ScreenLines([[0, 0, 0], [12, 0, 0], [12, 8, 0]], material);
 * const remove = viewer.scene.add(route);
 * ```
 * @category Screen Lines
 */
export declare class ScreenLines extends GeometryBase {
  /**
   * @param points - A polyline: each point joins the previous one.
   * @param material - Look of the lines.
   */
  constructor(points: readonly Vector3[], material: ScreenLinesMaterial);
  /** Always `lines`. */
  readonly kind: 'lines';
  /** Look of the lines. */
  material: ScreenLinesMaterial;

  /**
   * Replaces the polyline.
   *
   * @param points - The new points.
   */
  setPoints(points: readonly Vector3[]): void;
}
