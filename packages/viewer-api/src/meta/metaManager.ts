import type {EventEmitter} from '../core/events';
import type {ElementRef} from '../scene/elements';
import type {MetaEvents} from './metaEvents';
import type {MetaModel} from './metaModel';
import type {MetaNode} from './metaNode';

/**
 * Gives access to the meta data of loaded models: the spatial tree, names and properties.
 * Reach it as {@link Viewer.meta}.
 *
 * @example
 * ```ts
 * import {createViewer} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const node = await viewer.meta.loadProperties({modelId: 'tower-a', elementIndex: 40217});
 * const rating = node.getProperty('Pset_WallCommon', 'FireRating');
 * console.log(node.name, rating?.value);
 * ```
 * @category Meta
 */
export declare class MetaManager {
  /** The viewer creates it; applications reach it through the {@link Viewer}. */
  private constructor();
  /** Meta events: loaded, failed, properties arrived. */
  readonly events: EventEmitter<MetaEvents>;

  /**
   * Meta model of a loaded model.
   *
   * @param modelId - Id of a loaded model.
   * @returns Its meta model, or `undefined` when the model is not loaded or was loaded with `loadMeta: false`.
   */
  getModel(modelId: string): MetaModel | undefined;

  /**
   * Loads the properties of an element (once; later calls resolve from memory). Fires `propertiesLoaded`.
   *
   * @param element - The element.
   * @returns Its node with {@link MetaNode.properties | properties} filled in.
   */
  loadProperties(element: ElementRef): Promise<MetaNode>;
}
