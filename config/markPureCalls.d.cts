/** The webpack loader of markPureCalls.cjs: react-router's source in, the same source with its factories marked pure out. */
declare function markPureCalls(source: string): string;
export = markPureCalls;
