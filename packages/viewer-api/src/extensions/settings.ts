import {Extension} from '../core/extension';
import type {Viewer} from '../core/viewer';
import type {RenderSettingsState} from '../render/renderSettings';

/**
 * Keeps the render settings a user chose in `localStorage` and restores them on the next visit,
 * and offers presets for weak and strong GPUs.
 *
 * @example
 * ```ts
 * import {createViewer, SettingsExtension} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const settings = viewer.extensions.register(SettingsExtension, 'my-app-viewer-settings');
 * settings.applyPreset('performance');
 * ```
 * @category Extensions
 */
export declare class SettingsExtension extends Extension {
  /**
   * @param viewer - The viewer.
   * @param storageKey - `localStorage` key. Default `tessera-viewer-settings`.
   */
  constructor(viewer: Viewer, storageKey?: string);
  /** Always `settings`. */
  readonly name: 'settings';
  /** Current render settings (the same object as {@link RenderManager.settings}). */
  get state(): RenderSettingsState;

  /**
   * Changes and stores settings.
   *
   * @param settings - Settings to change.
   */
  update(settings: Partial<RenderSettingsState>): void;

  /**
   * Applies a preset: `performance` turns off anti-aliasing, edges and ambient occlusion and halves
   * the pixel ratio; `quality` turns them on.
   *
   * @param preset - The preset.
   */
  applyPreset(preset: 'performance' | 'quality'): void;

  /** Restores {@link DEFAULT_RENDER_SETTINGS} and forgets the stored ones. */
  reset(): void;
}
