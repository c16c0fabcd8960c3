import type {Viewer} from './viewer';

/**
 * Base class of viewer extensions: the built-in ones such as {@link MeasureExtension} and your own.
 * An extension is created by {@link ExtensionRegistry.register}, which passes the viewer and the
 * options; it is active from then on until {@link Extension.deactivate | deactivated}.
 *
 * @example
 * ```ts
 * import {Extension, createViewer, type Unsubscribe} from '@tessera/viewer';
 *
 * class ClickLogger extends Extension {
 *   readonly name = 'click-logger';
 *   private off: Unsubscribe | undefined;
 *   protected override onActivate(): void {
 *     this.off = this.viewer.events.on('elementClicked', ({pick}) => console.log(pick?.element));
 *   }
 *   protected override onDeactivate(): void {
 *     this.off?.();
 *   }
 * }
 *
 * const viewer = createViewer(document.body);
 * viewer.extensions.register(ClickLogger);
 * ```
 * @category Extensions
 */
export declare abstract class Extension {
  /**
   * @param viewer - The viewer the extension belongs to.
   */
  constructor(viewer: Viewer);
  /** The viewer the extension belongs to. */
  protected readonly viewer: Viewer;
  /** Unique name, used in logs and by {@link ExtensionRegistry.getByName}. */
  abstract readonly name: string;
  /** Whether the extension is active. */
  get active(): boolean;
  /** Activates the extension; does nothing when it is active. */
  activate(): void;
  /** Deactivates the extension; it keeps its state and can be activated again. */
  deactivate(): void;
  /** Called by {@link Extension.activate | activate}: subscribe to events, add UI. */
  protected onActivate(): void;
  /** Called by {@link Extension.deactivate | deactivate} and on dispose: undo what `onActivate` did. */
  protected onDeactivate(): void;
}

/**
 * Constructor of an extension class: the viewer first, then the extension's own arguments.
 *
 * @typeParam T - The extension class.
 * @typeParam A - Its extra constructor arguments, usually one options object.
 * @category Extensions
 */
export type ExtensionConstructor<T extends Extension, A extends readonly unknown[]> = new (
  viewer: Viewer,
  ...args: A
) => T;

/**
 * The extensions registered on a viewer. Reach it as {@link Viewer.extensions}. Each class is
 * registered at most once per viewer; its instance is found again by class.
 *
 * @example
 * ```ts
 * import {createViewer, MeasureExtension, OrbitControllerExtension} from '@tessera/viewer';
 *
 * const viewer = createViewer(document.body);
 * viewer.extensions.register(OrbitControllerExtension, {rotateSpeed: 0.8});
 * viewer.extensions.register(MeasureExtension, {unit: 'mm'});
 * const measure = viewer.extensions.get(MeasureExtension);
 * ```
 * @category Extensions
 */
export declare class ExtensionRegistry {
  /** The viewer creates it; applications reach it through the {@link Viewer}. */
  private constructor();
  /**
   * Creates, registers and activates an extension.
   *
   * @param ctor - The extension class.
   * @param args - Its constructor arguments after the viewer, type-checked against the class.
   * @returns The new instance.
   * @throws Error when the class is registered on this viewer already.
   */
  register<T extends Extension, A extends readonly unknown[]>(ctor: ExtensionConstructor<T, A>, ...args: A): T;

  /**
   * The registered instance of a class.
   *
   * @param ctor - The extension class.
   * @returns The instance, or `undefined` when the class is not registered.
   */
  get<T extends Extension>(ctor: abstract new (...args: never[]) => T): T | undefined;

  /**
   * A registered extension by its {@link Extension.name | name}.
   *
   * @param name - The extension's name.
   * @returns The instance, or `undefined`.
   */
  getByName(name: string): Extension | undefined;

  /**
   * Deactivates and removes an extension.
   *
   * @param ctor - The extension class.
   * @returns Whether an instance was registered.
   */
  unregister(ctor: abstract new (...args: never[]) => Extension): boolean;

  /** All registered extensions in registration order. */
  get all(): readonly Extension[];
}
