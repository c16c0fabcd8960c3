// The named export plugin/registryLoader.cjs adds to Docusaurus's generated registry (browser bundle only).
declare module '@generated/registry' {
  /** Registry key → the shared chunk name its module was bundled under. */
  export const sharedChunkNames: Readonly<Record<string, string>>;
}
