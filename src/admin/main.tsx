import '@fontsource/jost/400.css';
import '@fontsource/jost/500.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { BASENAME } from './site';

// Clean URLs under /chariot (react-admin alone would use a hash router). The router has no
// basename; <Admin basename> makes react-admin's own links absolute. A data router, so forms can
// warn about unsaved changes.
const router = createBrowserRouter([{ path: `${BASENAME}/*`, element: <App /> }]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
