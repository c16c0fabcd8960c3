import type {ElementRef, ElementState} from './elements';
import type {LoadProgress} from './callbacks';
import type {SceneModel} from './sceneModel';

/**
 * Events of the scene, fired by {@link SceneManager.events} and by {@link Viewer.events}.
 *
 * @category Scene
 */
export interface SceneEvents {
  /** A model started loading. */
  modelLoading: {
    /** Id of the model. */
    readonly modelId: string;
  };
  /** Loading progress, at most once per animation frame. */
  loadProgress: LoadProgress;
  /** A model finished loading and is drawn. */
  modelLoaded: {
    /** The model. */
    readonly model: SceneModel;
  };
  /** A model could not be loaded; `error.message` says why. */
  modelFailed: {
    /** Id of the model. */
    readonly modelId: string;
    /** Why it failed. */
    readonly error: Error;
  };
  /** A model was removed from the scene. */
  modelUnloaded: {
    /** Id of the model. */
    readonly modelId: string;
  };
  /** State flags of some elements changed (visibility, selection, ghosting). */
  elementStateChanged: {
    /** The elements that changed. */
    readonly elements: readonly ElementRef[];
    /** The flag that was set or cleared. */
    readonly state: ElementState;
    /** `true` when the flag was set, `false` when it was cleared. */
    readonly enabled: boolean;
  };
}
