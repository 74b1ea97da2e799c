import { asksForLeadDetails } from '../lead-trigger'
import type { ChatKnowledge, ChatMessage, ChatPlan, ChatProduct } from '../types'
import { namedPlans } from './retrieval'
import { industryIn, matchProducts, productsNamedIn, spellProductWords } from '../vocabulary'
import {
  emptyProfile,
  extractFacts,
  hasFacts,
  mergeProfile,
  type Profile,
  type Slot,
  slotFilled,
  slotOf,
} from './profile'
import { unknownWords } from './passages'
import { contentTokens, isQuestion, writeOut } from './text'

// "ok" after a discovery question acknowledges it; it does not answer it.
export const FILLER =
  /^\s*(?:ok(?:ay)?|k|yes|yeah|yep|sure|no|nope|idk|i don'?t know|not sure|maybe|hmm+|cool|great|nice|thanks?|thank you|got it)[\s.!]*$/i

export const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/

/**
 * What the engine remembers, rebuilt from the visible conversation on every turn: the engine
 * keeps no state, so any server instance can answer any turn and a replay gives the same reply.
 */
export type Memory = {
  latest: string
  /** Visitor messages so far, the latest included; seeds the choice of phrasing. */
  userTurns: number
  previousAssistant: string
  /** Discovery questions already asked, by index in knowledge.discoveryQuestions: each is asked once. */
  asked: Set<number>
  /** The discovery question that was waiting for an answer when the latest message came, if any. */
  pending: number | null
  /** Whether the latest message answers the pending discovery question. */
  latestAnswers: boolean
  /** The pending question was ignored once and may still be answered: no new question until then. */
  stillOpen: boolean
  /** Visitor messages that answered a discovery question, the latest included. */
  answers: number
  profile: Profile
  /** Facts found in the latest message alone. */
  latestFacts: Profile
  leadAsked: boolean
  leadGiven: boolean
  /** The product the previous assistant message was about, for "how much is it?". */
  topic: ChatProduct | undefined
  /** The products the last reply named, in the order it names them. */
  previousProducts: ChatProduct[]
  /** The product of the last assistant message about a single product, for "tell me more". */
  recentTopic: ChatProduct | undefined
  /** The agents replies were about, one at a time, latest first ("the second one" named none in the visitor's words). */
  replyTopics: ChatProduct[]
  /** How many assistant messages already named each product, to rotate examples. */
  mentions: Map<string, number>
  /** Products the visitor named in earlier messages, most recent first. */
  earlierProducts: ChatProduct[]
  /** The plans the conversation was last about ("the Growth plan", then "what's included in it"). */
  plansInFocus: ChatPlan[]
  /** The plans the visitor named in an earlier message, until they name an agent instead. */
  visitorPlans: ChatPlan[]
  /** The visitor's message before the latest. */
  previousUser: string
  /** What the visitor typed of their details (name, email, company, phone), never asked again. */
  details: Details
  /** The details in the latest message alone. */
  latestDetails: Details
  /** The name the latest message gave, when no earlier one had. */
  newName: string | undefined
  /** A lead was saved with the form: the widget's thank-you for it is in the conversation. */
  formCaptured: boolean
}

export type Details = { name?: string; email?: string; company?: string; phone?: string }

const PHONE_NUMBER = /\+?\d[\d\s().-]{8,}\d/
// What follows "I'm" or "this is" and names nobody: "i'm interested", "this is stupid", "im looking
// for…" (and any longer "-ing", "-ful", "-ous", "-able" or "-less" word).
const NOT_A_NAME =
  '(?!(?:a|an|the|so|very|really|just|also|still|not|now|here|back|new|good|fine|great|ok|okay|well|sure|ready|glad|happy|excited|busy|confused|lost|curious|interested|tired|frustrated|worried|concerned|unsure|open|done|sorry|stupid|dumb|useless|annoyed|angry|upset|bored|stuck|serious|skeptical|overwhelmed|swamped|stressed|awesome|cool|nice|amazing|weird|wrong|right|true|it|that|this|what|in|on|at|with|from|for|about|after|into|only|actually|currently|always|pretty|kinda|owner|manager|ceo|founder)\\b|[a-z]{2,}(?:ing|ful|ous|ible|able|less)\\b)'
// "im dr lena ortiz": the title is not the name; in "i'm priya at lakeside dental", "at" is not either.
// "hey its mike from …": "it's" says a name after a hello only ("its crazy at the shop" names nobody).
const NAME_INTRO = new RegExp(
  `\\b(?:i'?m|i am|my name is|this is|name'?s|(?<=^\\W*(?:hi|hello|hey)\\W+)it'?s)\\s+(?:(?:dr|mr|mrs|ms|miss|prof)\\.?\\s+)?${NOT_A_NAME}([A-Z][a-z]+(?:\\s+(?!(?:from|at|with|and|of|for|here|again|too|the|calling|speaking|writing|owner|manager)\\b)[A-Z][a-z]+)?)`,
  'i',
)

/** The name a visitor introduces themselves by ("I'm Priya at Lakeside Dental": Priya), if any. */
export const introducedName = (text: string) => NAME_INTRO.exec(text)?.[1]

const COMPANY_INTRO =
  /\b(?:from|at|with|company is|company'?s|company:|business is|we'?re|work for)\s+([A-Z][\w&'.-]*(?:\s+[A-Z0-9&][\w&'.-]*){0,4})/
