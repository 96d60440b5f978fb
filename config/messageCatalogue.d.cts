/** The webpack loader of messageCatalogue.cjs: a catalogue's JSON in, its compiled ES module out. */
declare function messagesLoader(this: { resourcePath: string }, source: string): string;
declare namespace messagesLoader {
  /** One catalogue (key to ICU message) as an ES module's source, importing its helpers from `runtime`. */
  function compileCatalogue(messages: Record<string, string>, language: string, runtime: string, name?: string): string;
  /** Jest's moduleNameMapper entries sending each catalogue's import to its compiled module. */
  function jestCatalogueModules(): Record<string, string>;
}
export = messagesLoader;
