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
  // Ketcher's libraries read Node's `global`, and the `util` polyfill it brings reads NODE_DEBUG.
  define: { global: 'globalThis', 'process.env.NODE_DEBUG': 'false' },
  // Ketcher's Indigo worker is an ES module with top-level await, so workers are bundled as ES modules.
  worker: { format: 'es' },
  // Pre-bundling would move ketcher-standalone away from its worker and .wasm files, which it finds with
  // `new URL(…, import.meta.url)`; the dev server serves it as is.
  // ketcher-core is pre-bundled on its own so that ketcher-standalone's import of it gets the same copy as
  // ketcher-react's (one Ketcher registry); Babel's regenerator, which it also imports, is CommonJS.
  optimizeDeps: {
    exclude: ['ketcher-standalone'],
    include: ['ketcher-core', 'ketcher-react', '@babel/runtime/regenerator'],
  },
  resolve: {
    alias: {
      '@topoforge/contract': here('../../packages/contract/src/index.ts'),
      '@topoforge/chem': here('../../packages/chem/src/index.ts'),
    },
    // npm hoists React 18 to the workspace root (a dependency of some library asks for it) and keeps our
    // React 19 in apps/web/node_modules; libraries resolving from the root (antd, dnd-kit, Ketcher) would
    // otherwise load a second React and break hooks. One React for everything: the one in apps/web.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    // Only the lazily loaded viewer (NGL, 1.3 MB) and sketcher (Ketcher, 8.4 MB) chunks pass 500 kB; no page
    // loads them before it needs them (a browser test checks the home page), so the warning says nothing.
    chunkSizeWarningLimit: 9000,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases. The
        // eager groups take only modules the entry loads statically ('$initial'), and they come first, so
        // what the home page shares with the lazy parts (Vite's preload helper, Babel helpers) stays in
        // them. NGL and Ketcher then get groups of their own, which only the lazily loaded viewer and
        // sketcher chunks import; each group also takes its library's own dependencies (NGL's three.js
        // is the copy under ngl/; the root three.js belongs to Ketcher's miew).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'] },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|@emotion|stylis)[\\/]/,
              tags: ['$initial'],
            },
            // zod's eval switch goes with zod, so it is set before any chunk builds a schema (the contract
            // can land in a shared chunk that the entry imports, evaluated before the entry's own code).
            {
              name: 'vendor',
              test: /node_modules[\\/]|vite[\\/]preload-helper|src[\\/]app[\\/]zod-without-eval/,
              tags: ['$initial'],
            },
            { name: 'ngl', test: /node_modules[\\/](ngl|chroma-js|signals|sprintf-js)[\\/]/ },
            {
              name: 'ketcher',
              test: /node_modules[\\/](ketcher-core|ketcher-react|ketcher-standalone)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/cgi': 'http://127.0.0.1:8080' },
  },
});
