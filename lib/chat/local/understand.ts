import type { ChatKnowledge, ChatPlan, ChatProduct } from '../types'
import { consultationPhrase, planFor, pricingLead } from './retrieval'
import { industryIn, matchProducts, productsNamedIn } from '../vocabulary'
import { findAnswer, type Found, GENERIC, knowledgeIndex, mistyped, unknownWords } from './passages'
import {
  contentTokens,
  isQuestion,
  endSentence,
  escapeRegExp,
  INNER_QUESTION,
  joinList,
  processWord,
  sentences,
  withoutYesNo,
} from './text'

/**
 * What a message asks, read by meaning before anything is answered: a rule (are you a bot, an
 * insult, gibberish), the kind of question (a yes/no capability, a fact, a yearly price), and
 * what it is about (a product or plan named or in focus). The answer then comes from the passage
 * that says it (passages.ts), or an honest "the site does not say" with the offer of a call.
 */

export type Rule = 'ai-disclosure' | 'abuse' | 'unclear'

const ASKS_IF_BOT_SHORT =
  /^\W*(?:r |are )?(?:you|u|ur|you'?re)\s+(?:just |even |actually )?(?:a |an )?(?:real|human|person|bot|robot|ai|machine|chat ?bot|live person|real person)\b[^.!?]{0,12}\??\W*$/i
const ASKS_IF_BOT =
  /\b(?:are|r) (?:you|u|y[ao]u) (?:a |an |even a |actually a |just a )?(?:real|human|person|bot|robot|ai|machine|chat ?bot|computer|live|sentient|conscious|alive|self[- ]aware)\b|\bwhat (?:llm|ai model|language model|model) (?:are|r) (?:you|u)\b|\b(?:is this|am i (?:talking|chatting|speaking) (?:to|with)) (?:a |an )?(?:real |live |actual )?(?:bot|robot|ai|chat ?gpt|gpt|human|person|machine|computer|chat ?bot)\b|\b(?:are you|is this|you'?re) (?:just )?chat ?gpt\b|\b(?:do|can) (?:you|u) (?:have|get|feel) (?:feelings|emotions|a soul|a body|lonely|tired|sad|happy)\b|\bcan (?:you|u) (?:feel|think for yourself)\b/i
// "you guys are a scam" is said, not asked: "is this a scam" is answered with the proof the pages give.
const INSULT =
  /\b(?:(?<!\b(?:something|anything|say|says|said|saying|do|does|doing) )(?:stupid\w*|dumb\w*)(?! (?:stuff|questions?|things?|calls?|requests?|reasons?|mistakes?|problems?))|idiot\w*|useless|moron\w*|unhelpful|not (?:very |even )?helpful|no help at all|suck|sucks|crap\w*|shit\w*|fuck\w*|f\*+k\w*|damn|garbage|trash|worthless|pathetic|scammers?|fraudsters?|frauds|rip[- ]?off artists?|con artists?|liars?|wast(?:e|ing) (?:of )?(?:my |our )?time|shut up|stfu|wtf|bullshit|ridiculous|terrible|awful|hopeless|pointless|annoying|what a joke|piece of (?:junk|crap)|(?:(?:you|u|y'?all|this|it|that)(?: guys| all)? (?:are|r|is)|you'?re|it'?s|that'?s|this'?s) (?:just |such |so )?(?:an? )?(?:total |complete |big )?(?:scam|fraud|fake|rip[- ]?off))\b/i

/** Letters typed without words: no vowel, a run of consonants or one letter repeated. */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm']
/** A word typed along one row of the keyboard, or the same few letters again ("asdfasdf"). */
const mashed = (word: string) =>
  (word.length >= 4 && KEYBOARD_ROWS.some((row) => [...word].every((c) => row.includes(c)))) ||
  /^(.{2,4})\1+$/.test(word)

function isGibberish(message: string, knowledge: ChatKnowledge): boolean {
  // Only punctuation ("???", "...") says nothing to answer.
  if (message.trim() && !/[\p{L}\p{N}]/u.test(message)) return true
  const words = message.toLowerCase().match(/[a-z]+/g) ?? []
  if (words.length === 0 || /\d|@/.test(message)) return false
  const odd = words.filter((w) => /^[^aeiouy]{3,}$|[^aeiouy\s]{5,}|(.)\1\1/.test(w) || mashed(w))
  return odd.length / words.length >= 0.5 && unknownWords(message, knowledge).length >= words.length / 2
}

// "who am i talking to", "who is this", "is anyone there": who answers, which is the disclosure.
const ASKS_WHO =
  /\bwho(?:'?s| is| am i| are we)\s+(?:this|(?:talking|chatting|speaking|texting) (?:to|with))\b|^\W*(?:is )?(?:any ?one|any ?body|some ?one) (?:there|here|real)\W*$/i

export function ruleOf(message: string, knowledge: ChatKnowledge): Rule | undefined {
  if (
    ASKS_IF_BOT.test(message) ||
    ASKS_IF_BOT_SHORT.test(message) ||
    ASKS_WHO.test(message) ||
    /\bis (?:this|it) (?:automated|a machine|a recording)\b/i.test(message) ||
    // "is michael a real guy": the assistant by name.
    new RegExp(
      `\\b(?:is|r|are) ${escapeRegExp(knowledge.assistantName)} (?:a |an )?(?:real|human|person|bot|robot|ai|actual|live|machine)\\b`,
      'i',
    ).test(message)
  )
    return 'ai-disclosure'
  if (INSULT.test(message)) return 'abuse'
  if (isGibberish(message, knowledge)) return 'unclear'
  return undefined
}

const YEARLY = /\b(?:yearly|annual(?:ly)?|per year|for (?:a |the )?(?:full |whole |entire )year)\b/i
// "a year" is a price only beside paying: "if we quit after a year" asks about leaving.
const A_YEAR = /\b(?:year|a year|12 months|twelve months)\b/i
const PAYING = /\b(?:pay\w*|paid|price\w*|cost\w*|charge\w*|bill\w*|how much|discount)\b|\$/i
export const asksYearly = (message: string) => YEARLY.test(message) || (A_YEAR.test(message) && PAYING.test(message))

/** "Paid annually, Growth is $6,970 a year": for the plans in focus, else every plan. */
export function yearlyAnswer(plans: ChatPlan[], knowledge: ChatKnowledge): string | undefined {
  const priced = (plans.length ? plans : knowledge.plans).filter((p) => p.annualPrice)
  if (priced.length === 0) return undefined
  const note = pricingLead(knowledge)
  const lines = priced.map((p) => `${p.name} is ${p.annualPrice} a year instead of ${p.price} a month`)
  return `${note ? `${endSentence(note)} ` : ''}Paid annually, ${joinList(lines)}.`
}

/** The plan a product comes with, for "if I pay yearly?" about it. */
export const plansOf = (product: ChatProduct | undefined, knowledge: ChatKnowledge) => {
  const plan = product && planFor(product, knowledge.plans)
  return plan ? [plan] : []
}

// Words that put a name in the place of a tool: "work with X", "into our X", "we use X".
const TOOL_PLACE =
  /\b(?:with|into|in|to|use|using|uses|have|on|from|through|via|sync|syncs|integrate|integrates|connect|connects)\s+(?:(?:to|with|into)\s+)?(?:(?:our|my|the|a)\s+)?([a-z][\w-]*)(?=(?:\s+([a-z][\w-]*))?)/gi
// "will it work if …", "does it still work when …": what follows is a condition, not what is named.
const WORKS_IF = /\bworks?\s+(?:even\s+|still\s+)?(?:if|when|while)\b/i
const CONNECTING =
  /\b(?:integrat\w*|connect\w*|work(?:s)? with|(?:does|will|would|can) (?:that|it|this) work|sync\w*|compatible|plug\w* into|hook\w* up|into|use|using|through|thru|via)\b/i
const PLACED =
  /\b(?:businesses|companies|clients|customers|based|located|anywhere|offices?|people|owners|stores?|shops?|work|live|operate|we'?re|we are|were|i'?m|i am)\s+$/i
// The second word of a tool's name when it is one of these: "jane app", "acme pos".
const TOOL_NOUN = /^(?:app|pos|crm|software|system|suite|pro|cloud|online)$/i

/** A tool the visitor names that no page mentions ("jane app", "appfolio"), where a tool would be. */
export function unnamedTool(message: string, knowledge: ChatKnowledge): string | undefined {
  if (!CONNECTING.test(message) && !/\bhave \w+ for\b/i.test(message)) return undefined
  const unknown = new Set(unknownWords(message, knowledge))
  if (unknown.size === 0) return undefined
  for (const match of message.matchAll(TOOL_PLACE)) {
    // The second word is looked at, not taken: "from the caller through stripe" leaves "through stripe".
    const first = match[1]?.toLowerCase()
    const second = match[2]?.toLowerCase()
    if (!first || !unknown.has(first)) continue
    // "businesses in canada", "based in ohio": a place, not a tool.
    if (/^in$/i.test(match[0].split(/\s+/)[0]!) && PLACED.test(message.slice(0, match.index))) continue
    // "will it work if i have bad reception": a condition it works under, not a tool they have.
    if (/^have$/i.test(match[0].split(/\s+/)[0]!) && WORKS_IF.test(message)) continue
    // "on the top tier", "with the bigger plan": a plan by its place, not a tool.
    if (second && /^(?:plan|tier|one|option|package)s?$/.test(second)) continue
    // "do you work with franchises": a plural in lower case is who they work with, not a product's name.
    if (/^[a-z][a-z]+[^s]s$/.test(match[1]!) && !(second && (unknown.has(second) || TOOL_NOUN.test(second)))) continue
    return second && (unknown.has(second) || TOOL_NOUN.test(second)) ? `${first} ${second}` : first
  }
  return undefined
}

// "our custom crm", "a homegrown system", "software built in house": the visitor's own, no product's name.
const OWN_SYSTEM =
  /\b(?:custom(?:[- ]built)?|home[- ]?grown|in[- ]house|proprietary|bespoke|self[- ]built|our own|my own)\s+(?:\w+\s+)?(?:crm|system|software|app|platform|database|tool|scheduler|portal)s?\b|\b(?:built|made|developed|written)\s+(?:it\s+)?in[- ]house\b/i

/** A system of the visitor's own asked to be connected ("can you integrate with our custom crm"). */
export const ownSystem = (message: string) => OWN_SYSTEM.test(message) && CONNECTING.test(message)

/** What the pages say about connecting a tool they do not list, in one sentence. */
function connectingAnything(knowledge: ChatKnowledge): string | undefined {
  const route = findAnswer('what if my software is not listed connect', knowledge)
  return route ? sentences(route.answer)[0] : undefined
}

/** The answer about a system of the visitor's own: how tools the pages do not list are connected. */
export function ownSystemAnswer(knowledge: ChatKnowledge): string {
  const how = connectingAnything(knowledge)
  return `${how ? `${endSentence(how)} ` : ''}Whether one of your own can be depends on what it offers, so our team will look at yours with you on a ${consultationPhrase(knowledge)}.`
}

/** The answer to a tool no page names: no "yes", what the pages do say about connecting tools. */
export function unnamedToolAnswer(tool: string, knowledge: ChatKnowledge): string {
  const how = connectingAnything(knowledge)
  return `I don't see ${tool} on our list of integrations, so I can't confirm it works today.${how ? ` ${endSentence(how)}` : ''} Our team can check ${tool} for you on a free consultation.`
}

/** A product's name and aliases as the words retrieval compares. */
const nameWords = (product: ChatProduct) => contentTokens([product.name, ...product.aliases].join(' '))

/**
 * The product's names a message says in whole: "invoicing" is asked of the workflow agent, not one
 * of its names, though one of them is "invoice chasing".
 */
function namesSaid(message: string, product: ChatProduct): Set<string> {
  const said = new Set(contentTokens(message))
  return new Set(
    [product.name, ...product.aliases]
      .map((name) => contentTokens(name))
      .filter((words) => words.length > 0 && words.every((w) => said.has(w)))
      .flat(),
  )
}

/** Words of a question beyond a product's names: what is asked about it ("safari", "voicemail"). */
export function beyondNames(message: string, product: ChatProduct): string[] {
  const names = namesSaid(message, product)
  return contentTokens(message).filter((t) => !names.has(t) && !GENERIC.has(t))
}

/** Coverage above which a passage answers the question rather than sharing a few words with it. */
const ANSWERS = 0.5

/**
 * "Can it / does it / will they …": what an agent can do, which the products, FAQs and pages say
 * and a legal clause never does ("can it take payments" is not the clause on failed payments).
 * A question about the visitor's own account (paying, cancelling, their data) is a policy question;
 * their customers paying ("can callers pay by card") is what an agent does.
 */
// The visitor's own customers, by the names owners give them.
export const THEIR_CUSTOMERS = String.raw`(?:customers?|clients?|callers?|patients?|guests?)`
const CAPABILITY = new RegExp(
  String.raw`^\W*(?:(?:so|and|but|ok|also)\W+)?(?:can|could|does|do|will|would)\s+(?:it|they|them|this|that|the\b|your|ur|yr|an?\b|any|one|each|michael\b|\w+\s+agents?\b|(?:my |our )?${THEIR_CUSTOMERS}\b)`,
  'i',
)
const ACCOUNT = new RegExp(
  String.raw`\b(?:cancel\w*|refund\w*|money back|guarantee\w*|contract\w*|subscri\w*|paus\w*|terminat\w*|data|privacy|private|bill\w*|invoice\w*|(?<!\b${THEIR_CUSTOMERS} )(?:pay|paid)|fees?|price\w*|cost\w*|own|owns|liab\w*|consent|comply|complian\w*|legal|law\w*|gdpr|hipaa|secure|security|stored?)\b`,
  'i',
)
// "ppl email us pics, can the email agent read those": the question may come after what they told.
export const asksCapability = (message: string) =>
  message
    .split(/[,.;!?]\s+/)
    .some((clause) => CAPABILITY.test(clause.slice(Math.max(0, clause.search(INNER_QUESTION))))) &&
  !ACCOUNT.test(message)
// "can we get a refund", "what if we cancel": the visitor's own account, which an agent's page never settles.
const OWN =
  /^\W*(?:(?:so|and|but|ok|also)\W+)?(?:(?:can|could|do|will|would) (?:we|i|you|u)\b|is there (?:a|an|any)\b|if\b[^.?!]{0,30}\b(?:we|i)\b|what (?:if|happens if|happens when) (?:we|i)\b)/i
// "whats ur refund policy": the agency's own policy, asked by name.
const YOUR_POLICY = /\b(?:your|ur|yr|the) (?:\w+ )?polic(?:y|ies)\b/i
export const asksPolicy = (message: string) => (OWN.test(message) || YOUR_POLICY.test(message)) && ACCOUNT.test(message)

/**
 * About a product named in the question, its own passage answers at a lower share of the words:
 * the question's other words are the visitor's way of putting it, and nothing else competes.
 */
const ANSWERS_ABOUT = 0.25

/** The passage answer to a question, about a product when one is in focus. */
export function passageFor(
  message: string,
  knowledge: ChatKnowledge,
  about?: ChatProduct,
  context: readonly string[] = [],
  trade?: string | null,
): Found | undefined {
  const ignore = [...context, ...(about ? nameWords(about) : [])]
  const found = findAnswer(message, knowledge, {
    about,
    ignore,
    trade,
    capability: asksCapability(message),
    policy: !about && asksPolicy(message),
  })
  // A FAQ answers a question asked another way; other passages must share more of its words.
  const minimum = about ? ANSWERS_ABOUT : found?.passage.kind === 'faq' ? ANSWERS - 0.1 : ANSWERS
  return found && found.coverage >= minimum ? found : undefined
}

/** Where to read more: " More on the Contact page (/contact)."; nothing for the home page. */
export const moreOn = ({ page, path }: { page: string; path: string }) =>
  path === '/' ? '' : ` More on the ${page} page (${path}).`

/** A passage as a reply: its sentences, and where to read more when it is a page of its own. */
export function fromPassage(found: Found): string {
  const { passage } = found
  // A FAQ's "Yes." answers its own question; said to one it only shares words with, it implies.
  // So does a "Yes." to a question that asked only one word of it ("do u guys do websites too").
  const quoted =
    passage.kind === 'faq' && (found.coverage < 0.8 || found.asksIt === false)
      ? withoutYesNo(found.answer)
      : found.answer
  // "the rights listed above" means nothing in a chat: they are listed on the page it quotes.
  const answer =
    passage.kind === 'section' || passage.kind === 'article'
      ? quoted.replace(
          /\b(listed|described|set out|mentioned|explained) (?:above|below)\b/gi,
          (_, verb: string) => `${verb} on our ${passage.source.page} page`,
        )
      : quoted
  const more =
    passage.kind === 'section' && passage.source.path !== '/'
      ? moreOn(passage.source)
      : passage.kind === 'article'
        ? ` We wrote about it in "${passage.source.page}" (${passage.source.path}).`
        : ''
  // A product's own passage names it, so the reply says which agent does it.
  const product = passage.product
  const named = !product || answer.toLowerCase().includes(product.name.toLowerCase())
  const price =
    (passage.kind === 'product' || passage.kind === 'section') &&
    product?.startingPrice &&
    !answer.includes(product.startingPrice)
      ? ` It starts at ${product.startingPrice}.`
      : ''
  return `${named ? '' : `${product.name}: `}${answer}${price}${more}`
}

/**
 * The honest answer when no passage says it: no guess, and the way to someone who knows. Given the
 * question, what the pages say closest to it comes along, as that and not as an answer ("can u jack
 * up the price" → the clause on price changes), when its sentences hold two of the question's words.
 */
export function notStated(knowledge: ChatKnowledge, about?: ChatProduct, question?: string): string {
  const near = question ? nearestPassage(question, knowledge, about) : undefined
  if (near)
    return `Our pages don't answer that in so many words. The closest they come: ${fromPassage({ ...near, answer: withoutYesNo(near.answer) })} Our team can confirm the rest on a ${consultationPhrase(knowledge)}.`
  const subject = about ? ` for ${about.name}` : ''
  return `I don't have that detail on our pages${subject}, so I'd rather not guess. I can tell you about our AI agents, pricing and setup, and our team can confirm the rest on a ${consultationPhrase(knowledge)}.`
}

/** Words in so many passages they tie nothing together ("customer", "answer", "person"): not counted. */
const COMMON = 1.75

/** Two of the question's own words (the site's less common words, not the product's name or a number) in the closest passage's sentences. */
function nearestPassage(question: string, knowledge: ChatKnowledge, about?: ChatProduct): Found | undefined {
  const names = about ? nameWords(about) : []
  const near = findAnswer(question, knowledge, {
    about,
    ignore: names,
    nearest: true,
    capability: asksCapability(question),
    policy: !about && asksPolicy(question),
  })
  if (!near) return undefined
  // Asked about one agent, what another agent does is no nearer ("can the text agent send photos" → invoices sent).
  const asked = about ? [about] : matchProducts(question, knowledge, 20)
  const others = [near.passage.product, ...productsNamedIn(near.answer, knowledge)].filter(
    (p) => p && !asked.includes(p),
  )
  if (asked.length && others.length) return undefined
  const index = knowledgeIndex(knowledge)
  const said = new Set(contentTokens(near.answer))
  const shared = new Set(
    contentTokens(question).filter(
      (t) => said.has(t) && !GENERIC.has(t) && !names.includes(t) && !/\d/.test(t) && index.idf(t) >= COMMON,
    ),
  )
  return shared.size >= 2 ? near : undefined
}

// A name in the place of a comparison ("better than ruby", "vs smith") or written in capitals (HIPAA).
const COMPARED_TO =
  /\b(?:than|vs\.?|versus|compared? (?:to|with)|different (?:from|to)|against|instead of|switch(?:ing)? from)\s+([a-z][\w.-]*)/gi

/** A name the visitor asks about that no page mentions, outside the place of a tool (unnamedTool). */
export function unstatedName(message: string, knowledge: ChatKnowledge): string | undefined {
  const unknown = new Set(unknownWords(message, knowledge))
  if (unknown.size === 0) return undefined
  const capitals = message.match(/\b[A-Z][A-Z0-9]{2,}\b/g)?.find((w) => unknown.has(w.toLowerCase()))
  if (capitals) return capitals
  for (const match of message.matchAll(COMPARED_TO)) {
    // "smith.ai" is one name: its first part tells whether the site mentions it.
    const word = match[1]!.toLowerCase().split('.')[0]!
    if (unknown.has(word)) return match[1]
  }
  // "do you support whatsapp", "is it hipaa compliant": in a yes/no question, a word the site never
  // uses and that is none of its own mistyped is the thing asked about.
  for (const clause of message.split(/[,.;!?]\s*/)) {
    const opener = YES_NO.exec(clause)
    if (!opener) continue
    const words =
      clause
        .slice(opener[0].length)
        .replace(INTRODUCED, ' ')
        .match(/[a-z][\w-]*/gi) ?? []
    // "replace our voicemail", "hop on a call", "get rid of": a verb or filler, not a name. A name
    // stands where a thing does: after a preposition, an article or a verb that takes one ("support
    // whatsapp", "in canada", "a free trial"), or before what it is ("hipaa compliant", "soc 2").
    const word = words.find(
      (w, i) =>
        unknown.has(w.toLowerCase()) &&
        !GENERIC.has(processWord(w.toLowerCase()) ?? '') &&
        // "smallest", "somehow": a superlative, an adverb or a form of a verb, not a name.
        !/(?:est|ly|how|ing|ed)$/i.test(w) &&
        !LEADS_ON.test(words[i + 1] ?? '') &&
        !SERVED.test(words[i - 1] ?? '') &&
        // "do you work with chiropractors": a trade Michael knows, which industryAnswer answers.
        !industryIn(w, knowledge) &&
        !(/^have$/i.test(words[i - 1] ?? '') && WORKS_IF.test(clause)) &&
        (OBJECT_BEFORE.test(words[i - 1] ?? '') ||
          ARTICLE.test(words[i - 2] ?? '') ||
          i === 0 ||
          OBJECT_AFTER.test(words[i + 1] ?? '') ||
          /^\s+\d/.test(clause.slice(clause.toLowerCase().indexOf(w.toLowerCase()) + w.length))) &&
        !mistyped(w, knowledge),
    )
    // "a partner program", "soc 2": the name with the word between it and an article, and its number.
    const named =
      word &&
      new RegExp(`(?:\\b(?:a|an|the|any|your)\\s+[a-z][\\w-]*\\s+)?\\b${escapeRegExp(word)}(?:\\s+\\d+\\b)?`, 'i').exec(
        clause,
      )
    // "your company soc 2": a word that says nothing ("company") is not part of the name.
    if (named)
      return named[0]
        .replace(/^(?:a|an|the|any|your)\s+/i, '')
        .replace(/^([a-z][\w-]*)\s+/i, (all, first: string) =>
          GENERIC.has(processWord(first.toLowerCase()) ?? '') ? '' : all,
        )
  }
  return undefined
}

const OBJECT_BEFORE =
  /^(?:with|in|on|for|via|into|from|through|support|supports|offer|offers|have|has|use|uses|accept|accepts|do|does|speak|speaks|handle|handles|send|sends|process|read|reads|write|writes|draft|drafts|create|creates|integrate|connect|sync|a|an|the|any|your|our|my|this|all)$/i
const ARTICLE = /^(?:a|an|the|any|your|our|my)$/i
const OBJECT_AFTER =
  /^(?:compliant|compliance|certified|certification|integration|integrations|app|apps|version|support|account|api|plugin|pos|calls?|orders?|payments?|program|users?|customers?|numbers?|messages?)$/i
const YES_NO = /^\W*(?:(?:so|and|but|ok|okay|also|hey|hi|hello)\W+)?(?:do|does|can|could|is|are|will|would|have|has)\b/i
// Words after a verb or an adverb, rarely after a name.
const LEADS_ON =
  /^(?:the|a|an|our|my|your|their|his|her|its|this|that|these|those|on|in|at|through|to|be|up|out|off|with|for|me|us|them|it|you|him)$/i
// "do you help veterinarians": a business, which the pages answer for every kind (industryAnswer).
const SERVED = /^(?:help|serve|work|take)$/i
// A name the visitor gives is not a thing asked about: "can you call me, I'm Dave".
const INTRODUCED = /\b(?:i am|im|my name is|this is|name'?s)\s+\w+/gi

/** Below this share of the rest of the question, what the pages say nearby is beside the point. */
const NEAREST = 0.75

/** What the pages say nearest to the question, introduced by what they do not say. */
export function unstatedAnswer(name: string, message: string, knowledge: ChatKnowledge, about?: ChatProduct): string {
  // The sentence that asks about the name, without it ("r ur servers in canada? we're in ontario").
  const named = new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i')
  const asking = message.split(/(?<=[?!.])\s+/).find((part) => named.test(part) && isQuestion(part)) ?? message
  const rest = asking.replace(new RegExp(named.source, 'gi'), ' ')
  const nearest = passageFor(rest, knowledge, about)
  // What the pages say nearby, never with its "Yes.": that would answer what they do not say. One
  // word left ("do I need special hardware") is too little to say what is near.
  const said =
    nearest && nearest.coverage >= NEAREST && contentTokens(rest).filter((t) => !GENERIC.has(t)).length >= 2
      ? ` What our pages do say: ${fromPassage({ ...nearest, answer: withoutYesNo(nearest.answer) })}`
      : ''
  const offer = said ? ' Our team' : ' I can tell you about our AI agents, pricing and setup, and our team'
  return `I don't see ${name} mentioned on our pages${about ? ` for ${about.name}` : ''}, so I can't confirm it.${said}${offer} can confirm the rest on a ${consultationPhrase(knowledge)}.`
}
