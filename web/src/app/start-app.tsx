// Start-up (spec 1 sections 2 and 7): read /config.json (a failure is only logged), then render the router under
// the base path the file names, inside the providers. A signed-in screen's shell and area start loading at once
// (preloadFor), beside the session check.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadPublicConfig } from '#src/lib/public-config.ts';
import { Providers } from './providers.tsx';
import { AppRouter, preloadFor } from './router.tsx';

export async function startApp(container: HTMLElement): Promise<Root> {
  const root = createRoot(container);
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
  return root;
}
