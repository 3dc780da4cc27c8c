import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: a deploy that only changes app code keeps these cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 25 },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|react-transition-group|react-remove-scroll|react-number-format)/, priority: 20 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 15 },
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
