import type {ElementData} from './elements';
import type {SceneModel} from './sceneModel';

/**
 * Progress of a model that is loading.
 *
 * @category Scene
 */
export interface LoadProgress {
  /** Id of the model that is loading. */
  readonly modelId: string;
  /** Which bucket is being read: the geometry bucket first, then the meta bucket. */
  readonly stage: 'geometry' | 'meta';
  /** Bytes read so far in this stage. */
  readonly loadedBytes: number;
  /** Size of the bucket in bytes, when the server reports it. */
  readonly totalBytes: number | undefined;
}

/**
 * Called with the progress of a model load, at most once per animation frame.
 *
 * @category Scene
 */
export type LoadProgressCallback = (progress: LoadProgress) => void;

/**
 * Called for each element by {@link SceneModel.forEachElement}. Return `false` to stop the walk early.
 *
 * @category Scene
 */
// `void` in the union lets a visitor without a return statement type-check; returning `false` stops the walk.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
export type ElementVisitor = (element: ElementData) => boolean | void;

/**
 * Called once when a model has finished loading.
 *
 * @category Scene
 */
export type ModelLoadedCallback = (model: SceneModel) => void;
