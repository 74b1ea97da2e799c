'use client'

import dynamic from 'next/dynamic'

/**
 * The lead form as its own async chunk. Imported from a Server Component, even through
 * next/dynamic, a client component joins the first load of every page of that route (the
 * catch-all renders every section type); imported here, only pages that render it load it.
 */
export const LazyLeadForm = dynamic(() => import('./lead-form').then((module) => module.LeadForm))
