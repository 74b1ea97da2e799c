/// <reference lib="webworker" />
/**
 * The site's service worker, bundled by scripts/build-service-worker.ts after `next build` and
 * served at /service-worker.js. Offline, a page this device has seen opens from its cache and any
 * other page gets the offline page; online, every page still comes from the network first.
 *
 * Updates are deliberately unhurried: a new deploy's worker installs (precaching the new shell)
 * but waits until no tab runs the old one, so an open page never has its files swapped under it.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  type PrecacheEntry,
  Serwist,
  type SerwistPlugin,
  StaleWhileRevalidate,
} from 'serwist'
import {
  buildFilesOf,
  isBuildAsset,
  isPageRequest,
  isSiteImage,
  mayKeepOffline,
  OFFLINE_PATH,
} from '../lib/offline/rules'

/** Replaced at bundle time with the app shell (lib/offline/precache.ts). */
declare const __APP_SHELL__: PrecacheEntry[]

const DAY = 24 * 60 * 60

/** Keeps only what lib/offline/rules.ts allows: never a draft preview or a private answer. */
const keepOnlyPublicAnswers: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeepOffline(response) ? response : null),
}

/**
 * A kept page keeps the build files it names (through the build-files route below), so offline
 * it runs, lazy sections included, instead of failing to load a chunk and showing its error page.
 */
const keepPageFiles: SerwistPlugin = {
  cacheDidUpdate: async ({ newResponse, event }) => {
    const files = buildFilesOf(await newResponse.text())
    await Promise.all(files.map((file) => serwist.handleRequest({ request: new Request(file), event })))
  },
}

const serwist: Serwist = new Serwist({
  precacheEntries: __APP_SHELL__,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  // The first install takes charge of the open page at once, so the visit that installed it is
  // kept; later versions only activate once the old one's tabs are gone (see above).
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => isPageRequest(request, url, sameOrigin),
      handler: new NetworkFirst({
        cacheName: 'pages',
        // A connection that hangs (a train tunnel) is treated as gone after this long.
        networkTimeoutSeconds: 4,
        plugins: [
          keepOnlyPublicAnswers,
          keepPageFiles,
          new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY }),
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => isBuildAsset(url, sameOrigin),
      handler: new CacheFirst({
        cacheName: 'build-assets',
        plugins: [keepOnlyPublicAnswers, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      matcher: ({ request, url, sameOrigin }) => isSiteImage(request, url, sameOrigin),
      handler: new StaleWhileRevalidate({
        cacheName: 'images',
        plugins: [keepOnlyPublicAnswers, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === 'document' }],
  },
})

serwist.addEventListeners()
