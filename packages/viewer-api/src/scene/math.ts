/**
 * A point or direction in model space, in metres: `[x, y, z]` with Z up.
 *
 * @category Scene
 */
export type Vector3 = readonly [x: number, y: number, z: number];

/**
 * An axis-aligned box in model space.
 *
 * @category Scene
 */
export interface Box3 {
  /** Corner with the smallest coordinates. */
  readonly min: Vector3;
  /** Corner with the largest coordinates. */
  readonly max: Vector3;
}

/**
 * A colour as a CSS hex string (`'#1257a0'`) or a 24-bit number (`0x1257a0`).
 *
 * @category Render
 */
export type ColorValue = `#${string}` | number;