// Said as a label, the company is whatever follows, in any case: "company is acme and sons".
// "my business is a car dealership" says what it is, not its name.
const COMPANY_LABELLED =
  /\b(?:company|business)(?:'?s)?(?: name)?(?: is|:)\s+(?!(?:a|an|the|just|only|mostly|pretty|very|small|kind of|sort of)\s)([\w&'.-]+(?:\s+[\w&'.-]+){0,4})/i
// A part that only labels what came with it: "email tom@acme.com" leaves "email", which is no company.
const LABEL = /^(?:(?:my|our|the)\s+)?(?:e-?mail(?: address)?|phone(?: number)?|number|cell|mobile|tel)(?:\s+is)?:?$/i

/**
 * Details typed into the chat: the email and phone by their shape; the name after "I'm" or first
 * among the parts; the company after "from" or "at", or the part after the name. A reply that
 * asked for the company alone takes a short answer as the company ("Bright Smiles Dental").
 */
export function readDetails(text: string, askedForCompany: boolean, askedForName = false): Details {
  const email = EMAIL_ADDRESS.exec(text)?.[0]
  // Digits inside an address ("dana+20261128@…") are no phone number.
  const phone = PHONE_NUMBER.exec(text.replace(EMAIL_ADDRESS, ' '))?.[0]
  const rest = text.replace(EMAIL_ADDRESS, ',').replace(PHONE_NUMBER, ',')
  const parts = rest
    // "Priya Patel / priya@… / Lakeside Dental": a slash or a bar between spaces parts them too.
    .split(/[,;\n]|[.!?]\s+|\s+[-/|]\s+|\band\b/)
    .map((p) =>
      p
        .trim()
        .replace(/^(?:hi|hey|hello|sure|ok(?:ay)?|yes)\b[\s,!.]*/i, '')
        .replace(/[.!]+$/, ''),
    )
    .filter((p) => p && p.split(/\s+/).length <= 6 && !/\?$/.test(p) && !LABEL.test(p))
  // "ok lets book. tom reyes, tom@…": the words just before the address, when they look like a name.
  const beforeEmail = email
    ? text
        .slice(0, text.indexOf(email))
        .split(/[,;\n]|[.!?]\s+|\s+[-/|]\s+/)
        .map((p) => p.trim())
        .filter(Boolean)
        .at(-1)
    : undefined
  const typed =
    introducedName(rest) ??
    // Asked for the company alone, the one part beside the email is the company ("jane@doe.com, doe dental").
    (email &&
    parts[0] &&
    !(askedForCompany && !askedForName && parts.length === 1) &&
    /^[A-Z]?[a-z]+(?:\s+[A-Z]?[a-z]+)?$/i.test(parts[0])
      ? parts[0]
      : undefined) ??
    (beforeEmail &&
    !REQUEST.test(beforeEmail) &&
    !LABEL.test(beforeEmail) &&
    /^[a-z'-]+(?:\s+[a-z'-]+){0,2}$/i.test(beforeEmail) &&
    contentTokens(beforeEmail).length === beforeEmail.split(/\s+/).length
      ? beforeEmail
      : undefined)
  // Asked for their details, a reply of a word or two that are not everyday words is a name ("Marco").
  const alone =
    !typed &&
    askedForName &&
    !email &&
    parts.length === 1 &&
    !isQuestion(text) &&
    !REQUEST.test(parts[0]!) &&
    /^[a-z'-]+(?:\s+[a-z'-]+){0,2}$/i.test(parts[0]!)
      ? parts[0]!
      : undefined
  const given = typed ?? (alone && contentTokens(alone).length === alone.split(/\s+/).length ? alone : undefined)
  // "my name is tom": a name is written with its capital.
  const name = given?.replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
  const company =
    COMPANY_LABELLED.exec(rest)?.[1]?.replace(/[.!]+$/, '') ??
    // "from Acme" is a company among details; "with 2 dentists" in a question about agents is not.
    (email || askedForCompany || askedForName ? COMPANY_INTRO.exec(rest)?.[1]?.split(/[.!?]\s/)[0] : undefined) ??
    // "can i get a demo. ana@x.com": a request is no company.
    (email
      ? parts.find((p) => p !== typed && !NAME_INTRO.test(p) && !isQuestion(p) && !REQUEST.test(p) && !SAID.test(p))
      : undefined) ??
    // One part, asked for a name and a company, is the name they give first ("mike ross").
    (askedForCompany &&
    !email &&
    parts.length === 1 &&
    parts[0] !== given &&
    !isQuestion(text) &&
    !REQUEST.test(parts[0]!) &&
    !SAID.test(parts[0]!)
      ? parts[0]
      : undefined)
  // "dana@…, Bright Smiles Dental, Dana": the one part left beside the email and the company, written
  // as a name and no word of thanks or agreement, is the name.
  const left =
    !name && email && company
      ? parts.filter(
          (p) => p !== company && NAME_SHAPED.test(p) && !FILLER.test(p) && !REQUEST.test(p) && !SAID.test(p),
        )
      : []
  return { name: name ?? (left.length === 1 ? left[0] : undefined), email, company, phone }
}

