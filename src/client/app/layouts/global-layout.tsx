import { ModalsProvider } from '@mantine/modals';
import { Outlet, ScrollRestoration } from 'react-router';
import { modalRegistry } from '../modal-registry';
import { RouterProgress } from './router-progress';

/**
 * The global layout wraps every route: it hosts the named modals (create-spec, create-specbook,
 * select-specbook, data-request, support-request) and the page-load progress bar.
 */
export function GlobalLayout() {
  return (
    <ModalsProvider modals={modalRegistry} modalProps={{ centered: true, radius: 'md', padding: 'lg' }}>
      <RouterProgress />
      <ScrollRestoration />
      <Outlet />
    </ModalsProvider>
  );
}
