/** Who a build is: `metaData.buildInfo` of its mf-manifest.json (decision 0013). */
export interface BuildInfo {
  buildName?: string;
  buildVersion?: string;
  /** Absent in builds made before the build identity. */
  commit?: string;
  sharedVersion?: string;
}

/**
 * The build of each remote loaded on this page, by remote name (undefined: its manifest names
 * none), so error reports and "about" can say which versions a user ran. The shell's loader writes
 * into it as manifests arrive; a plain object, because the first load pays for every byte here.
 */
export const loadedBuilds: Record<string, BuildInfo | undefined> = {};
