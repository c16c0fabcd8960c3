// Replaces theme-classic's client module that loads Prism in the browser:
// code is already highlighted in the HTML (src/features/code-highlight/plugin/rehypePrism.ts).
export {};
