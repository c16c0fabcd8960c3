import type {EventEmitter} from '../core/events';
import type {Viewer} from '../core/viewer';

/**
 * Renderer statistics over the last sampling interval.
 *
 * @category Monitor
 */
export interface GLStats {
  /** Frames drawn per second. */
  readonly fps: number;
  /** Mean time to draw a frame on the CPU side, in milliseconds. */
  readonly frameTimeMs: number;
  /** Draw calls in the last frame. */
  readonly drawCalls: number;
  /** Triangles in the last frame. */
  readonly triangles: number;
  /** GPU memory held by buffers and textures, in bytes (an estimate). */
  readonly gpuMemoryBytes: number;
}

/**
 * Events of the {@link GLMonitor}.
 *
 * @category Monitor
 */
export interface GLMonitorEvents {
  /** New statistics, once per sampling interval. */
  stats: {
    /** The statistics. */
    readonly stats: GLStats;
  };
  /** GPU memory passed the warning limit; unload models or lower the pixel ratio. */
  memoryWarning: {
    /** GPU memory in use, in bytes. */
    readonly usedBytes: number;
    /** The configured limit, in bytes. */
    readonly limitBytes: number;
  };
  /** The browser took the WebGL context away (e.g. the GPU was reset). */
  contextLost: Record<string, never>;
  /** The context came back and the scene was uploaded again. */
  contextRestored: Record<string, never>;
}

/**
 * Samples the renderer's frame rate, draw calls and GPU memory, and reports WebGL context loss.
 *
 * @example
 * ```ts
 * import {createViewer, GLMonitor} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const monitor = new GLMonitor(viewer, {intervalMs: 1000, memoryLimitBytes: 1_500_000_000});
 * monitor.events.on('stats', ({stats}) => console.log(`${stats.fps.toFixed(0)} fps`));
 * monitor.start();
 * ```
 * @category Monitor
 */
export declare class GLMonitor {
  /**
   * @param viewer - The viewer to watch.
   * @param options - Sampling interval (default 1000 ms) and memory warning limit (default 1 GB).
   */
  constructor(viewer: Viewer, options?: {readonly intervalMs?: number; readonly memoryLimitBytes?: number});
  /** Monitor events. */
  readonly events: EventEmitter<GLMonitorEvents>;
  /** Latest statistics; zeros before the first sample. */
  get current(): GLStats;
  /** Starts sampling. */
  start(): void;
  /** Stops sampling; context loss is still reported. */
  stop(): void;
}
