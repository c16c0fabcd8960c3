import type {MetaNode} from './metaNode';
import type {ModelStatus} from './modelStatus';

/**
 * The meta bucket of one model version: the spatial tree and element names, with properties
 * loaded on demand. Obtained from {@link MetaManager.getModel}.
 *
 * @category Meta
 */
export declare class MetaModel {
  /** The viewer creates it; applications reach it through the {@link Viewer}. */
  private constructor();
  /** Model id on Tessera Server. */
  readonly modelId: string;
  /** Model version. */
  readonly version: number;
  /** Loading status of the meta bucket. */
  get status(): ModelStatus;
  /** Project node, the root of the spatial tree. */
  get root(): MetaNode;
  /** Number of nodes in the tree. */
  get nodeCount(): number;

  /**
   * Node of an element.
   *
   * @param elementIndex - ElementIndex in this version.
   * @returns The node, or `undefined` when the index is out of range.
   */
  getNode(elementIndex: number): MetaNode | undefined;

  /**
   * Node by TesseraId.
   *
   * @param tesseraId - 22-character TesseraId.
   * @returns The node, or `undefined` when this version has no such element.
   */
  findByTesseraId(tesseraId: string): MetaNode | undefined;
}
