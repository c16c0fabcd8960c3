import type {ColorValue} from '../scene/math';

/**
 * Render settings of a viewer: quality switches and colours. Read it from
 * {@link RenderManager.settings}; change it with {@link RenderManager.updateSettings} or
 * through the {@link SettingsExtension}, which also remembers it between visits.
 *
 * @category Extensions
 */
export interface RenderSettingsState {
  /** Multisample anti-aliasing. */
  readonly antialias: boolean;
  /** Draw element edges as thin dark lines. */
  readonly edges: boolean;
  /** Screen-space ambient occlusion; costs about 20 % of the frame time. */
  readonly ambientOcclusion: boolean;
  /** Device pixels per CSS pixel; lower it on weak GPUs. `0` uses `window.devicePixelRatio`. */
  readonly pixelRatio: number;
  /** Canvas background. */
  readonly backgroundColor: ColorValue;
  /** Colour of selected elements. */
  readonly selectionColor: ColorValue;
  /** Opacity of ghosted elements, 0–1. */
  readonly ghostOpacity: number;
  /** Frame rate the renderer aims for while the camera moves; it lowers quality to keep it. */
  readonly targetFps: number;
}

/**
 * Render settings a new viewer starts with, unless {@link ViewerOptions.renderSettings} overrides some.
 *
 * @category Render
 */
export const DEFAULT_RENDER_SETTINGS: RenderSettingsState = Object.freeze({
  antialias: true,
  edges: true,
  ambientOcclusion: false,
  pixelRatio: 0,
  backgroundColor: '#f3f5f8',
  selectionColor: '#1257a0',
  ghostOpacity: 0.1,
  targetFps: 30,
});
