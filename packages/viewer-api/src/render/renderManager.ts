import type {EventEmitter, Unsubscribe} from '../core/events';
import type {RenderEvents} from './renderEvents';
import type {RenderSettingsState} from './renderSettings';

/**
 * What a {@link RenderPass} gets to draw with.
 *
 * @category Render
 */
export interface RenderPassContext {
  /** The viewer's WebGL 2 context. */
  readonly gl: WebGL2RenderingContext;
  /** Number of the frame being drawn. */
  readonly frame: number;
  /** Drawing-buffer width in device pixels. */
  readonly width: number;
  /** Drawing-buffer height in device pixels. */
  readonly height: number;
  /** Column-major view-projection matrix of the camera. */
  readonly viewProjection: Float32Array;
}

/**
 * A step of the frame that you draw yourself, e.g. a heat map over the model. Subclass it and
 * add it with {@link RenderManager.addPass}.
 *
 * @example
 * ```ts
 * import {RenderPass, type RenderPassContext} from '@tessera/viewer';
 *
 * class Tint extends RenderPass {
 *   readonly name = 'tint';
 *   readonly order = 900;
 *   render({gl}: RenderPassContext): void {
 *     gl.enable(gl.BLEND);
 *   }
 * }
 * ```
 * @category Render
 */
export declare abstract class RenderPass {
  /** Name shown in {@link GLMonitor} statistics. */
  abstract readonly name: string;
  /** Passes run in ascending order; the model is drawn at 500, overlays at 800. */
  abstract readonly order: number;
  /** Whether the pass runs. */
  enabled: boolean;

  /**
   * Draws the pass.
   *
   * @param context - WebGL context and frame data.
   */
  abstract render(context: RenderPassContext): void;
}

/**
 * Owns the canvas and the WebGL context and draws frames on demand. Reach it as {@link Viewer.render}.
 *
 * @example
 * ```ts
 * import {createViewer} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * viewer.render.updateSettings({edges: false, ambientOcclusion: true});
 * const png = await viewer.render.screenshot({width: 1920, height: 1080});
 * ```
 * @category Render
 */
export declare class RenderManager {
  /** The viewer creates it; applications reach it through the {@link Viewer}. */
  private constructor();
  /** Render events. */
  readonly events: EventEmitter<RenderEvents>;
  /** Current render settings. */
  get settings(): RenderSettingsState;

  /**
   * Changes some render settings. Fires `renderSettingsChanged`.
   *
   * @param settings - The settings to change; others keep their values.
   */
  updateSettings(settings: Partial<RenderSettingsState>): void;

  /** Asks for a frame to be drawn on the next animation frame (calls within one frame are merged). */
  requestRender(): void;

  /**
   * Adds a render pass.
   *
   * @param pass - The pass.
   * @returns A function that removes it.
   */
  addPass(pass: RenderPass): Unsubscribe;

  /**
   * Draws one frame off screen and returns it as a PNG image.
   *
   * @param size - Image size in pixels; default the canvas size.
   * @returns The PNG image.
   */
  screenshot(size?: {readonly width: number; readonly height: number}): Promise<Blob>;
}
