import type {EventEmitter} from '../core/events';
import {Extension} from '../core/extension';
import type {Viewer} from '../core/viewer';
import type {Vector3} from '../scene/math';

/**
 * Kind of a measurement.
 *
 * @category Extensions
 */
export enum MeasureKind {
  /** Straight distance between two points. */
  Distance = 'distance',
  /** Angle at the second of three points. */
  Angle = 'angle',
  /** Area of a flat polygon of three or more points. */
  Area = 'area',
  /** Difference of the Z coordinates of two points. */
  Height = 'height',
}

/**
 * One measurement the user made.
 *
 * @category Extensions
 */
export interface Measurement {
  /** Id of the measurement. */
  readonly id: string;
  /** Kind of measurement. */
  readonly kind: MeasureKind;
  /** Points clicked, in model space. */
  readonly points: readonly Vector3[];
  /** Result in {@link Measurement.unit | unit}; degrees for angles. */
  readonly value: number;
  /** Unit of the value: `mm`, `m`, `m²` or `°`. */
  readonly unit: string;
}

/**
 * Options of the {@link MeasureExtension}.
 *
 * @category Extensions
 */
export interface MeasureOptions {
  /** Length unit of results. Default `mm`. */
  readonly unit?: 'mm' | 'm';
  /** Snap points to vertices and edges within this many CSS pixels; `0` turns snapping off. Default `8`. */
  readonly snapPx?: number;
  /** Decimal places shown in labels. Default `0` for mm, `3` for m. */
  readonly precision?: number;
}

/**
 * Events of the {@link MeasureExtension}.
 *
 * @category Extensions
 */
export interface MeasureEvents {
  /** The user finished a measurement. */
  measurementAdded: {
    /** The finished measurement. */
    readonly measurement: Measurement;
  };
  /** A measurement was deleted. */
  measurementRemoved: {
    /** Id of the removed measurement. */
    readonly id: string;
  };
}

/**
 * Distance, angle, area and height measurements on the model, with snapping to vertices and
 * edges and labels in the 3D view. Measuring starts with {@link MeasureExtension.start | start}
 * and ends after the number of points the kind needs (area: double click).
 *
 * @example
 * ```ts
 * import {createViewer, MeasureExtension, MeasureKind} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const measure = viewer.extensions.register(MeasureExtension, {unit: 'mm', snapPx: 10});
 * measure.events.on('measurementAdded', ({measurement}) => {
 *   console.log(`${measurement.value} ${measurement.unit}`);
 * });
 * measure.start(MeasureKind.Distance);
 * ```
 * @category Extensions
 */
export declare class MeasureExtension extends Extension {
  /**
   * @param viewer - The viewer.
   * @param options - Unit, snapping and precision.
   */
  constructor(viewer: Viewer, options?: MeasureOptions);
  /** Always `measure`. */
  readonly name: 'measure';
  /** Measurement events. */
  readonly events: EventEmitter<MeasureEvents>;
  /** Measurements made so far. */
  get measurements(): readonly Measurement[];

  /**
   * Starts a measurement; the next clicks place its points.
   *
   * @param kind - What to measure.
   */
  start(kind: MeasureKind): void;

  /** Abandons the measurement in progress. */
  cancel(): void;

  /**
   * Deletes one measurement. Fires `measurementRemoved`.
   *
   * @param id - Id of the measurement.
   */
  remove(id: string): void;

  /** Deletes all measurements. */
  clear(): void;
}
