import '@cabinet/shared/styles/tokens.css';

import { startTransition } from 'react';

// The core's steps only name its folders (evaluated later, each in a task of its own); the lazy
// helpers are bundled.
import { CORE_STEPS } from '@cabinet/shared/core-steps';
import { importInTasks, yieldToMain } from '@cabinet/shared/lazy';

/**
 * The start in stages, each in a task of its own: React, then the shared core (in steps), then the
 * start-up, then the app's modules, then the first render. Evaluated in one task they held a phone's
 * main thread for about 0.3 s (4× CPU); between stages the browser paints and answers input.
 * `webpackMode: "eager"` keeps every module in the chunks that are already loaded: an import here
 * only chooses when its modules are evaluated, and no request is added.
 */
async function start(): Promise<void> {
  // Not in the task that evaluated React's script (compiled in it), nor React's modules with the
  // root's 150 event listeners: three tasks under 50 ms at 4× CPU instead of one of 50–90 ms.
  await yieldToMain();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The shared core's stores and rules a few folders at a time, then the start-up's modules.
  await importInTasks([...CORE_STEPS, () => import(/* webpackMode: "eager" */ '@cabinet/shared')]);
  await yieldToMain();
  const { startApp, StartupFailed } = await import(/* webpackMode: "eager" */ './app/start-up');
  // The start-up's requests leave now; the app's modules are evaluated while they are on the way.
  const started = startApp().then(
    () => true,
    (error: unknown) => {
      console.error('The cabinet could not start', error);
      return false;
    },
  );
  await yieldToMain();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  if (!(await started)) {
    root.render(<StartupFailed />);
    return;
  }
  // A transition: React renders the first screen in slices and lets the browser paint and answer
  // input between them, instead of one long task (the page was blank until then anyway).
  startTransition(() => root.render(<App />));
}

void start();
