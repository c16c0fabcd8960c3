/**
 * The one tslib helper the browser bundle uses (`@docusaurus/utils-common`
 * requires tslib from CommonJS, which pulls in all of tslib on every
 * page). Aliased for the client build only by plugin/tslibHelper.ts, which fails
 * the build when the package calls a helper this file lacks.
 */
interface Module {
  readonly __esModule?: boolean;
  readonly default?: unknown;
}

export function __importDefault(mod: unknown): Module {
  return mod && (mod as Module).__esModule ? (mod as Module) : {default: mod};
}