// Written with its capitals: "bakery" left over is no name, "Dana" is.
const NAME_SHAPED = /^[A-Z][a-z'-]*(?:\s+[A-Z][a-z'-]*)?$/

// A request ("sure lets book a call") or an agreement alone ("sounds good") names no company or
// person; "Great Lakes Bakery" does.
const REQUEST =
  /^(?:(?:ok(?:ay)?|so|great|cool|sure)\s+)?(?:let'?s|lets|please|pls|i'?d like|i want|i would like|book|send|call|email|contact|reach)\b|^(?:sounds (?:good|great)|that works|great|cool|perfect|alright|yeah|yep|yup|absolutely|definitely|of course|go ahead|why not|no|nope|not now|maybe(?: later)?)[\s!.]*$/i
// "we use <a tool>", "it's just me": a sentence about themselves, said instead of the details asked, is no company.
const SAID = /^(?:we|i|i'?m|it'?s|its|it|our|my|they|there'?s|us|you|he|she)\b/i
const ASKED_FOR_COMPANY = /\bcompany\b[^.!?]*\?/i

// "i'm tom from hilltop bakery": who they are and where from, in one introduction.
const FROM_COMPANY = new RegExp(
  `${NAME_INTRO.source}\\s+(?:from|at|with)\\s+([a-z][\\w&'.-]*(?:\\s+[a-z0-9&][\\w&'.-]*){1,4})`,
  'i',
)

// "I'm Jen, I own Jen's Nails", "Hi, I'm Ana. Owner of Ana's Bakery": a name, as written with its capitals.
const OWNED_COMPANY =
  /\b(?:[Oo]wner of|[Ii] own|[Ww]e own|[Ii] run|[Ww]e run)\s+([A-Z][\w&'-]*(?:\s+[A-Z0-9&][\w&'-]*){0,4})/

/**
 * The company of an introduction: in any case when its words name a business ("… bakery"), not a
 * town; one the visitor owns or runs when they write it with capitals.
 */
function introducedCompany(text: string, knowledge: ChatKnowledge): string | undefined {
  // "… from sunny side bakery. we have 2 shops": the company ends with its sentence.
  const phrase = FROM_COMPANY.exec(text)?.[2]
    ?.split(/[.!?,;]\s/)[0]!
    .replace(/[.!,]+$/, '')
    .trim()
  if (phrase && industryIn(phrase, knowledge)) return capitalised(phrase, knowledge)
  return introducedName(text) ? OWNED_COMPANY.exec(text)?.[1] : undefined
}

/** A company typed in lower case, capitalised: each word, and an industry's word the site writes in capitals as it does. */
function capitalised(phrase: string, knowledge: ChatKnowledge): string {
  const acronyms = new Map(
    knowledge.industries
      .flatMap((industry) => [industry.name, ...industry.terms])
      .filter((term) => /^[A-Z]{2,}$/.test(term))
      .map((term) => [term.toLowerCase(), term]),
  )
  return phrase.replace(/\b[a-z]\w*/g, (word) => acronyms.get(word) ?? `${word[0]!.toUpperCase()}${word.slice(1)}`)
}

