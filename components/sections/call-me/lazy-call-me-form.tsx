'use client'

import { lazyComponent } from '@/components/ui/lazy-component'

/** The call-me form as its own chunk, loaded only by pages that render the section (see lazy-lead-form.tsx). */
export const LazyCallMeForm = lazyComponent(() => import('./call-me-form').then((module) => module.CallMeForm))
