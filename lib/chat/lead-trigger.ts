/**
 * An assistant reply that mentions email, name and company together asks for the
 * visitor's details, so the widget shows the lead form (unless a lead was already captured).
 */
export function asksForLeadDetails(reply: string): boolean {
  return /\bemail\b|\be-mail\b/i.test(reply) && /\bname\b/i.test(reply) && /\bcompany\b/i.test(reply)
}

/** A reply containing "book a call" gets a Book a Call button once a lead exists. */
export function offersToBookACall(reply: string): boolean {
  return /book a call/i.test(reply)
}