/** How many visitor messages may pass over a discovery question before Michael moves on. */
const IGNORES_BEFORE_MOVING_ON = 2

/** The conversation read with the visitor's words written out, whatever shorthand they typed. */
export const readWrittenOut = (messages: ChatMessage[], knowledge: ChatKnowledge): Memory =>
  readConversation(
    messages.map((m) => (m.role === 'user' ? { ...m, content: writeOut(m.content) } : m)),
    knowledge,
  )

export function readConversation(messages: ChatMessage[], knowledge: ChatKnowledge): Memory {
  const questions = knowledge.discoveryQuestions
  const thankYouStart = knowledge.replies.leadThankYou.slice(0, 40)
  let lastUser = -1
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.role === 'user') {
      lastUser = i
      break
    }
  }
  const asked = new Set<number>()
  const mentions = new Map<string, number>()
  let profile = emptyProfile()
  let latestFacts = emptyProfile()
  let latestDetails: Details = {}
  let answers = 0
  let leadAsked = false
  let leadGiven = false
  let details: Details = {}
  let newName: string | undefined
  let formCaptured = false
  let previousAssistant = ''
  let pending: number | null = null
  let latestAnswers = false
  let stillOpen = false
  let userTurns = 0
  const earlierProducts: ChatProduct[] = []
  const replyTopics: ChatProduct[] = []
  let plansInFocus: ChatPlan[] = []
  let visitorPlans: ChatPlan[] = []
  let previousUser = ''
  // The discovery question waiting for an answer, and how many visitor messages passed over it.
  let open: { index: number; ignored: number } | null = null

  messages.forEach((message, i) => {
    if (message.role === 'assistant') {
      if (i > lastUser) return
      questions.forEach((q, index) => {
        if (!message.content.includes(q) || asked.has(index)) return
        asked.add(index)
        open = { index, ignored: 0 }
      })
      if (asksForLeadDetails(message.content)) leadAsked = true
      if (thankYouStart && message.content.includes(thankYouStart)) formCaptured = true
      if (formCaptured || /thank you[^.!?]{0,40}\b(your details|for sharing)/i.test(message.content)) {
        leadGiven = true
      }
      // Only a message about one product counts: an overview names them all without showing their benefits.
      const named = productsNamedIn(message.content, knowledge)
      if (named.length === 1) {
        mentions.set(named[0]!.slug, (mentions.get(named[0]!.slug) ?? 0) + 1)
        replyTopics.unshift(named[0]!)
      }
      const plans = namedPlans(message.content, knowledge.plans)
      // A plan a reply names for the one agent it is about is that agent's: "it" stays the agent.
      if (plans.length > 0 && plans.length < knowledge.plans.length) plansInFocus = named.length === 1 ? [] : plans
      // "the middle one" after two were named: the reply names the one they chose.
      const chosen = visitorPlans.filter((plan) => plans.includes(plan))
      if (chosen.length > 0 && plans.length < knowledge.plans.length) visitorPlans = chosen
      previousAssistant = message.content
      return
    }
    userTurns++
    // Asked for the company after an email typed unasked is asked all the same.
    const askedForCompany = ASKED_FOR_COMPANY.test(messages[i - 1]?.content ?? '') && (leadAsked || !!details.email)
    const previous = messages[i - 1]?.role === 'assistant' ? messages[i - 1]!.content : ''
    // Asked for all three, or for the name alone ("please add your name in the form").
    const askedForName =
      !details.name && ((asksForLeadDetails(previous) && /\bname\b/i.test(previous)) || /\byour name\b/i.test(previous))
    const given = readDetails(message.content, askedForCompany, askedForName)
    if (i === lastUser && !details.name) newName = given.name
    details = {
      name: details.name ?? given.name,
      email: given.email ?? details.email,
      company: details.company ?? given.company ?? introducedCompany(message.content, knowledge),
      phone: given.phone ?? details.phone,
    }
    // A lead is complete with an email and, since the form asks for it, a company.
    if (details.email && details.company) leadGiven = true
    const waiting: { index: number; ignored: number } | null = open
    const waitingSlot = waiting ? slotOf(questions[waiting.index]!) : null
    // A reply right after the question answers it; a later one only when it holds what was asked.
    const right =
      messages[i - 1]?.role === 'assistant' &&
      waiting !== null &&
      messages[i - 1]!.content.includes(questions[waiting.index]!)
    const plain = !isQuestion(message.content) && !FILLER.test(message.content)
    const isAnswer =
      waiting !== null &&
      plain &&
      (right || slotFilled(extractFacts(message.content, waitingSlot, knowledge), waitingSlot))
    const facts = extractFacts(message.content, isAnswer ? waitingSlot : null, knowledge)
    profile = mergeProfile(profile, facts)
    // Volunteered facts count too: "we're a bike shop and miss calls" answers discovery unasked.
    if (isAnswer || (!isQuestion(message.content) && hasFacts(facts))) answers++
    if (waiting) {
      waiting.ignored++
      if (isAnswer || waiting.ignored >= IGNORES_BEFORE_MOVING_ON) open = null
    }
    if (i === lastUser) {
      latestDetails = given
      latestFacts = facts
      pending = waiting?.index ?? null
      latestAnswers = isAnswer
      stillOpen = open !== null
    } else {
      previousUser = message.content
      const products = matchProducts(message.content, knowledge)
      for (const product of products) earlierProducts.unshift(product)
      const plans = namedPlans(message.content, knowledge.plans)
      if (plans.length > 0) plansInFocus = plans
      // The plan the visitor last named, for as long as they ask on about it.
      visitorPlans = plans.length > 0 ? plans : products.length ? [] : visitorPlans
    }
  })

  // A company named for its trade ("… Dental") says what business it is: not asked again.
  const trade = !profile.business && details.company ? industryIn(details.company, knowledge) : undefined
  if (trade) profile = { ...profile, business: trade.industry.label }
  // In the order the reply names them: "the second one" is the second it set out.
  const reply = previousAssistant.toLowerCase()
  const named = productsNamedIn(previousAssistant, knowledge).sort(
    (a, b) => reply.indexOf(a.name.toLowerCase()) - reply.indexOf(b.name.toLowerCase()),
  )
  return {
    latest: lastUser >= 0 ? spelled(messages[lastUser]!.content, knowledge) : '',
    userTurns,
    previousAssistant,
    asked,
    pending,
    latestAnswers,
    stillOpen,
    answers,
    profile,
    latestFacts,
    leadAsked,
    leadGiven,
    topic: named.length === 1 ? named[0] : undefined,
    previousProducts: named,
    recentTopic: replyTopics[0],
    replyTopics,
    mentions,
    earlierProducts,
    plansInFocus,
    visitorPlans,
    previousUser,
    details,
    latestDetails,
    newName,
    formCaptured,
  }
}

