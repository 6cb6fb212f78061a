import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The server serves the built files under /web/ and answers every other page path with index.html, so
 * assets must be referenced absolutely from /web/. `npm run dev -w @topoforge/web` proxies /cgi to a
 * server started with `npm run serve`.
 */
export default defineConfig({
  root: here('.'),
  base: '/web/',
  plugins: [react()],
  resolve: {
    alias: { '@topoforge/contract': here('../../packages/contract/src/index.ts') },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|@emotion|stylis)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/cgi': 'http://127.0.0.1:8080' },
  },
});
