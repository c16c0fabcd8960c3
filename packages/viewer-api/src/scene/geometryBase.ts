import type {Box3} from './math';

/**
 * Base class of every geometry the scene draws: model meshes and the overlays a developer
 * adds, such as {@link ScreenLines} and {@link ScreenPoints}. Geometry owns GPU buffers;
 * call {@link GeometryBase.dispose | dispose} when it is no longer needed.
 *
 * @category Scene
 */
export declare abstract class GeometryBase {
  /** Unique id of the geometry within the viewer. */
  readonly id: string;
  /** What the geometry consists of. */
  abstract readonly kind: 'mesh' | 'lines' | 'points';
  /** Number of vertices in the GPU buffers. */
  get vertexCount(): number;
  /** Bounds of all vertices, in model space. */
  get bounds(): Box3;
  /** Whether the scene draws this geometry. */
  visible: boolean;
  /** Releases the GPU buffers. The geometry cannot be drawn afterwards. */
  dispose(): void;
}
