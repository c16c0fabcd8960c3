/**
 * Loading status of a model's geometry ({@link SceneModel.status}) or meta data ({@link MetaModel.status}).
 *
 * @category Meta
 */
export enum ModelStatus {
  /** Requested, waiting for a free connection. */
  Queued = 'queued',
  /** Buckets are being read. */
  Loading = 'loading',
  /** Ready to use. */
  Loaded = 'loaded',
  /** Loading failed; the `modelFailed` or `metaFailed` event carried the error. */
  Failed = 'failed',
  /** The model was unloaded; references to it are stale. */
  Unloaded = 'unloaded',
}
