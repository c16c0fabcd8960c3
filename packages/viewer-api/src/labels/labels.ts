import type {Viewer} from '../core/viewer';
import type {MetaNode} from '../meta/metaNode';
import type {ElementRef} from '../scene/elements';
import type {ColorValue} from '../scene/math';

/**
 * Look of one label.
 *
 * @category Labels
 */
export interface LabelStyle {
  /** Text colour. Default `#1f2328`. */
  readonly color?: ColorValue;
  /** Background colour. Default white. */
  readonly background?: ColorValue;
  /** Hide the label when its element is behind other geometry. Default `true`. */
  readonly occlude?: boolean;
}

/**
 * One label attached to an element.
 *
 * @category Labels
 */
export interface Label {
  /** The element the label is attached to (at its bounds' centre). */
  readonly element: ElementRef;
  /** Text shown. */
  readonly text: string;
  /** Look of the label. */
  readonly style: LabelStyle;
}

/**
 * A set of text labels attached to elements and drawn over the canvas. Several maps can exist
 * at once (e.g. room names and issue numbers) and be shown or hidden as a whole.
 *
 * @example
 * ```ts
 * import {createViewer, LabelMap} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const rooms = new LabelMap(viewer, 'rooms');
 * rooms.set({modelId: 'tower-a', elementIndex: 812}, '1.04 Lobby');
 * rooms.visible = true;
 * ```
 * @category Labels
 */
export declare class LabelMap {
  /**
   * @param viewer - The viewer to draw on.
   * @param name - Name of the map, for your own bookkeeping.
   */
  constructor(viewer: Viewer, name: string);
  /** Name of the map. */
  readonly name: string;
  /** Whether the labels are drawn. Default `true`. */
  visible: boolean;
  /** Number of labels. */
  get size(): number;

  /**
   * Adds or replaces the label of an element.
   *
   * @param element - The element.
   * @param text - Label text.
   * @param style - Look of the label.
   */
  set(element: ElementRef, text: string, style?: LabelStyle): void;

  /**
   * The label of an element.
   *
   * @param element - The element.
   * @returns The label, or `undefined`.
   */
  get(element: ElementRef): Label | undefined;

  /**
   * Removes the label of an element.
   *
   * @param element - The element.
   * @returns Whether there was one.
   */
  delete(element: ElementRef): boolean;

  /** Removes all labels. */
  clear(): void;
}

/**
 * Fills {@link LabelMap | label maps} from properties and keeps crowded labels readable.
 *
 * @example
 * ```ts
 * import {createViewer, LabelMap, LabelTools, type MetaNode} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const tools = new LabelTools(viewer);
 * function labelRooms(rooms: readonly MetaNode[]): LabelMap {
 *   const map = new LabelMap(viewer, 'rooms');
 *   tools.fromProperty(map, 'tower-a', rooms, 'Pset_SpaceCommon/Reference');
 *   tools.declutter(map, 4);
 *   return map;
 * }
 * ```
 * @category Labels
 */
export declare class LabelTools {
  /**
   * @param viewer - The viewer.
   */
  constructor(viewer: Viewer);

  /**
   * Labels each node with the value of a property; nodes without it get no label.
   *
   * @param map - Map to fill.
   * @param modelId - Model the nodes belong to.
   * @param nodes - Nodes with loaded properties.
   * @param path - `Set/Name` path of the property.
   * @returns Number of labels set.
   */
  fromProperty(map: LabelMap, modelId: string, nodes: readonly MetaNode[], path: string): number;

  /**
   * Hides labels that would overlap others on screen, keeping the ones nearest the camera.
   *
   * @param map - The map.
   * @param marginPx - Space to keep between labels, in CSS pixels.
   */
  declutter(map: LabelMap, marginPx?: number): void;
}
