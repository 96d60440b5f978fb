export interface StaticServer {
  url: string;
  /** Serves another build from now on, on the same origin. */
  setRoot(root: string): void;
  close(): Promise<void>;
}

export function startStaticServer(root: string, port?: number): Promise<StaticServer>;

/** `npm run preview`: serves a build folder until Ctrl-C. */
export function servePreview(folder?: string): Promise<void>;
