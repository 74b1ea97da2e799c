'use client'

import dynamic from 'next/dynamic'

/** The call-me form as its own chunk, loaded only by pages that render the section (see lazy-lead-form.tsx). */
export const LazyCallMeForm = dynamic(() => import('./call-me-form').then((module) => module.CallMeForm))
