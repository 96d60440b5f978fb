/** A script or style file of the app (a chunk) that could not be downloaded: offline, or replaced by a newer version. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === "ChunkLoadError" || /loading (css )?chunk|dynamically imported module|import/i.test(error.message))
  );
}
