// App-wide providers: SWR reads through the one API client; i18n is initialised on import.
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ImageDownloadProvider } from '#src/features/imaging/image-download-provider.tsx';
import { apiGet } from '#src/lib/api.ts';
import '#src/i18n/index.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher: (key: string) => apiGet(key), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <ImageDownloadProvider>{children}</ImageDownloadProvider>
    </SWRConfig>
  );
}
