import { StrictMode } from 'react';

import { BrowserRouter } from '@cabinet/shared/router';

import { CabinetRoutes } from './router/router';

/** The whole cabinet once start-up has succeeded: history mode, base / (§2). */
export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <CabinetRoutes />
      </BrowserRouter>
    </StrictMode>
  );
}
