import webpack, { type Compiler } from "webpack";

const NAME = "CompileHintsPlugin";

/**
 * V8's file-wide compile hint (Chromium 136 and later; to other browsers a comment): the functions of a file so marked
 * are compiled as the file streams in, on the streaming thread, instead of one by one on the main thread when first
 * called. A chunk of the app is downloaded because its modules are about to run: their factories all run on arrival,
 * and most of what they define (components, reducers, MUI's styled parts) runs in the first render.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Files below this size (minified) are left without it: compiling their functions when first called costs little, and
 * the hint's 25 bytes (gzip) in each of the twenty-odd files of a signed-in page would add up against its JS budget.
 */
export const COMPILE_HINT_MIN_BYTES = 20_000;

/**
 * Writes the compile hint at the top of every JavaScript file of the app of `COMPILE_HINT_MIN_BYTES` or more. After
 * minification (which would drop the comment) and before the source maps are written (which account for the added
 * line) and the files' names are hashed.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              const asset = compilation.getAsset(file);
              if (file.endsWith(".js") && asset && asset.source.size() >= COMPILE_HINT_MIN_BYTES)
                compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}
