'use client'

import { lazyComponent } from '@/components/ui/lazy-component'

/** The voice chat's Start card as its own chunk, loaded only by pages that render it (see lazy-lead-form.tsx). */
export const LazyVoiceChat = lazyComponent(() => import('./voice-chat').then((module) => module.VoiceChat))
