import type { Limit, Pattern } from './judge'

/** How many products and prices a development-set reply may name (dev-cases.ts, dev-cases-more.ts). */

const PRODUCTS: readonly Pattern[] = [
  /voice chat/i,
  /receptionist/i,
  /email agent/i,
  /(sms|text)[- ]?(text )?agent/i,
  /workflow agent/i,
  /virtual se\b/i,
  /outbound ?ai/i,
]
/** A question about one product is answered about it (a companion agent may be named). */
export const aboutOne: Limit = { max: 2, of: PRODUCTS, what: 'products' }
/** A recommendation names a few agents, not the catalogue. */
export const aFew: Limit = { max: 3, of: PRODUCTS, what: 'products' }

const PRICES: readonly Pattern[] = ['$297', '$697', '$1,497', '$499', '$1,500', '$2,970', '$6,970', '$14,970']
export const fewPrices: Limit = { max: 3, of: PRICES, what: 'prices' }
