// Start-up: read /config.json (a failure is only logged), then render the router inside the providers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { reportClientErrors } from './app/report-errors.ts';
import { createAppRouter } from './app/router.tsx';
import { loadPublicConfig } from './lib/public-config.ts';
import './index.css';

reportClientErrors();
const root = createRoot(document.getElementById('root')!);
root.render(<p className="p-8 text-center font-medium text-slate-600">LOADING</p>);

const config = await loadPublicConfig();
const router = createAppRouter(config.routerBaseName || '/');

root.render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
