import '@cabinet/shared/styles/tokens.css';

import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { StartupFailed, startApp } from './app/start-up';

const root = createRoot(document.getElementById('root') as HTMLElement);

startApp().then(
  // A transition: React renders the first screen in slices and lets the browser paint and answer
  // input between them, instead of one long task (the page was blank until then anyway).
  () => startTransition(() => root.render(<App />)),
  (error: unknown) => {
    console.error('The cabinet could not start', error);
    root.render(<StartupFailed />);
  },
);
