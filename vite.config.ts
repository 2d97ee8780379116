// Build, dev server and unit/integration test configuration.
// The service worker precaches the app shell only; model and WASM files under /vendor/ (added by
// the image analysis) are cached at run time on first use, so installing the app stays small.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';

const SERVER_ORIGIN = `http://127.0.0.1:${process.env.PORT ?? '8787'}`;

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Digital Footprint Analyzer',
        short_name: 'Footprint',
        description:
          'Scan your social media presence across platforms and discover privacy risks before bad actors do.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0f1420',
        theme_color: '#2c5ee8',
        // A photo or a draft shared from another app opens the Redaction Helper
        // (public/share-target-sw.js keeps it on the device for the helper to read).
        share_target: {
          action: '/share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: {
            title: 'title',
            text: 'text',
            url: 'url',
            files: [{ name: 'media', accept: ['image/*', 'text/plain'] }],
          },
        },
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        globIgnores: ['vendor/**'],
        importScripts: ['/share-target-sw.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/auth(\/|$|\?)/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Models, WASM and OCR data: large, versioned by package, fetched lazily.
            urlPattern: ({ url }) => url.pathname.startsWith('/vendor/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'footprint-vendor',
              expiration: { maxEntries: 64 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  worker: {
    format: 'es',
  },
  server: {
    proxy: {
      '/api': { target: SERVER_ORIGIN, ws: true },
      '/auth': { target: SERVER_ORIGIN },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**', 'e2e/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['server/**/*.integration.test.ts', 'src/**/*.integration.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The AWS SDK's notice that its 2027 releases will need a newer Node: true, and said once
          // in the README, not in every test file's output.
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
          // Each file starts its own server and database; two cores run two at a time.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
