/** Every route of the site, in order. /trynow is the contact page under another address. */
export const ROUTES = [
  '/', '/home', '/agent-marketplace', '/agent-gpt-builder', '/agent-gpt', '/chat', '/agent-integrations', '/about',
  '/contact', '/contact2', '/trynow', '/pricing', '/blog', '/news', '/demo', '/products', '/careers', '/launch',
  '/thank-you', '/demos', '/privacy-statement', '/terms-of-service', '/subscription-terms', '/ai-receptionist',
  '/voice-chat', '/email-agent', '/text-agent', '/real-estate', '/getvirtual-se', '/outbound-ai', '/ai-agency',
  '/mercedes-dealer', '/room-service', '/retail-services',
]
