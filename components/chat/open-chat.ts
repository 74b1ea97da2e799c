import { lazyDialog } from '@/components/ui/lazy-dialog'

/**
 * Opens Michael's chat from anywhere ('Talk to an AI Agent' in the navigation, the floating button
 * on /chat); ChatLauncher hosts it, and the widget's code loads on the first request.
 */
export const chatDialog = lazyDialog({ event: 'kestrel:open-chat', load: () => import('./chat-widget') })
