/**
 * Public API of **Tessera Viewer**, the WebGL library that shows Tessera models in a web page.
 * Start with {@link createViewer}; everything else hangs off the {@link Viewer} it returns.
 *
 * @categoryDescription Extensions
 * The extension mechanism and the built-in extensions: interaction modes, measuring, the orbit camera
 * controller, stored render settings and element visibility.
 * @categoryDescription Meta
 * The meta bucket of a model: its spatial tree, element names and properties, and the loading status.
 * @categoryDescription Render
 * The renderer: frames on demand, render settings, your own render passes and screenshots.
 * @categoryDescription Scene
 * The viewer itself, its events, the loaded models, their elements and geometry, and scene queries.
 * @categoryDescription Tools
 * Picking, clipping planes and the section box, property helpers and UI helpers.
 * @categoryDescription Labels
 * Text labels attached to elements, filled from properties.
 * @categoryDescription Lods
 * Levels of detail: the mesh simplifier.
 * @categoryDescription Monitor
 * Frame rate, draw calls, GPU memory and WebGL context loss.
 * @categoryDescription Screen Lines
 * Lines in model space drawn with a constant width in pixels.
 * @categoryDescription Screen Points
 * Markers in model space drawn with a constant size in pixels.
 * @categoryDescription Cube Control
 * The navigation cube in a corner of the canvas.
 * @groupDescription Classes
 * The viewer, its managers and tools, the extensions and the overlay geometry.
 * @groupDescription Enumerations
 * Fixed sets of values: element states, model status, modes and cube faces.
 * @groupDescription Interfaces
 * Options objects, event maps and the shapes of data the API returns.
 * @groupDescription Functions
 * Functions at the top level of the package.
 * @groupDescription Type Aliases
 * Callback signatures and small value types.
 * @groupDescription Variables
 * Constants exported by the package.
 * @groupDescription Namespaces
 * Groups of helpers exported under one name.
 * @packageDocumentation
 */

export {EventEmitter, type EventListener, type Unsubscribe} from './core/events';
export {Extension, ExtensionRegistry, type ExtensionConstructor} from './core/extension';
export {Viewer, createViewer, VIEWER_VERSION, type ViewerEvents, type ViewerOptions} from './core/viewer';

export {GeneralMode, GeneralModeExtension, type GeneralModeEvents} from './extensions/generalMode';
export {
  MeasureExtension,
  MeasureKind,
  type MeasureEvents,
  type MeasureOptions,
  type Measurement,
} from './extensions/measure';
export {OrbitControllerExtension, type OrbitControllerOptions} from './extensions/orbitController';
export {SettingsExtension} from './extensions/settings';
export {VisibilityExtension} from './extensions/visibility';

export {CubeControl, CubeFace, type CubeControlOptions} from './cube/cubeControl';

export {MetaManager} from './meta/metaManager';
export {MetaModel} from './meta/metaModel';
export {MetaNode, type MetaProperty, type PropertyValue} from './meta/metaNode';
export {ModelStatus} from './meta/modelStatus';
export type {MetaEvents} from './meta/metaEvents';

export {PropertyTools} from './tools/propertyTools';
export {ClippingTools, type ClippingEvents, type ClippingPlane} from './tools/clipping';
export {Picker, type PickResult} from './tools/picker';

export {RenderManager, RenderPass, type RenderPassContext} from './render/renderManager';
export {DEFAULT_RENDER_SETTINGS, type RenderSettingsState} from './render/renderSettings';
export type {RenderEvents} from './render/renderEvents';

export {LabelMap, LabelTools, type Label, type LabelStyle} from './labels/labels';
export {SimplifyModifier, type SimplifyOptions} from './lods/simplifyModifier';
export {GLMonitor, type GLMonitorEvents, type GLStats} from './monitor/glMonitor';
export {ScreenLines, ScreenLinesMaterial, type ScreenLinesMaterialOptions} from './screen/screenLines';
export {ScreenPoints, ScreenPointsMaterial, type ScreenPointsMaterialOptions} from './screen/screenPoints';

export {BoundsTreeComputeMode} from './scene/boundsTree';
export type {ElementVisitor, LoadProgress, LoadProgressCallback, ModelLoadedCallback} from './scene/callbacks';
export {ElementState, type ElementData, type ElementRef} from './scene/elements';
export {GeometryBase} from './scene/geometryBase';
export type {Box3, ColorValue, Vector3} from './scene/math';
export type {SceneEvents} from './scene/sceneEvents';
export {SceneManager, type LoadModelOptions, type ModelSource} from './scene/sceneManager';
export {SceneModel} from './scene/sceneModel';
export {SceneTools} from './scene/sceneTools';

/**
 * UI helpers: buttons, a toolbar and length formatting for applications built around the viewer.
 *
 * @category Tools
 */
export * as UI from './ui/helpers';
