import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/** Emits a JSON asset (e.g. a remote's `routes.json`) beside the build's other files. */
export class EmitJsonPlugin implements RspackPluginInstance {
  constructor(
    private readonly filename: string,
    private readonly data: unknown,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(this.data, null, 2)}\n`;
          compilation.emitAsset(this.filename, new rspack.sources.RawSource(json));
        },
      );
    });
  }
}
