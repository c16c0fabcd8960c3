import type {EventEmitter} from '../core/events';
import {Extension} from '../core/extension';
import type {Viewer} from '../core/viewer';

/**
 * What a left click and drag do in the viewer.
 *
 * @category Extensions
 */
export enum GeneralMode {
  /** Drag orbits the camera; click selects. The default. */
  Navigate = 'navigate',
  /** Drag draws a selection rectangle; click selects. */
  Select = 'select',
  /** Clicks place measurement points (see {@link MeasureExtension}). */
  Measure = 'measure',
  /** Click on a surface adds a clipping plane along it (see {@link ClippingTools}). */
  Section = 'section',
}

/**
 * Events of the {@link GeneralModeExtension}.
 *
 * @category Extensions
 */
export interface GeneralModeEvents {
  /** The mode changed. */
  modeChanged: {
    /** The new mode. */
    readonly mode: GeneralMode;
    /** The mode before. */
    readonly previous: GeneralMode;
  };
}

/**
 * Switches the viewer between interaction modes (navigate, select, measure, section) so that only
 * one tool owns the pointer at a time. Other extensions read the mode and react to `modeChanged`.
 *
 * @example
 * ```ts
 * import {createViewer, GeneralMode, GeneralModeExtension} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const modes = viewer.extensions.register(GeneralModeExtension, GeneralMode.Navigate);
 * modes.events.on('modeChanged', ({mode}) => console.log(`now in ${mode} mode`));
 * modes.setMode(GeneralMode.Select);
 * ```
 * @category Extensions
 */
export declare class GeneralModeExtension extends Extension {
  /**
   * @param viewer - The viewer.
   * @param initialMode - Mode to start in. Default {@link GeneralMode.Navigate}.
   */
  constructor(viewer: Viewer, initialMode?: GeneralMode);
  /** Always `general-mode`. */
  readonly name: 'general-mode';
  /** Mode events. */
  readonly events: EventEmitter<GeneralModeEvents>;
  /** Current mode. */
  get mode(): GeneralMode;

  /**
   * Changes the mode. Fires `modeChanged` when it differs from the current one.
   *
   * @param mode - The new mode.
   */
  setMode(mode: GeneralMode): void;
}
