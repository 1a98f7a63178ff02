// One Vite config builds both sides:
// - `vite build`        -> dist/client: the browser bundle (hashed assets + manifest the server reads).
// - `vite build --ssr`  -> dist/server: the Node entry points (web server, embedded upstream, seed) and the
//                          React SSR entry, so Linaria's zero-runtime styles compile identically on both sides.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';

const serverEntries = {
  main: 'src/server/main.ts',
  'upstream-main': 'src/services/standalone.ts',
  seed: 'src/services/seed/cli.ts',
  'entry-server': 'src/client/entry-server.tsx',
};

export default defineConfig(({ isSsrBuild }) => ({
  publicDir: 'src/client/public',
  resolve: {
    // React 19 has useSyncExternalStore; the shim wouter imports for React 17 need not ship.
    alias: [
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/client/react/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    // wyw must run before the React plugin so it sees the original TSX.
    wyw({
      include: ['src/client/**/*.{ts,tsx}'],
      babelOptions: { presets: ['@babel/preset-typescript', '@babel/preset-react'] },
    }),
    react(),
  ],
  build: isSsrBuild
    ? {
        ssr: true,
        copyPublicDir: false,
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rollupOptions: { input: serverEntries, output: { entryFileNames: '[name].js', format: 'es' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        rollupOptions: {
          input: 'src/client/entry-client.tsx',
          // tRPC's packages declare no `sideEffects`, so the links the browser never uses (WebSocket,
          // local, streaming) would ship; their modules only define things.
          treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@trpc[\\/]/, sideEffects: false }] },
          output: {
            codeSplitting: {
              // Everything the entry imports statically (React, the data layer, the shell) in one chunk
              // beside the tiny entry, instead of one small chunk per module the pages share with it.
              groups: [{ name: 'shell', tags: ['$initial'] }],
            },
          },
        },
      },
}));
