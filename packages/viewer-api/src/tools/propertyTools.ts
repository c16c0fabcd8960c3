import type {MetaNode, MetaProperty, PropertyValue} from '../meta/metaNode';

/**
 * Helpers for reading and grouping element properties by a `Set/Name` path, as Tessera trees
 * and queries name them (`Pset_WallCommon/FireRating`).
 *
 * @example
 * ```ts
 * import {PropertyTools, type MetaNode} from '@tessera/viewer';
 *
 * const tools = new PropertyTools();
 * function fireRatings(nodes: readonly MetaNode[]): Map<string, MetaNode[]> {
 *   return tools.groupBy(nodes, 'Pset_WallCommon/FireRating');
 * }
 * ```
 * @category Tools
 */
export declare class PropertyTools {
  /**
   * @param locale - Locale for {@link PropertyTools.format | format}, e.g. `en-US` or `ru-RU`. Default: the viewer's locale.
   */
  constructor(locale?: string);

  /**
   * Property found by a `Set/Name` path.
   *
   * @param node - Node with loaded properties.
   * @param path - `Set/Name`, e.g. `Pset_WallCommon/FireRating`.
   * @returns The property, or `undefined` when the node has none at that path.
   */
  get(node: MetaNode, path: string): MetaProperty | undefined;

  /**
   * Value of a property found by a `Set/Name` path.
   *
   * @param node - Node with loaded properties.
   * @param path - `Set/Name` path.
   * @returns The value; `null` when the property is missing.
   */
  getValue(node: MetaNode, path: string): PropertyValue;

  /**
   * A property value as text, with its unit and locale-aware number format (`1 250,5 mm` in Russian).
   *
   * @param property - The property.
   * @returns The text to show.
   */
  format(property: MetaProperty): string;

  /**
   * Groups nodes by the text of one property; nodes without it go under the empty string.
   *
   * @param nodes - Nodes with loaded properties.
   * @param path - `Set/Name` path.
   * @returns Groups by formatted value, in first-seen order.
   */
  groupBy(nodes: readonly MetaNode[], path: string): Map<string, MetaNode[]>;
}
