import type {ModelStatus} from '../meta/modelStatus';
import type {BoundsTreeComputeMode} from './boundsTree';
import type {ElementVisitor} from './callbacks';
import type {ElementData} from './elements';
import type {GeometryBase} from './geometryBase';
import type {Box3} from './math';

/**
 * One model version loaded into the scene: its geometry and the per-element data the viewer
 * keeps in memory. Obtained from {@link SceneManager.loadModel} or the `modelLoaded` event.
 *
 * @example
 * ```ts
 * import {createViewer} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const model = await viewer.scene.loadModel({modelId: 'tower-a', version: 'latest'});
 * const walls: number[] = [];
 * model.forEachElement((element) => {
 *   if (element.ifcClass === 'IfcWall') walls.push(element.elementIndex);
 * });
 * ```
 * @category Scene
 */
export declare class SceneModel {
  /** The viewer creates it; applications reach it through the {@link Viewer}. */
  private constructor();
  /** Model id on Tessera Server. */
  readonly id: string;
  /** Version number that was loaded. */
  readonly version: number;
  /** Model name as shown in the Projects window. */
  readonly name: string;
  /** Loading status; `Loaded` once the `modelLoaded` event fired. */
  get status(): ModelStatus;
  /** Number of elements in this version. */
  get elementCount(): number;
  /** Bounds of all elements, in model space. */
  get bounds(): Box3;
  /** Geometries of the model, one per material batch. */
  get geometries(): readonly GeometryBase[];
  /** How the bounds tree of this model is built. */
  get boundsTreeMode(): BoundsTreeComputeMode;

  /**
   * Data of one element.
   *
   * @param elementIndex - ElementIndex in this version.
   * @returns The element, or `undefined` when the index is out of range.
   */
  getElement(elementIndex: number): ElementData | undefined;

  /**
   * Finds an element by its stable TesseraId.
   *
   * @param tesseraId - 22-character TesseraId.
   * @returns The element, or `undefined` when this version has no such element.
   */
  findByTesseraId(tesseraId: string): ElementData | undefined;

  /**
   * Calls `visitor` for every element in ElementIndex order.
   *
   * @param visitor - Return `false` from it to stop the walk.
   */
  forEachElement(visitor: ElementVisitor): void;
}
