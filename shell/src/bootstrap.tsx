import '@cabinet/shared/styles/tokens.css';

import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { StartupFailed, startApp } from './app/start-up';

const root = createRoot(document.getElementById('root') as HTMLElement);

startApp().then(
  () => root.render(<App />),
  (error: unknown) => {
    console.error('The cabinet could not start', error);
    root.render(<StartupFailed />);
  },
);
