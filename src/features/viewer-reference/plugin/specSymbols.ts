/**
 * What the old site's viewer API reference documented, and the page each
 * item must have in the generated reference (paths relative to the reference
 * folder, without `.md`). src/features/viewer-reference/viewerReference.test.ts fails when one
 * of these pages is missing after a generation.
 */

export interface SpecItem {
  /** The old reference's own words for it. */
  readonly spec: string;
  /** Reference pages that document it. */
  readonly pages: readonly string[];
}

export const SPEC_SYMBOLS: readonly SpecItem[] = [
  {spec: 'extension classes: general mode', pages: ['classes/GeneralModeExtension', 'enumerations/GeneralMode']},
  {spec: 'extension classes: measure', pages: ['classes/MeasureExtension']},
  {
    spec: 'extension classes: orbit controller and options',
    pages: ['classes/OrbitControllerExtension', 'interfaces/OrbitControllerOptions'],
  },
  {
    spec: 'extension classes: settings and render settings state',
    pages: ['classes/SettingsExtension', 'interfaces/RenderSettingsState'],
  },
  {spec: 'extension classes: visibility', pages: ['classes/VisibilityExtension']},
  {spec: 'cube control', pages: ['classes/CubeControl']},
  {spec: 'meta events', pages: ['interfaces/MetaEvents']},
  {
    spec: 'meta manager node and model classes',
    pages: ['classes/MetaManager', 'classes/MetaNode', 'classes/MetaModel'],
  },
  {spec: 'model status enumeration', pages: ['enumerations/ModelStatus']},
  {spec: 'property tools', pages: ['classes/PropertyTools']},
  {spec: 'clipping events and tools', pages: ['interfaces/ClippingEvents', 'classes/ClippingTools']},
  {spec: 'picker', pages: ['classes/Picker']},
  {spec: 'render events', pages: ['interfaces/RenderEvents']},
  {spec: 'render manager classes', pages: ['classes/RenderManager', 'classes/RenderPass']},
  {spec: 'label maps and tools', pages: ['classes/LabelMap', 'classes/LabelTools']},
  {spec: 'simplify modifier', pages: ['classes/SimplifyModifier']},
  {spec: 'GL monitor events', pages: ['interfaces/GLMonitorEvents']},
  {spec: 'screen lines with materials', pages: ['classes/ScreenLines', 'classes/ScreenLinesMaterial']},
  {spec: 'screen points with materials', pages: ['classes/ScreenPoints', 'classes/ScreenPointsMaterial']},
  {spec: 'element data and element state enumerations', pages: ['interfaces/ElementData', 'enumerations/ElementState']},
  {spec: 'geometry base', pages: ['classes/GeometryBase']},
  {spec: 'scene events', pages: ['interfaces/SceneEvents']},
  {spec: 'scene manager', pages: ['classes/SceneManager']},
  {spec: 'scene model', pages: ['classes/SceneModel']},
  {spec: 'scene tools', pages: ['classes/SceneTools']},
  {spec: 'bounds tree compute mode', pages: ['enumerations/BoundsTreeComputeMode']},
  {
    spec: 'UI helper functions and interfaces',
    pages: ['namespaces/UI/index', 'namespaces/UI/functions/createButton', 'namespaces/UI/interfaces/ButtonOptions'],
  },
  {
    spec: 'scene callback type aliases',
    pages: ['type-aliases/ElementVisitor', 'type-aliases/LoadProgressCallback', 'type-aliases/ModelLoadedCallback'],
  },
];

/** The old reference's index page of each group, with our page of each. */
export const SPEC_GROUPS: readonly {readonly title: string; readonly page: string}[] = [
  {title: 'Classes', page: 'classes/index'},
  {title: 'Enumerations', page: 'enumerations/index'},
  {title: 'Interfaces', page: 'interfaces/index'},
  {title: 'Functions', page: 'functions/index'},
  {title: 'Type Aliases', page: 'type-aliases/index'},
  {title: 'Variables', page: 'variables/index'},
  {title: 'Namespaces', page: 'namespaces/index'},
  {title: 'Extensions', page: 'extensions'},
  {title: 'Meta', page: 'meta'},
  {title: 'Render', page: 'render'},
  {title: 'Scene', page: 'scene'},
  {title: 'Tools', page: 'tools'},
  {title: 'Labels', page: 'labels'},
  {title: 'Lods', page: 'lods'},
  {title: 'Monitor', page: 'monitor'},
  {title: 'Screen Lines', page: 'screen-lines'},
  {title: 'Screen Points', page: 'screen-points'},
  {title: 'Cube Control', page: 'cube-control'},
];
