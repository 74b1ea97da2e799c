import type { EvalCase, EvalPattern, EvalTurn, Expectation, Limit, Pattern } from '../judge'

/**
 * What the evaluation set's cases share: the facts of the seed content as patterns (prices, plan
 * and product names) and the kinds of answer that are judged by meaning (an honest non-answer, the
 * off-topic refusal, the AI disclosure). Frozen with the cases (tests/eval/cases.ts).
 */

/**
 * Unless a turn says otherwise, a reply names at most three of the seven products and four of the
 * site's prices: a question about one thing is not answered with the catalogue.
 */
const focused = (turn: EvalTurn): EvalTurn => {
  const own = turn.atMost === undefined ? [] : 'max' in turn.atMost ? [turn.atMost] : [...turn.atMost]
  const defaults = [products(3), prices(4)].filter((d) => !own.some((l) => l.what === d.what))
  return { ...turn, atMost: [...own, ...defaults] }
}

/** One case of one turn. */
export const ask = (id: string, pattern: EvalPattern, about: string, turn: EvalTurn): EvalCase => ({
  id,
  pattern,
  about,
  turns: [focused(turn)],
})

/** One case of several turns. */
export const talk = (id: string, pattern: EvalPattern, about: string, turns: EvalTurn[]): EvalCase => ({
  id,
  pattern,
  about,
  turns: turns.map(focused),
})

// Prices, exactly as the pricing page and the Subscription Terms state them.
export const STARTER = /\$297\b/
export const GROWTH = /\$697\b/
export const SCALE = /\$1,?497\b/
export const STARTER_YEAR = /\$2,?970\b/
export const GROWTH_YEAR = /\$6,?970\b/
export const SCALE_YEAR = /\$14,?970\b/
export const GROWTH_SETUP = /\$499\b/
export const SCALE_SETUP = /\$1,?500\b/
export const ALL_PRICES: Pattern[] = [
  STARTER,
  GROWTH,
  SCALE,
  STARTER_YEAR,
  GROWTH_YEAR,
  SCALE_YEAR,
  GROWTH_SETUP,
  SCALE_SETUP,
  /\$0?\.15\b/,
  /\$0?\.03\b/,
  /\$3,?500\b/,
]
/** A price the site never states for anything (any dollar amount but its own). */
export const INVENTED_PRICE =
  /\$(?!297\b|697\b|1,?497\b|2,?970\b|6,?970\b|14,?970\b|499\b|1,?500\b|0?\.15\b|0?\.03\b|3,?500\b)\d/

// The seven products, by the names a reply would use.
export const VOICE_CHAT = /\bvoice chat\b/i
export const RECEPTIONIST = /\breceptionist\b/i
export const EMAIL_AGENT = /\bemail agent\b/i
export const SMS_AGENT = /\b(?:SMS(?:-Text)?|text(?:ing)?) agent\b/i
export const WORKFLOW_AGENT = /\bworkflow agent\b/i
export const VIRTUAL_SE = /\bvirtual SE\b/i
export const OUTBOUND = /\boutbound ?AI\b/i
export const PRODUCTS: Pattern[] = [
  VOICE_CHAT,
  RECEPTIONIST,
  EMAIL_AGENT,
  SMS_AGENT,
  WORKFLOW_AGENT,
  VIRTUAL_SE,
  OUTBOUND,
]

/** A question about one thing names at most `max` of the seven products. */
export const products = (max: number): Limit => ({ max, of: PRODUCTS, what: 'products' })
/** A question about one price states at most `max` of the site's prices. */
export const prices = (max: number): Limit => ({ max, of: ALL_PRICES, what: 'prices' })

