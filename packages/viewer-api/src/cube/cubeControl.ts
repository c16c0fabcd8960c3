import type {Viewer} from '../core/viewer';

/**
 * A face, edge or corner of the navigation cube, and the camera direction it stands for.
 *
 * @category Cube Control
 */
export enum CubeFace {
  /** Looking down at the plan. */
  Top = 'top',
  /** Looking up from below. */
  Bottom = 'bottom',
  /** Looking north (along +Y). */
  Front = 'front',
  /** Looking south (along −Y). */
  Back = 'back',
  /** Looking east (along +X). */
  Left = 'left',
  /** Looking west (along −X). */
  Right = 'right',
  /** The isometric home view. */
  Home = 'home',
}

/**
 * Options of the {@link CubeControl}.
 *
 * @category Cube Control
 */
export interface CubeControlOptions {
  /** Corner of the canvas the cube sits in. Default `top-right`. */
  readonly corner?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  /** Edge length of the cube in CSS pixels. Default `96`. */
  readonly sizePx?: number;
  /** Face labels; default from the viewer's locale (`Top`/`Сверху`, …). */
  readonly labels?: Partial<Record<CubeFace, string>>;
  /** Camera flight time after a click. Default `400`. */
  readonly durationMs?: number;
}

/**
 * The navigation cube in a corner of the canvas: it turns with the camera, and a click on a face,
 * edge or corner turns the camera to that view. Keyboard users reach it with Tab and the arrow keys.
 *
 * @example
 * ```ts
 * import {createViewer, CubeControl, CubeFace} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const cube = new CubeControl(viewer, {corner: 'bottom-right', sizePx: 80});
 * await cube.setView(CubeFace.Top);
 * ```
 * @category Cube Control
 */
export declare class CubeControl {
  /**
   * Adds the cube to the viewer's canvas.
   *
   * @param viewer - The viewer.
   * @param options - Position, size and labels.
   */
  constructor(viewer: Viewer, options?: CubeControlOptions);
  /** The cube's element, positioned over the canvas. */
  readonly element: HTMLElement;

  /**
   * Turns the camera to a view, as a click on that face would.
   *
   * @param face - The view.
   * @returns Resolves when the camera arrives.
   */
  setView(face: CubeFace): Promise<void>;

  /** Removes the cube. */
  dispose(): void;
}
