// Start-up: read /config.json (a failure is only logged), then render the router inside the providers.
// index.html preloads /config.json, so it arrives with this script instead of after it; a signed-in screen's
// shell and area start loading at once (preloadFor).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { reportClientErrors } from './app/report-errors.ts';
import { AppRouter, preloadFor } from './app/router.tsx';
import { loadPublicConfig } from './lib/public-config.ts';
import './index.css';

reportClientErrors();
const root = createRoot(document.getElementById('root')!);
const config = await loadPublicConfig();
const basename = config.routerBaseName || '/';
preloadFor(window.location.pathname.slice(basename.replace(/\/$/, '').length) || '/');

root.render(
  <StrictMode>
    <Providers>
      <AppRouter basename={basename} />
    </Providers>
  </StrictMode>,
);
