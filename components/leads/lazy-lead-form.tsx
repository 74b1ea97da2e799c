'use client'

import { lazyComponent } from '@/components/ui/lazy-component'

/**
 * The lead form as its own async chunk. Imported from a Server Component, a client component joins
 * the first load of every page of that route (the catch-all renders every section type); loaded
 * here, only pages that render it load it.
 */
export const LazyLeadForm = lazyComponent(() => import('./lead-form').then((module) => module.LeadForm))
