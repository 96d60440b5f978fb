/** A font file bundled as an asset: importing it gives its URL. */
declare module "*.woff" {
  const url: string;
  export default url;
}

/** A WebAssembly file bundled as an asset: importing it gives its URL. */
declare module "*.wasm" {
  const url: string;
  export default url;
}
