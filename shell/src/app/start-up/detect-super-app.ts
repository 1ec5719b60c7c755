import type { RuntimeConfig } from '@cabinet/shared';

/**
 * The cabinet is inside the partner super-app when one is configured and either its bridge object
 * is present or the page is framed by the super-app's origin.
 */
export function detectSuperApp(config: RuntimeConfig, target: Window = window): boolean {
  if (!config.superAppOrigin) return false;
  if ('SuperAppBridge' in target) return true;
  try {
    return target.parent !== target && target.document.referrer.startsWith(config.superAppOrigin);
  } catch {
    return false;
  }
}
