import type {GeometryBase} from '../scene/geometryBase';

/**
 * Options of the {@link SimplifyModifier}.
 *
 * @category Lods
 */
export interface SimplifyOptions {
  /** Share of triangles to keep, 0–1. Default `0.5`. */
  readonly targetRatio?: number;
  /** Largest allowed deviation from the original surface, in metres. Default `0.01`. */
  readonly maxError?: number;
  /** Keep open borders and sharp edges in place. Default `true`. */
  readonly preserveBorders?: boolean;
}

/**
 * Builds a lower level of detail of a mesh by edge collapse. The viewer uses it for the LODs of the
 * geometry bucket; use it yourself for heavy geometry you add.
 *
 * @example
 * ```ts
 * import {SimplifyModifier, type GeometryBase} from '@tessera/viewer';
 *
 * const modifier = new SimplifyModifier({targetRatio: 0.25});
 * function lowDetail(mesh: GeometryBase): GeometryBase {
 *   return modifier.modify(mesh);
 * }
 * ```
 * @category Lods
 */
export declare class SimplifyModifier {
  /**
   * @param options - Target ratio, error and border handling.
   */
  constructor(options?: SimplifyOptions);

  /**
   * Returns a simplified copy of a mesh geometry; the original is unchanged.
   *
   * @param geometry - A geometry of kind `mesh`.
   * @returns The simplified geometry.
   * @throws TypeError when the geometry is not a mesh.
   */
  modify(geometry: GeometryBase): GeometryBase;
}
