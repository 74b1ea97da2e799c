import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A client component as its own async chunk, loaded where it renders: React's lazy() in a
 * Suspense boundary. The server renders it into the HTML (the server waits for the chunk), and the
 * browser hydrates that HTML once the chunk has arrived. next/dynamic did the same, but its
 * runtime (about 1 KiB gzip) rode in the first load of every page of the routes that used it
 * (docs/architecture.md, "Lazy client components").
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }))
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return LazyComponent
}