const given = (details: Details) => Object.fromEntries(Object.entries(details).filter(([, value]) => value)) as Details

/**
 * The details that go with Michael's `reply` to the widget, undefined when there is nothing to
 * send or a lead was saved with the form already:
 * - those the visitor just finished typing (an email and a company, the name when they gave it, and
 *   their latest message typed some of them): the widget saves them as a lead through the same
 *   endpoint as the form, so Michael's "Thanks for sharing your details!" is true;
 * - otherwise, when the reply asks for them, whatever the visitor has told of themselves so far
 *   ("I'm Tom from Acme", then "can we book a call"), for the form it opens to start from.
 * The conversation is read once, and only when an address was typed or the reply asks: most
 * conversations are read no further.
 */
export function leadDetails(messages: ChatMessage[], knowledge: ChatKnowledge, reply: string): Details | undefined {
  const asks = asksForLeadDetails(reply)
  if (!asks && !messages.some((m) => m.role === 'user' && EMAIL_ADDRESS.test(m.content))) return undefined
  const { details, latestDetails, formCaptured } = readWrittenOut(messages, knowledge)
  if (formCaptured) return undefined
  const typedNow = Boolean(latestDetails.email || latestDetails.company || latestDetails.name)
  if (details.email && details.company && typedNow) return given(details)
  const known = given(details)
  return asks && Object.keys(known).length > 0 ? known : undefined
}

const spelled = (text: string, knowledge: ChatKnowledge) =>
  spellProductWords(text, knowledge, unknownWords(text, knowledge))

/** The next discovery question to ask: not asked yet, and not already answered in passing. */
export function nextDiscoveryQuestion(memory: Memory, knowledge: ChatKnowledge): string | undefined {
  return knowledge.discoveryQuestions.find((q, index) => {
    const slot = slotOf(q)
    // "1 shop, 4 mechanics" told us about the business: its kind and size are one question.
    const told = slot === 'business' && Boolean(memory.profile.size)
    return !memory.asked.has(index) && !told && !slotFilled(memory.profile, slot)
  })
}

export function slotOfPending(memory: Memory, knowledge: ChatKnowledge): Slot | null {
  return memory.pending === null ? null : slotOf(knowledge.discoveryQuestions[memory.pending] ?? '')
}
