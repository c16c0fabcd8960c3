// Replaces theme-classic's client module that loads Prism in the browser:
// code is already highlighted in the HTML (plugins/code-highlight/rehypePrism.ts).
export {};
