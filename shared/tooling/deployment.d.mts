// Types of deployment.mjs for the TypeScript that imports it (the e2e suite).
export function writeDeploymentFiles(options?: {
  env?: Record<string, string | undefined>;
  config?: Record<string, unknown>;
}): { remotes: Record<string, string>; config: Record<string, unknown> };

/** Writes the shell's HTML of the remotes' prerendered public pages; returns the files written. */
export function writePublicPages(shellDist?: string): string[];

/** The folder of the remote built in this workspace under a federation name (null: no such remote). */
export function workspaceRemoteDist(name: string): string | null;
