/**
 * Value of one property: text, number (in the unit of {@link MetaProperty.unit}), yes/no, or empty.
 *
 * @category Meta
 */
export type PropertyValue = string | number | boolean | null;

/**
 * One property of an element.
 *
 * @category Meta
 */
export interface MetaProperty {
  /** Property set, e.g. `Pset_WallCommon`, or `Tessera` for calculated properties. */
  readonly set: string;
  /** Property name inside its set, e.g. `FireRating`. */
  readonly name: string;
  /** The value. */
  readonly value: PropertyValue;
  /** Unit of a numeric value, an SI base unit such as `m` or `m³` (a 250 mm wall is `0.25` `m`); `undefined` for text and yes/no. */
  readonly unit: string | undefined;
}

/**
 * One node of a model's spatial tree (project, site, building, storey, space or element) with
 * its properties. Property values are loaded on demand by {@link MetaManager.loadProperties}.
 *
 * @category Meta
 */
export declare class MetaNode {
  /** The viewer creates it; applications reach it through the {@link Viewer}. */
  private constructor();
  /** ElementIndex of the node in its model version. */
  readonly elementIndex: number;
  /** Stable TesseraId. */
  readonly tesseraId: string;
  /** Name from the authoring tool. */
  readonly name: string;
  /** IFC class, e.g. `IfcBuildingStorey` or `IfcWall`. */
  readonly ifcClass: string;
  /** Parent in the spatial tree; `undefined` for the project node. */
  get parent(): MetaNode | undefined;
  /** Children in the spatial tree. */
  get children(): readonly MetaNode[];
  /** Properties, once loaded; empty before. */
  get properties(): readonly MetaProperty[];
  /** Whether {@link MetaNode.properties | properties} have been loaded. */
  get propertiesLoaded(): boolean;

  /**
   * Value of one property.
   *
   * @param set - Property set name.
   * @param name - Property name.
   * @returns The property, or `undefined` when the element has none of that name or properties are not loaded.
   */
  getProperty(set: string, name: string): MetaProperty | undefined;
}
