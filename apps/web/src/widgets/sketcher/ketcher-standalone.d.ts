/**
 * ketcher-standalone 3.12 exports its WebAssembly builds without types; the classes are the same as those
 * of the package root, whose declarations we reuse.
 */
declare module 'ketcher-standalone/dist/binaryWasmNoRender' {
  export { StandaloneStructServiceProvider } from 'ketcher-standalone';
}
