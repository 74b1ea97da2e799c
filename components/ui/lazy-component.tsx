import { type ComponentType, lazy } from 'react'

/**
 * A client component as its own async chunk, loaded where it renders: React's lazy(), as
 * next/dynamic does it, whose runtime (about 1 KiB gzip) rode in the first load of every page of
 * the routes that used it (docs/benchmarks.md). No Suspense boundary of its own, as next/dynamic
 * has none: the server waits for the chunk and writes the component into the page's HTML in its
 * place (with a boundary of its own, it is streamed after the page in a hidden element and
 * revealed by a script: a form that a visitor without JavaScript never sees). In the browser,
 * hydration waits for the chunk, which the browser asks for when hydration reaches the
 * component (next/dynamic preloaded it from the HTML). No HTML names the chunk, so a page kept
 * for offline use keeps what it loaded (components/layout/offline-support.tsx).
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }))
  function LazyComponent(props: Props) {
    return <Lazy {...props} />
  }
  return LazyComponent
}
