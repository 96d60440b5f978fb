import type { ChildProcess } from "node:child_process";

export function freePort(): Promise<number>;
export function portIsFree(port: number): Promise<boolean>;

export interface StartOptions {
  label: string;
  args: string[];
  command?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  output?: "inherit" | "ignore" | ((line: string, stream: "stdout" | "stderr") => void);
  stopSignal?: NodeJS.Signals;
}

export interface Started {
  label: string;
  child: ChildProcess;
  recentOutput(): string;
  waitFor(url: string, options?: { timeoutMs?: number; cancelled?: () => boolean }): Promise<void>;
  stop(graceMs?: number): Promise<void>;
}

export function startProcess(options: StartOptions): Started;
