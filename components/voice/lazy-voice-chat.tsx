'use client'

import dynamic from 'next/dynamic'

/** The voice chat's Start card as its own chunk, loaded only by pages that render it (see lazy-lead-form.tsx). */
export const LazyVoiceChat = dynamic(() => import('./voice-chat').then((module) => module.VoiceChat))
