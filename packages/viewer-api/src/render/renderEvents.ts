import type {RenderSettingsState} from './renderSettings';

/**
 * Events of the renderer, fired by {@link RenderManager.events} and by {@link Viewer.events}.
 *
 * @category Render
 */
export interface RenderEvents {
  /** A frame was drawn. The viewer draws only when something changed. */
  frameRendered: {
    /** Number of the frame since the viewer started. */
    readonly frame: number;
    /** Time the frame took on the CPU side, in milliseconds. */
    readonly timeMs: number;
  };
  /** Render settings changed. */
  renderSettingsChanged: {
    /** The settings now in effect. */
    readonly settings: RenderSettingsState;
  };
  /** The canvas was resized. */
  resized: {
    /** New width in CSS pixels. */
    readonly width: number;
    /** New height in CSS pixels. */
    readonly height: number;
  };
}
