import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@mantine/tiptap/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installChunkReload } from '#client/lib/chunk-reload';
import { installErrorReporting } from '#client/lib/error-reporting';
import { registerProfilesWorker } from '#client/lib/profiles-worker';
import { startLocale } from '#client/lib/i18n';
import { clearPublicFlag } from '#client/lib/public-viewer';
import { installSessionSync } from '#client/lib/session-sync';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

// Start-up (spec §2): the 'pub' flag never survives an app start.
clearPublicFlag();
installChunkReload();
installErrorReporting();
installSessionSync();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const router = createAppRouter();

// After start-up: the background worker of /workers/profiles.js (spec §2, docs/decisions/066).
registerProfilesWorker();

// The last locale shown (else the browser's) is loaded before the first paint: no flash of English.
void startLocale().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
