import type {ClippingEvents, ClippingTools} from '../tools/clipping';
import type {MetaEvents} from '../meta/metaEvents';
import type {MetaManager} from '../meta/metaManager';
import type {PickResult, Picker} from '../tools/picker';
import type {RenderEvents} from '../render/renderEvents';
import type {RenderManager} from '../render/renderManager';
import type {RenderSettingsState} from '../render/renderSettings';
import type {ElementRef} from '../scene/elements';
import type {SceneEvents} from '../scene/sceneEvents';
import type {LoadModelOptions, ModelSource, SceneManager} from '../scene/sceneManager';
import type {SceneModel} from '../scene/sceneModel';
import type {EventEmitter} from './events';
import type {ExtensionRegistry} from './extension';

/**
 * Version of the viewer library these declarations describe.
 *
 * @category Scene
 */
export const VIEWER_VERSION = '4.2.0';

/**
 * Options of {@link createViewer} and the {@link Viewer} constructor.
 *
 * @category Scene
 */
export interface ViewerOptions {
  /** Address of Tessera Server, e.g. `https://tessera.company.ru`. Default: the page's origin. */
  readonly serverUrl?: string;
  /**
   * Returns a valid access token for the buckets; called before each request batch, so it
   * can refresh an expiring token. Without it, requests carry the browser's cookies.
   */
  readonly getAccessToken?: () => Promise<string>;
  /** Language of the viewer's own texts (tooltips, cube labels, units): `en` or `ru`. Default `en`. */
  readonly locale?: 'en' | 'ru';
  /** Settings that differ from {@link DEFAULT_RENDER_SETTINGS}. */
  readonly renderSettings?: Partial<RenderSettingsState>;
}

/**
 * Every event a {@link Viewer} fires, by name: its own and those of its scene, meta data,
 * renderer and clipping tools.
 *
 * @category Scene
 */
export interface ViewerEvents extends SceneEvents, MetaEvents, RenderEvents, ClippingEvents {
  /** The user clicked the canvas; `pick` is `undefined` when the click hit no element. */
  elementClicked: {
    /** What the click hit. */
    readonly pick: PickResult | undefined;
    /** The DOM click event. */
    readonly originalEvent: MouseEvent;
  };
  /** The selection changed. */
  selectionChanged: {
    /** The selected elements now. */
    readonly selection: readonly ElementRef[];
  };
  /** {@link Viewer.dispose} ran; the viewer can no longer be used. */
  disposed: Record<string, never>;
}

/**
 * The viewer: a WebGL canvas in a container of your page, with the managers and tools of the
 * library hanging off it. Create one with {@link createViewer}; every other object is reached from here.
 *
 * @example
 * ```ts
 * import {Viewer} from '@tessera/viewer';
 *
 * const container = document.getElementById('viewer');
 * if (!container) throw new Error('No #viewer element');
 * const viewer = new Viewer(container, {serverUrl: 'https://tessera.company.ru'});
 * await viewer.loadModel({modelId: 'tower-a', version: 'latest'});
 * ```
 * @category Scene
 */
export declare class Viewer {
  /**
   * Creates the canvas inside `container`; the canvas fills the container and follows its size.
   *
   * @param container - Element of your page; give it a height.
   * @param options - Server, token and render options.
   */
  constructor(container: HTMLElement, options?: ViewerOptions);

  /** The WebGL canvas. */
  readonly canvas: HTMLCanvasElement;
  /** All viewer events by name. */
  readonly events: EventEmitter<ViewerEvents>;
  /** Models, geometry and element states. */
  readonly scene: SceneManager;
  /** Spatial tree and properties. */
  readonly meta: MetaManager;
  /** Canvas, frames and render settings. */
  readonly render: RenderManager;
  /** Element picking under canvas points. */
  readonly picker: Picker;
  /** Clipping planes and the section box. */
  readonly clipping: ClippingTools;
  /** Registered extensions. */
  readonly extensions: ExtensionRegistry;
  /** Currently selected elements. */
  get selection(): readonly ElementRef[];

  /**
   * Loads a model version; the same as {@link SceneManager.loadModel}.
   *
   * @param source - Model and version.
   * @param options - Bounds tree, progress and abort options.
   * @returns The loaded model.
   */
  loadModel(source: ModelSource, options?: LoadModelOptions): Promise<SceneModel>;

  /**
   * Replaces the selection. Fires `selectionChanged`.
   *
   * @param elements - The new selection; an empty list clears it.
   */
  select(elements: readonly ElementRef[]): void;

  /** Empties the selection. Fires `selectionChanged`. */
  clearSelection(): void;

  /** Releases the WebGL context, removes the canvas and every extension. Fires `disposed`. */
  dispose(): void;
}

/**
 * Creates a {@link Viewer} in a container element: the usual entry point of an application.
 *
 * @param container - Element of your page; give it a height.
 * @param options - Server, token and render options.
 * @returns The new viewer.
 * @example
 * ```ts
 * import {createViewer} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body, {
 *   serverUrl: 'https://tessera.company.ru',
 *   getAccessToken: async () => sessionStorage.getItem('tessera-token') ?? '',
 * });
 * ```
 * @category Scene
 */
export declare function createViewer(container: HTMLElement, options?: ViewerOptions): Viewer;
