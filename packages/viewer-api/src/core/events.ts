/**
 * Function that removes the listener or resource it was returned for.
 * Calling it twice does nothing.
 *
 * @category Scene
 */
export type Unsubscribe = () => void;

/**
 * A listener of the event `K` of the event map `TEvents`: it receives that event's payload.
 *
 * @typeParam TEvents - Event map: event name to payload type.
 * @typeParam K - Name of the event.
 * @category Scene
 */
export type EventListener<TEvents, K extends keyof TEvents> = (payload: TEvents[K]) => void;

/**
 * Typed event emitter. Every manager and extension of the viewer exposes one as `events`;
 * the event names and payload types come from an event map such as {@link SceneEvents},
 * so a misspelt event name or a wrong payload field is a compile error.
 *
 * @typeParam TEvents - Event map: event name to payload type.
 * @example
 * ```ts
 * import {createViewer} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * const off = viewer.events.on('modelLoaded', ({model}) => {
 *   console.log(`${model.name}: ${model.elementCount} elements`);
 * });
 * off();
 * ```
 * @category Scene
 */
export declare class EventEmitter<TEvents extends object> {
  /** The viewer creates it; applications reach it through the {@link Viewer}. */
  private constructor();
  /**
   * Calls `listener` every time the event `name` fires.
   *
   * @param name - Event name, a key of the event map.
   * @param listener - Receives the event's payload.
   * @returns A function that removes the listener.
   */
  on<K extends keyof TEvents>(name: K, listener: EventListener<TEvents, K>): Unsubscribe;

  /**
   * Calls `listener` the next time the event `name` fires, then removes it.
   *
   * @param name - Event name, a key of the event map.
   * @param listener - Receives the event's payload.
   * @returns A function that removes the listener before it fired.
   */
  once<K extends keyof TEvents>(name: K, listener: EventListener<TEvents, K>): Unsubscribe;

  /**
   * Removes a listener added with {@link EventEmitter.on | on}.
   *
   * @param name - Event name the listener was added for.
   * @param listener - The same function that was passed to `on`.
   */
  off<K extends keyof TEvents>(name: K, listener: EventListener<TEvents, K>): void;

  /**
   * Resolves with the payload of the next `name` event.
   *
   * @param name - Event name, a key of the event map.
   * @returns The payload of the next event of that name.
   */
  next<K extends keyof TEvents>(name: K): Promise<TEvents[K]>;
}
