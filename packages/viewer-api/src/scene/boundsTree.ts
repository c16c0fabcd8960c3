/**
 * When the scene builds the bounding-volume tree of a model, the structure that makes
 * picking, clipping and box queries fast on models with hundreds of thousands of elements.
 *
 * @category Scene
 */
export enum BoundsTreeComputeMode {
  /** Never build the tree; picking tests every element. Only for very small models. */
  None = 'none',
  /** Build the tree the first time a query needs it. The default. */
  Lazy = 'lazy',
  /** Build the tree while the model loads, before `modelLoaded` fires. */
  Eager = 'eager',
  /** Build the tree in a Web Worker after loading; queries fall back to a linear scan until it is ready. */
  Worker = 'worker',
}
