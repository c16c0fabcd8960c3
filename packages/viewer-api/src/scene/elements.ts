import type {Box3} from './math';

/**
 * Reference to one element of a loaded model version: the model and the element's
 * `ElementIndex` in that version. Cheap to keep in arrays and sets while the model is loaded;
 * translate it to a TesseraId ({@link ElementData.tesseraId}) before storing it anywhere.
 *
 * @category Scene
 */
export interface ElementRef {
  /** Id of the model, as in {@link SceneModel.id}. */
  readonly modelId: string;
  /** Position of the element in its model version, from 0. Changes between versions. */
  readonly elementIndex: number;
}

/**
 * State flags of an element in the 3D view. Several flags combine with `|`:
 * a selected, ghosted element has `ElementState.Selected | ElementState.Ghosted`.
 *
 * @example
 * ```ts
 * import {ElementState} from '@tessera/viewer';
 *
 * function isSelected(state: ElementState): boolean {
 *   return (state & ElementState.Selected) !== 0;
 * }
 * ```
 * @category Scene
 */
export enum ElementState {
  /** No flag: the element is hidden and not selected. */
  None = 0,
  /** The element is drawn. */
  Visible = 1,
  /** The element is part of the selection and drawn in the selection colour. */
  Selected = 2,
  /** The element is highlighted, for example while the pointer is over it. */
  Highlighted = 4,
  /** The element is drawn transparent so that isolated elements stand out. */
  Ghosted = 8,
  /** The element lies completely on the hidden side of the clipping planes. */
  Clipped = 16,
}

/**
 * What the scene knows about one element without loading its properties: identifiers,
 * IFC class, bounds and current state. Properties come from {@link MetaManager.loadProperties}.
 *
 * @category Scene
 */
export interface ElementData extends ElementRef {
  /** Stable 22-character TesseraId, the same in every version of the model. */
  readonly tesseraId: string;
  /** Identifier given by the authoring tool: the IFC GlobalId or the Revit UniqueId. */
  readonly sourceId: string;
  /** Element name as the authoring tool wrote it, e.g. `Basic Wall:Exterior 300:40195`. */
  readonly name: string;
  /** IFC class of the element, e.g. `IfcWall`. */
  readonly ifcClass: string;
  /** Axis-aligned bounds of the element's geometry, in model space. */
  readonly bounds: Box3;
  /** Current state flags. */
  readonly state: ElementState;
}
