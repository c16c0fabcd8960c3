import type {MetaModel} from './metaModel';
import type {MetaNode} from './metaNode';

/**
 * Events of the meta data, fired by {@link MetaManager.events} and by {@link Viewer.events}.
 *
 * @category Meta
 */
export interface MetaEvents {
  /** The meta bucket of a model was read; its tree is available. */
  metaLoaded: {
    /** The model. */
    readonly model: MetaModel;
  };
  /** The meta bucket could not be read. */
  metaFailed: {
    /** Id of the model. */
    readonly modelId: string;
    /** Why it failed. */
    readonly error: Error;
  };
  /** Properties of an element arrived. */
  propertiesLoaded: {
    /** Id of the model. */
    readonly modelId: string;
    /** The element's node, properties filled in. */
    readonly node: MetaNode;
  };
}
