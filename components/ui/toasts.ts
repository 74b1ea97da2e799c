'use client'

type Sonner = typeof import('sonner')
type MountToaster = (sonner: Sonner) => Promise<void>

let mountToaster: MountToaster | null = null
let loading: Promise<Sonner> | null = null

/** SiteToaster hands over how to mount sonner's Toaster; toasts wait for it (sonner drops toasts made before). */
export function registerToaster(mount: MountToaster) {
  mountToaster = mount
}

/**
 * Fetches sonner and mounts its Toaster, once. Not part of the first load, nor fetched right after
 * it (a long task in the middle of a page's start-up): on the visitor's first interaction, or
 * when the first toast is due, whichever comes first.
 */
export function loadToaster(): Promise<Sonner> {
  loading ??= import('sonner').then(async (sonner) => {
    await mountToaster?.(sonner)
    return sonner
  })
  return loading
}

export type Toast = { kind: 'error' | 'success'; title: string; description: string }
type ToastHost = (toast: Toast) => void

let host: ToastHost | null = null

/**
 * While a dialog that hosts toasts is open (Michael's chat), toasts show inside it rather than
 * over it: a toast drawn over a modal would cover its controls, and a screen reader may not
 * announce what lies outside a modal. Returns the function that hands toasts back to the page.
 */
export function hostToasts(next: ToastHost) {
  host = next
  return () => {
    if (host === next) host = null
  }
}

/** A toast: a title and a description, as an error or a success. */
export function showToast(kind: Toast['kind'], title: string, description: string) {
  if (host) return host({ kind, title, description })
  loadToaster().then(
    ({ toast }) => toast[kind](title, { description }),
    () => undefined,
  )
}
