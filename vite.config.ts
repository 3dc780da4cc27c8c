import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * What every signed-in page renders from Mantine (the `mantine` vendor group below): the core
 * packages and their helpers.
 */
const MANTINE_SHELL =
  /node_modules[\\/](@mantine[\\/](core|hooks|notifications|nprogress|modals)|@floating-ui|react-transition-group|react-remove-scroll|use-callback-ref|use-sidecar|detect-node-es|get-nonce|tslib|clsx)[\\/]/;

/**
 * Mantine components (and the hooks only they use) that neither first page (the specbooks list, a manage page) renders before a
 * user acts: only lazily loaded pages and dialogs use them, so they stay out of the `mantine`
 * group and load with those chunks (docs/decisions/048). A first page that starts using one
 * still works; it only loads one more chunk (bench/bundle-size.ts shows it).
 */
const MANTINE_LATER =
  /@mantine[\\/](core[\\/]esm[\\/]components[\\/](Combobox[\\/]use-pills-reorder|Autocomplete|ColorInput|ColorPicker|ColorSwatch|Grid|LoadingOverlay|NumberInput|Pagination|PasswordInput|Pill|PillsInput|Slider|Tabs|TagsInput|Textarea)|hooks[\\/]esm[\\/](use-move|use-pagination))[\\/]/;

/**
 * The SPA build: index.html at the repository root, output in dist/client (served by the API
 * server). In development /api is proxied to the API server on port 3000.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle-size.ts reads which chunks the first page loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: a deploy that only changes app code keeps these cached. Only
        // what every signed-in page needs is grouped; the heavy parts of Mantine (charts with
        // recharts, tiptap with prosemirror, dropzone, dates) stay out of these groups so that
        // they load with the lazy pages that use them (docs/decisions/044).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 25 },
            {
              name: 'mantine',
              test: (id: string) => MANTINE_SHELL.test(id) && !MANTINE_LATER.test(id),
              priority: 20,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]react-query|node_modules[\\/]@tanstack[\\/]query-core/, priority: 15 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
