import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { createCabinetRouter } from './router/router';

/** The whole cabinet once start-up has succeeded. */
export function App() {
  const [router] = useState(createCabinetRouter);
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