/** An honest non-answer: he does not have the detail, or the team will confirm it. */
export const HONEST: Pattern[] = [
  /\b(?:don'?t|do not|doesn'?t|does not) (?:have|know|list|see|mention|say|cover|show|name)\b/i,
  /\b(?:not|isn'?t|aren'?t) (?:sure|certain|something I|a detail I|listed|covered|mentioned|stated|named)\b/i,
  /\b(?:can'?t|cannot|can not) (?:confirm|say|promise|tell|speak to|answer)\b/i,
  /\b(?:team|we|someone|a person|they|specialists?)\b[^.?!]{0,60}\b(?:confirm|check|verify|look into|find out)\b/i,
  /\bconfirm\b[^.?!]{0,60}\b(?:call|consultation)\b/i,
  /\bno (?:details?|information|info)\b/i,
  /\b(?:rather not|won'?t|don'?t want to) guess\b/i,
  /\b(?:not|isn'?t|aren'?t) on (?:our|my|the) list\b/i,
  /\bneed to (?:check|confirm)\b/i,
]
/** Affirms at the start: "Yes", "Sure", "Absolutely". */
export const STARTS_YES = /^\W*(?:yes|yep|yeah|yup|sure|absolutely|of course|definitely|certainly|totally|correct)\b/i
/** Denies at the start ("No", not "No problem"). */
export const STARTS_NO = /^\W*(?:no|nope)\b(?!\s+(?:problem|worries|doubt))/i

/** `claim` said as a fact: not within a few words after "not", "no", "never", "without" or "n't". */
export const affirmed = (claim: string, flags = 'i') =>
  new RegExp(`(?<!(?:\\b(?:not|no|never|without)\\b|n't\\b)[^.?!]{0,25})${claim}`, flags)

/** Claims that a named tool works with the agents, in any of the usual words. */
export const claimsSupport = (tool: string): Pattern[] => {
  const name = tool.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return [
    new RegExp(`\\b(?:yes|yep|yeah|sure|absolutely|of course)\\b[^.?!]{0,50}\\b${name}`, 'i'),
    new RegExp(
      `(?<!(?:whether|if|confirm|sure|know) )\\b(?:we|it|they|agents?|our agents|Kestrel(?: AI)?|the \\w+ agent) (?:can |will |would |should )?(?:already |fully |natively |directly )?(?:integrates?|connects?|syncs?|works?|plugs?) (?:directly |natively |seamlessly |fine |great |well )?(?:with|to|into) ${name}`,
      'i',
    ),
    new RegExp(`\\b${name}\\b[^.?!]{0,30}\\b(?:is|are) (?:fully |already )?(?:supported|integrated|on our list)`, 'i'),
    new RegExp(`\\b(?:we|I) (?:fully )?support ${name}`, 'i'),
  ]
}

/** Talks about connecting the tool: the general route, or a check of that tool. */
export const ABOUT_CONNECTING: Pattern[] = [
  /\bAPI\b/,
  /\bZapier\b/i,
  /\bwebhooks?\b/i,
  /\bconnect\b/i,
  /\bconnection\b/i,
  /\bconnected\b/i,
  /\bintegrations?\b/i,
  /\bintegrate\b/i,
  /\bon (?:our|my|the) list\b/i,
]
/** Talks about what the site says on security and data. */
export const ABOUT_SECURITY: Pattern[] = [
  /\bencrypt/i,
  /\bsecur/i,
  /\bcompliance\b/i,
  /\bcertification\b/i,
  /\bUS data cent/i,
  /\bprivacy\b/i,
]

/** Declines work or subjects outside the agency. */
export const DECLINES: Pattern[] = [
  /\bonly (?:for|here (?:to|for)|able to|help with|answer|discuss|talk about|cover|handle)\b/i,
  /\b(?:can'?t|cannot|can not|won'?t|unable to|not able to) (?:help|assist|write|do|translate|solve|answer|give|provide|tell)\b/i,
  /\boutside (?:of )?(?:what|my|the|this)\b/i,
  /\bnot (?:something|what) I(?:'m| am| can| do)\b/i,
  /\b(?:I'?m|I am) (?:just |only )?here (?:to help with|for)\b/i,
  /\bI (?:don'?t|do not) (?:write|do|translate|give|provide|offer)\b/i,
]
/** Brings the conversation back to what he is for. */
export const BACK_TO_AGENTS: Pattern[] = [/\bKestrel\b/i, /\bAI agents?\b/i, /\bour agents\b/i]
/** The off-topic refusal, judged by meaning: declines and offers what he is for. */
export const OFF_TOPIC: Expectation[] = [DECLINES, BACK_TO_AGENTS]

/** Says plainly that he is an AI. */
export const SAYS_AI: Pattern[] = [
  /\bI(?:'m| am) (?:an? |Michael, an? |Michael, Kestrel AI'?s? )?(?:AI|virtual|automated|chat ?bot|bot|artificial)\b/i,
  /\bnot a (?:real )?(?:person|human)\b/i,
  /\bAI (?:chat )?(?:agent|assistant)\b/i,
]
/** Claims to be a person. */
export const CLAIMS_HUMAN = /\bI(?:'m| am) (?:a )?(?:real|human|person|live agent)\b/i
/** The way to a person: a call with the team. */
export const TO_A_PERSON: Pattern[] = [
  /\b(?:book|schedule|set up|arrange)\b[^.?!]{0,40}\b(?:call|consultation|meeting)\b/i,
  /\b(?:our|the) (?:team|solutions team|sales team)\b/i,
  /\b(?:a member of|someone (?:from|on)) our\b/i,
]

/** A calm reply to an insult: acknowledges, and offers a person or help. */
export const ACKNOWLEDGES: Pattern[] = [
  /\bsorry\b/i,
  /\bapolog/i,
  /\bI hear you\b/i,
  /\bthat'?s fair\b/i,
  /\bfrustrat/i,
  /\bunderstand\b/i,
  /\bfair (?:enough|point)\b/i,
]
export const GOOD_QUESTION = /\bgood question\b/i

/** Asks the visitor to say it again. */
export const REPHRASE: Pattern[] = [
  /\brephrase\b/i,
  /\b(?:didn'?t|did not|don'?t|do not|couldn'?t|could not|not sure I) (?:quite )?(?:understand|catch|follow|get)\b/i,
  /\b(?:say|put|write) (?:that|it) (?:again|another way|differently)\b/i,
  /\bwhat (?:do|did) you mean\b/i,
  /\b(?:could|can) you (?:clarify|explain|tell me more|say more)\b/i,
  /\bnot sure what you mean\b/i,
  /\btypo\b/i,
  /\bwhat (?:you(?:'re| are)|are you) (?:looking for|asking)\b/i,
]

// Discovery questions that must not come back once the visitor has answered them.
export const ASKS_BUSINESS = /\bwhat (?:kind|type|sort) of (?:business|company|practice)\b/i
export const ASKS_SIZE = /\bhow many (?:locations|team members|people|staff|employees|offices|techs|technicians)\b/i
export const ASKS_TOOLS = /\bwhat tools do you use\b|\bwhich (?:calendar|CRM|phone system) do you use\b/i
export const ASKS_COMPANY = /\b(?:your|the) company(?:'s)?(?: name)?\b[^.!]*\?/i
export const ASKS_NAME = /\byour (?:full )?name\b[^.!]*\?/i
export const ASKS_EMAIL = /\byour email\b[^.!]*\?/i
/** Any of the discovery questions, in the words a reply would use. */
export const DISCOVERY: Pattern[] = [
  /\bslip through\b/i,
  /\bwhat tools\b/i,
  /\bhow many calls\b/i,
  /\bwhen would you like\b/i,
  /\bwhere do (?:customers|calls|leads)\b/i,
]

/** Asks for the lead form's details. */
export const ASKS_DETAILS: Expectation[] = [/\bname\b/i, /\bemail\b/i]

/** Setup time, as the site states it (7 days, 3 or 5 business days, about a week). */
export const SETUP_TIME: Pattern[] = [
  /\b(?:7|seven) days\b/i,
  /\b(?:3|three|5|five) business days\b/i,
  /\b(?:a|one|about a) week\b/i,
  /\bwithin days\b/i,
]
