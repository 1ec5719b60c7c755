import type { Page } from '@playwright/test';

/**
 * Holds the shell's main script until the returned function is called: what shows meanwhile is what
 * the HTML alone paints, before any of the cabinet's code has run.
 */
export async function holdShellScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/:8080\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens a page without waiting for its scripts (main.js is deferred: no DOMContentLoaded before it). */
export async function openWithoutScripts(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.getElementById('root') !== null);
}

/** Whether the page's static copy is what shows (the inline script marked `<html>` for it). */
export const copyShown = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-prerendered'));
