import { PageView, pageMetadata } from '../page-view'

/**
 * /trynow is the contact page under another address ("Get Started"), canonical at /contact. A route
 * of its own, not a rewrite: Next's client router predicts a URL's route from the ones it has seen,
 * and /trynow predicted as the catch-all [...slug] with slug "trynow" while the server answered for
 * "contact". On a page rendered at run time (any 404) the prefetch of that link never settled and
 * was re-sent about 70 times a second for as long as the tab stayed open. A static sibling is never
 * predicted through the catch-all.
 */
export const generateMetadata = () => pageMetadata('contact')

export default function TryNowPage() {
  return <PageView slug="contact" />
}
