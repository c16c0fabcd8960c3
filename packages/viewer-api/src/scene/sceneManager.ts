import type {EventEmitter, Unsubscribe} from '../core/events';
import type {BoundsTreeComputeMode} from './boundsTree';
import type {LoadProgressCallback} from './callbacks';
import type {ElementRef, ElementState} from './elements';
import type {GeometryBase} from './geometryBase';
import type {Box3} from './math';
import type {SceneEvents} from './sceneEvents';
import type {SceneModel} from './sceneModel';
import type {SceneTools} from './sceneTools';

/**
 * Which model version to load.
 *
 * @category Scene
 */
export interface ModelSource {
  /** Model id on Tessera Server. */
  readonly modelId: string;
  /** Version number, or `'latest'` for the newest version. */
  readonly version: number | 'latest';
}

/**
 * Options of {@link SceneManager.loadModel}.
 *
 * @category Scene
 */
export interface LoadModelOptions {
  /** When to build the bounds tree. Default {@link BoundsTreeComputeMode.Lazy}. */
  readonly boundsTree?: BoundsTreeComputeMode;
  /** Also load the meta bucket, so that properties are available at once. Default `true`. */
  readonly loadMeta?: boolean;
  /** Receives loading progress. */
  readonly onProgress?: LoadProgressCallback;
  /** Aborts the load; the promise then rejects with an `AbortError`. */
  readonly signal?: AbortSignal;
}

/**
 * Holds the loaded models and the extra geometry of the 3D scene, and the state flags of every
 * element. Reach it as {@link Viewer.scene}.
 *
 * @example
 * ```ts
 * import {createViewer, BoundsTreeComputeMode} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const model = await viewer.scene.loadModel(
 *   {modelId: 'tower-a', version: 15},
 *   {boundsTree: BoundsTreeComputeMode.Eager, onProgress: (p) => console.log(p.stage, p.loadedBytes)},
 * );
 * console.log(model.elementCount);
 * ```
 * @category Scene
 */
export declare class SceneManager {
  /** The viewer creates it; applications reach it through the {@link Viewer}. */
  private constructor();
  /** Scene events: loading, unloading, element state changes. */
  readonly events: EventEmitter<SceneEvents>;
  /** Geometric queries over all loaded elements. */
  readonly tools: SceneTools;
  /** Loaded models by id. */
  get models(): ReadonlyMap<string, SceneModel>;
  /** Bounds of everything in the scene. */
  get bounds(): Box3;

  /**
   * Loads a model version: its geometry bucket, then (unless `loadMeta` is `false`) its meta bucket.
   * Fires `modelLoading`, `loadProgress`, then `modelLoaded` or `modelFailed`.
   *
   * @param source - Model and version to load.
   * @param options - Bounds tree, progress and abort options.
   * @returns The model once it is drawn.
   */
  loadModel(source: ModelSource, options?: LoadModelOptions): Promise<SceneModel>;

  /**
   * Removes a model and frees its GPU memory. Fires `modelUnloaded`.
   *
   * @param modelId - Id of a loaded model.
   */
  unloadModel(modelId: string): void;

  /**
   * Sets or clears one state flag on elements. Fires `elementStateChanged`.
   *
   * @param elements - Elements to change.
   * @param state - The flag to set or clear.
   * @param enabled - `true` sets the flag, `false` clears it.
   */
  setElementState(elements: readonly ElementRef[], state: ElementState, enabled: boolean): void;

  /**
   * Current state flags of an element.
   *
   * @param element - The element.
   * @returns Its flags, `ElementState.None` when its model is not loaded.
   */
  getElementState(element: ElementRef): ElementState;

  /**
   * Adds geometry of your own, such as {@link ScreenLines}, to the scene.
   *
   * @param geometry - The geometry to draw.
   * @returns A function that removes it again.
   */
  add(geometry: GeometryBase): Unsubscribe;
}
