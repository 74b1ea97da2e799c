import type { ChatKnowledge } from '../types'
import { distance, industryIn, matchProducts, vocabularyOf } from '../vocabulary'
import { unknownWords } from './passages'
import { findTools } from './retrieval'
import { agree, escapeRegExp, stem, withArticle } from './text'

/** What Michael has learned about the visitor's business, in the visitor's own terms. */
export type Profile = {
  business?: string
  /** "3 locations", "12 team members" */
  size?: string
  /** "about 200 calls a week" */
  volume?: string
  /** "50 after hours" */
  afterHours?: string
  tools: string[]
  pains: Pain[]
  timeline?: string
}

/** A problem the visitor named, in words that also find the product for it among the CMS aliases. */
export type Pain = { label: string }

/** Which discovery question a message answers; decides how a short answer is read. */
export type Slot = 'business' | 'pain' | 'tools' | 'volume' | 'timeline'

export const emptyProfile = (): Profile => ({ tools: [], pains: [] })

/** Classifies a CMS discovery question by what it asks, so answers land in the right place. */
export function slotOf(question: string): Slot | null {
  const q = question.toLowerCase()
  if (
    /kind of business|type of business|what (?:do you|does your business) do|industry|tell me about your business/.test(
      q,
    )
  )
    return 'business'
  if (/\btools?\b|software|\bcrm\b|systems? do you use|phone provider/.test(q)) return 'tools'
  if (/how many (?:calls|texts|emails|messages|leads|customers|inquiries)|volume|typical (?:week|day|month)/.test(q))
    return 'volume'
  if (/\bwhen\b|timeline|how soon|up and running/.test(q)) return 'timeline'
  if (/slip|cracks|missed|struggl|biggest (?:problem|challenge)|pain|losing/.test(q)) return 'pain'
  return null
}

// Industry-specific nouns ("brokerage", "salon") come from the CMS: see vocabularyOf.
const SELF_INTRO_VERBS = String.raw`we(?:'re| are)|were|i(?:'m| am)|im|its|i run|we run|i own|we own|i have|we have|i manage|we manage|i work (?:at|for|in)|this is|it(?:'s| is)|my company is|our company is|we operate|running|owner of|manager (?:at|of)|work at|(?<=^\W*)(?:own|run|manage|operate)`
const COUNT_WORDS = String.raw`a|an|the|our|my|one|two|three|four|five|six|seven|eight|nine|ten|\d+|several|a few|a couple of|couple of`

const COUNT = String.raw`(?:\d[\d,]*\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a few|several|a couple of)`

// "1 employee", "one chair": a count of one, in the singular.
const ONE = String.raw`(?:1|one|a single|just one)`

type Patterns = { nouns: string; selfIntro: RegExp; people: RegExp; places: RegExp; several: RegExp }
const patternCache = new WeakMap<ChatKnowledge, Patterns>()

/** Business nouns and the phrases built on them, compiled once per content version. */
function patternsOf(knowledge: ChatKnowledge): Patterns {
  let patterns = patternCache.get(knowledge)
  if (patterns) return patterns
  const vocabulary = vocabularyOf(knowledge)
  const nouns = vocabulary.businessNouns
  // People an industry counts itself in ("4 dentists", "12 realtors"): its single-word terms, but
  // not the businesses themselves: a count of those is places, though some end like a role ("-ant").
  const business = new RegExp(`^(?:${nouns})$`, 'i')
  const roles = vocabulary.industries
    .flatMap((i) => i.terms.map((t) => t.term.toLowerCase()))
    .filter((term) => /^[a-z]{4,}(?:er|or|ist|ian|ant|ent|ey)$/.test(term) && !business.test(term))
    .map((term) => `${term}s`)
  patterns = {
    nouns,
    selfIntro: new RegExp(
      // "it's just me running the business" is who runs it, not what it is.
      String.raw`\b(?:${SELF_INTRO_VERBS})\s+(?:(?:${COUNT_WORDS})\s+)?(?!(?:just |only )?(?:me|us|myself|ourselves)\b)((?:[a-z&'/-]+\s+){0,4}?(?:${nouns}))\b`,
      'i',
    ),
    places: new RegExp(
      // "3 dental offices", "2 new locations": a word may say which.
      String.raw`\b${COUNT}\s+(?:(?:[a-z]+\s+)?(?:locations?|offices?|branch(?:es)?|sites?)|properties|rooms?|beds?|chairs?|bays?|units?|${nouns})\b|\b${ONE}\s+(?:room|bed|chair|bay|unit|property)\b`,
      'i',
    ),
    several: new RegExp(
      String.raw`\b(?:[2-9]|\d\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple|many)\s+(?:(?:[a-z]+\s+)?(?:locations?|offices?|branch(?:es)?|sites?|stores?|shops?)|${nouns})\b`,
      'i',
    ),
    people: new RegExp(
      // "all 7 agents", "your 3 plans": theirs, not the visitor's people.
      String.raw`(?<!\b(?:all|the|your|ur)\s+)\b${COUNT}\s+(?:full[- ]time\s+)?(?:employees?|staff|people|(?<!\b(?:one|1)\s+)persons?|team members?|technicians?|techs?|agents|reps?|salespeople|drivers?|workers?${roles.length ? `|${roles.join('|')}` : ''})\b|\b${ONE}\s+(?:full[- ]time\s+)?(?:employee|staff member|team member|technician|tech|driver|worker)\b`,
      'i',
    ),
  }
  patternCache.set(knowledge, patterns)
  return patterns
}

const PLURALS: [RegExp, string][] = [
  [/ies$/i, 'y'],
  [/(business|address)es$/i, '$1'],
  [/(ch|sh)es$/i, '$1'],
  [/([^s])s$/i, '$1'],
]

function singular(phrase: string): string {
  const words = phrase.trim().split(/\s+/)
  const last = words.pop() ?? ''
  const fixed = PLURALS.reduce(
    (word, [pattern, replacement]) =>
      pattern.test(word) && word.length > 3 ? word.replace(pattern, replacement) : word,
    last,
  )
  return [...words, fixed].join(' ')
}

// "a busy pizza place" is a pizza place: how busy it is says nothing of what it is.
const tidy = (phrase: string) =>
  singular(phrase.replace(/\s+/g, ' ').trim())
    // "i am owner of small print shop": the shop, not its owner.
    .replace(/^(?:the\s+)?(?:owner|co-?owner|manager|founder|ceo|director|head)\s+(?:of|at)\s+/i, '')
    .replace(/^(?:for\s+)?(?:a|an|the|our|my)\s+/i, '')
    .replace(/^(?:busy|crazy busy|super busy|really busy|pretty busy)\s+(?=\w+\s+\w)/i, '')
const GENERIC_ONLY =
  /^(?:(?:small|local|family|growing|busy|new)\s+)*(?:business|company|firm|shop|store|team|group|brand|startup|office)$/i

/**
 * The kind of business a message describes: the visitor's own phrase when it names a business
 * ("small dental practice"), else what the CMS calls one of that industry, else (for a direct
 * answer) their words.
 */
export function extractBusiness(
  text: string,
  answeringBusinessQuestion: boolean,
  knowledge: ChatKnowledge,
): string | undefined {
  const business = businessIn(tradesSpelled(text, knowledge), answeringBusinessQuestion, knowledge)
  // "crm consultancy" is written as the site writes it: "CRM consultancy".
  return business?.replace(/\b[a-z]{2,5}\b/g, (word) => initialismsOf(knowledge).get(word) ?? word)
}

/** "plumbng", "dentsit": a trade the industries name, one letter off, written as they name it. */
function tradesSpelled(text: string, knowledge: ChatKnowledge): string {
  const trades = tradeWordsOf(knowledge)
  return text.replace(/\b[a-z]{6,}\b/gi, (typed) => {
    const word = typed.toLowerCase()
    // A word the pages use is no typo ("further").
    if (trades.has(word) || unknownWords(word, knowledge).length === 0) return typed
    const near = [...trades].filter(
      (trade) => trade[0] === word[0] && Math.abs(trade.length - word.length) <= 1 && distance(word, trade, 1) <= 1,
    )
    return near.length === 1 ? near[0]! : typed
  })
}

const tradeWords = new WeakMap<ChatKnowledge, Set<string>>()

/** The single words of the industries' terms, six letters or more: the trades a typo may be of. */
function tradeWordsOf(knowledge: ChatKnowledge): Set<string> {
  let found = tradeWords.get(knowledge)
  if (!found) {
    found = new Set(
      knowledge.industries
        .flatMap((i) => i.terms.flatMap((t) => t.toLowerCase().split(/[\s-]+/)))
        .filter((w) => /^[a-z]{6,}$/.test(w)),
    )
    tradeWords.set(knowledge, found)
  }
  return found
}

const initialisms = new WeakMap<ChatKnowledge, Map<string, string>>()

/** Words the site writes in capitals ("CRM", "SMS"), by their lower-case form. */
function initialismsOf(knowledge: ChatKnowledge): Map<string, string> {
  let found = initialisms.get(knowledge)
  if (!found) {
    const text = [
      ...knowledge.industries.flatMap((i) => [i.name, ...i.terms, ...i.descriptions]),
      ...knowledge.faqs.map((f) => f.answer),
    ].join(' ')
    found = new Map([...text.matchAll(/\b[A-Z]{2,5}\b/g)].map(([word]) => [word.toLowerCase(), word]))
    initialisms.set(knowledge, found)
  }
  return found
}

const OWN_BUSINESS_ALONE =
  /^\s*(?:i|we)\s+(?:run|own|operate)\s+(?:a|an)\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}\s*[.!]*\s*$/i
const OTHERS = /\b(?:any|some|other|your|ur|yr|those|these)\s+(?:of\s+(?:your|the)\s+)?$/i

function businessIn(text: string, answeringBusinessQuestion: boolean, knowledge: ChatKnowledge): string | undefined {
  // "Do you help veterinarians?" asks about an industry; "we're a vet clinic" describes theirs.
  // "for a 40 room hotel", "as a 6 lawyer firm": their business, sized, inside a question.
  // "<a trade> outfit with 5 trucks", "<a trade>, 3 vans": a business and its size, as owners open.
  if (
    !answeringBusinessQuestion &&
    !/\b(we|we're|were|i|i'm|im|our|my|us|me|here|owner|run|own)\b|\b(?:this is|it'?s) \w+ (?:from|at|with)\b|^\s*\d+\s+(?:person|people|man)\b|\b(?:for|as) an? \d+[- ]?[a-z]+\b|^\s*(?:(?:a|an|small|local|family)\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}\s*(?:,|\bwith\b|\bw\/?)\s*\d|^\s*\d+[- ]?[a-z]+\s+[a-z]+(?:\s+[a-z]+)?\s*[,.]/i.test(
      text,
    )
  )
    return undefined
  // "we sell <trade> equipment to <their customers>": a supplier of what they sell.
  const supplied =
    /\b(?:we|i) (?:sell|supply|distribute)\s+((?:[a-z&-]+\s+){0,2}(?:equipment|parts|supplies|materials|products|tools))\b/i.exec(
      text,
    )
  if (supplied)
    return supplied[1]!
      .toLowerCase()
      .replace(/ supplies$/, ' supply company')
      .replace(/(?<!company)$/, ' supplier')
  // "we sell candles online": a shop that sells online, whatever it sells.
  if (
    /\b(?:we|i) sell\b[^.?!]{0,40}\bonline\b|\bonline (?:store|shop)\b|\be-?commerce (?:store|shop|brand|business)\b/i.test(
      text,
    )
  )
    return 'online shop'
  const { nouns, selfIntro } = patternsOf(knowledge)
  const found = industryIn(text, knowledge)
  // "any dentists i could call", "your other salons": businesses the visitor asks about, not theirs.
  const industry = found && !OTHERS.test(text.slice(0, found.index)) ? found : undefined
  const intro = selfIntro.exec(text)
  if (industry) {
    // Keep their phrase from the industry word up to a business noun close behind it.
    // Not across a preposition: "<trade> equipment to <their customers>" is what they sell, not what they are.
    const after = new RegExp(
      String.raw`^${escapeRegExp(industry.match)}(?:[\s-]+(?!(?:to|for|from|with|of|in|on|at|by)\b)[a-z&'-]+){0,2}?\s+(?:${nouns})\b`,
      'i',
    )
    const phrase = after.exec(text.slice(industry.index))
    if (phrase) return tidy(phrase[0])
    if (intro?.[1] && intro[1].toLowerCase().includes(industry.match.toLowerCase())) return tidy(intro[1])
    // "i own a bakery", "we run a pizzeria": a place of business by its own name, not the industry's.
    if (/^[a-z]+(?:ery|eria)$/i.test(industry.term)) return industry.term.toLowerCase()
    return industry.industry.label
  }
  if (intro?.[1] && !(GENERIC_ONLY.test(tidy(intro[1])) && !answeringBusinessQuestion)) return tidy(intro[1])
  // "i run a food truck", said on its own, is as good as an answer to the question.
  if (!answeringBusinessQuestion && !OWN_BUSINESS_ALONE.test(text)) return undefined
  // Fall back to the visitor's own words: "Dog grooming, 4 people" → "dog grooming business".
  const clause = (text.split(/[,.;!?(]|\s+with\s+|\s+and\s+(?:we|i|have|about)\b|\s+-\s+/i)[0] ?? '')
    .replace(
      /^\s*(?:we(?:'re| are)|i(?:'m| am)|i run|we run|i own|we own|i operate|we operate|it(?:'s| is)|we do|i do|just|mostly|mainly)\s+/i,
      '',
    )
    .replace(/^(?:a|an|the)\s+/i, '')
    .trim()
  const words = clause.split(/\s+/).filter(Boolean)
  if (words.length === 0 || words.length > 6) return undefined
  // Their words must name a business: "I would like a demo" is a request, not a trade.
  if (
    /^(?:i|i'd|i'll|please|can|could|would|will|let|let's|yes|no|sure|ok|okay|thanks|hi|hello|hey|what|how|why|when|where|who|which|is|are|do|does|and|or|but|also|plus)\b|\b(?:i|me|you|your|we|us|our|my)\b/i.test(
      clause,
    ) ||
    // "and the text agent": one of the agents, not a trade.
    matchProducts(clause, knowledge, 20).length > 0
  )
    return undefined
  const phrase = clause.charAt(0).toLowerCase() + clause.slice(1)
  return new RegExp(String.raw`\b(?:${nouns})$`, 'i').test(phrase) ? tidy(phrase) : `${phrase} business`
}

/** Whether a text counts more than one place of business ("3 locations", "two practices"; not "300 units"). */
export function severalPlaces(text: string, knowledge: ChatKnowledge): boolean {
  return patternsOf(knowledge).several.test(text)
}

export function extractSize(text: string, knowledge: ChatKnowledge): string | undefined {
  const { places, people } = patternsOf(knowledge)
  const parts = [places.exec(text)?.[0], people.exec(text)?.[0]]
    .filter((p): p is string => Boolean(p))
    // "6 person" are 6 people.
    .map((p) => p.toLowerCase().replace(/\bpersons?$/, 'people'))
  return parts.length > 0 ? agree(parts.join(' and ')) : undefined
}

const VOLUME = new RegExp(
  String.raw`\b(?:(?:about|around|roughly|approximately|approx\.?|maybe|over|under|nearly|almost|close to|more than|less than|at least|up to|like)\s+)?\d[\d,.]*k?\+?(?:\s*(?:-|to)\s*\d[\d,.]*k?)?\s+(?:(?:phone|inbound|incoming|new)\s+)?(?:calls?|texts?|text messages|emails?|messages|leads?|inquiries|enquiries|appointments|bookings|patients|customers|orders|tickets|requests|chats)(?:\s+(?:a|per|each|every)\s+(?:day|week|month|year)|\s+(?:daily|weekly|monthly))?`,
  'i',
)

export function extractVolume(text: string): { volume?: string; afterHours?: string } {
  const volume = VOLUME.exec(text)?.[0]
    .toLowerCase()
    .replace(/^(?:maybe|like)\s/, 'about ')
  const after =
    /\b(\d[\d,]*%?|most|half|a lot|many|some|a few)\s+(?:of (?:them|those)\s+)?(?:come in\s+|are\s+)?(?:after[- ]hours|at night|overnight|on weekends|in the evening)/i.exec(
      text,
    )
  return { volume, afterHours: after ? `${after[1]!.toLowerCase()} after hours` : undefined }
}

const PAINS: { pattern: RegExp; pain: Pain }[] = [
  {
    pattern:
      /(?:calls?|phones?|front desk)[^.?!]{0,40}(?:can'?t|cannot|can not|couldn'?t|struggle to) keep up|(?:can'?t|cannot|can not) keep up with (?:the )?(?:calls|phones)|miss(?:ed|ing|es)?\s+(?:a lot of\s+|so many\s+|many\s+|some\s+|too many\s+|most\s+|half (?:of )?(?:the|our)\s+|the\s+|our\s+|lots of\s+)?(?:phone\s+|inbound\s+)?calls?|voicemail|(?:can ?not|can'?t|cannot|do not|don'?t|never|rarely)\s+(?:always\s+)?(?:answer|pick up|get to)\s+(?:the\s+|my\s+|our\s+)?(?:phones?|calls?)|unanswered calls|(?:slammed|swamped|flooded|buried|overwhelmed|drowning|bombarded)\s+(?:with|in|by)\s+(?:\w+\s+)?(?:phone\s+(?:calls|orders)|calls)|phones? (?:ring|rings|ringing) off|calls? (?:go|going) unanswered|after[- ]hours calls?|phones? (?:ring|rings|ringing|are|is)\s+(?:non-?stop|all day|constantly|off the hook|chaos|crazy)|(?:nobody|no one|no-one) (?:picks? up|answers)|(?:people|customers|patients|clients|callers) (?:call|ring)(?: us)? (?:all day|non-?stop|constantly)|\b(?:call|calls|calling|ring|rings|ringing)\b[^.?!]{0,30}\b(?:at \d{1,2} ?(?:am|a\.m\.)|at night|at midnight|overnight|after hours|at all hours|in the middle of the night|after (?:[4-9]|1[0-2]|five|six|seven|eight)(?: ?(?:pm|p\.m\.|o'?clock))?(?![\d:])|after (?:we close|closing|close))/i,
    pain: { label: 'missed calls' },
  },
  {
    pattern: /no[- ]shows?|late cancellations|forget (?:about )?(?:their )?appointments/i,
    pain: { label: 'no-shows' },
  },
  {
    pattern:
      /slow (?:replies|responses?) to texts|texts? (?:go|going|sit) unanswered|(?:text|sms) messages? (?:pile up|go unanswered)|slow (?:to )?(?:text|sms)|(?:a ton of|tons of|lots of|loads of|so many|flooded with|swamped with|buried in|drowning in)\s+(?:\w+\s+){0,3}?(?:texts|text messages|sms|dms)\b/i,
    pain: { label: 'slow replies to texts' },
  },
  {
    pattern:
      /e-?mails?[^.?!]{0,40}\b(?:backlog|pile|piling|behind|slow|unanswered|too many|swamped|drowning|forever|overwhelm\w*|takes? (?:us )?(?:days|hours|too long))|(?:backlog|behind on|slow (?:replies|responses?) to|swamped with|drowning in|too many|buried in|los(?:e|ing|t) track of)\s+(?:\w+\s+)?(?:e-?mails?|inbox)|\be-?mails?\b[^.?!]{0,40}\b(?:los(?:e|ing|t) track|get lost|gets lost|slip through)|e-?mail backlog|inbox|\b(?:a ton of|tons of|lots of|loads of|so many|a flood of|flooded with)\b[^.?!]{0,30}\b(?:by|via|over|in|through)\s+e-?mail/i,
    pain: { label: 'an email backlog' },
  },
  {
    pattern:
      /follow[- ]?ups?|leads? (?:go|going|gone|get|getting|went) cold|(?:never|don't|do not) (?:get|hear) back|forget to (?:call|follow)|leads? (?:slip|fall|falling|slipping) through|slow to (?:call|respond to) leads|slow to (?:call|get|ring|text|reply|respond)(?: \w+)? back|quotes? (?:go|going|went) quiet|unanswered quotes|(?:nobody|no one|no-one|never) (?:calls?|rings?|gets? back to) (?:them|the leads?|leads|people|customers|clients)(?: back)?|los(?:e|es|ing|t) (?:\w+ ){0,3}?leads\b/i,
    pain: { label: 'leads that never get a follow-up' },
  },
  {
    pattern:
      /paperwork|data entry|admin work|\badmin\b|invoic\w*|manual (?:work|process\w*|data)|back[- ]office|intake forms?|copy(?:ing)? and past\w*/i,
    pain: { label: 'back-office admin' },
  },
  {
    pattern: /technical questions|spec sheets?|compatibility questions|pre-?sales|sales engineers?/i,
    pain: { label: 'technical pre-sales questions' },
  },
  {
    pattern: /website visitors|(?:visitors|people) on (?:our|my) (?:site|website)|web visitors/i,
    pain: { label: 'website visitors who would rather talk' },
  },
]

const PAIN_CUE =
  /\b(miss\w*|slammed|bombarded|(?:can'?t|cannot|can not) (?:answer|pick up)|slow|behind|backlog|los[et]\w*|struggl\w*|problem|issue|pain|never|forget|pil\w+|overwhelm\w*|swamped|drown\w*|keep up|too many|no[- ]shows?|waste\w*|hard|difficult|cold|through the cracks|losing track|non-?stop|all day|constantly|nobody|no one|off the hook|chaos|crazy|disaster|mess|nightmare|out of control|a ton of|tons of|lots of|loads of|so many|flood\w*|\d{1,2} ?am|at night|overnight|after hours|middle of the night)\b/i

export function extractPains(text: string, answeringPainQuestion: boolean): Pain[] {
  if (!answeringPainQuestion && !PAIN_CUE.test(text)) return []
  return PAINS.filter(({ pattern }) => pattern.test(text)).map(({ pain }) => pain)
}

const TIMELINE =
  /\b(asap|as soon as possible|right away|immediately|this week|next week|this month|next month|this quarter|next quarter|this year|(?:within|in) (?:a|one|two|three|four|five|six|\d+|the next (?:few|couple of|\d+)|a few|a couple of) (?:days?|weeks?|months?)|by (?:the end of )?(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter|the end of the (?:month|quarter|year)|q[1-4])|before (?:the )?(?:summer|holidays|busy season|spring|fall|winter|end of the year)|no rush|not sure yet|just exploring|just looking|no timeline|no hurry)\b/i

export function extractTimeline(text: string, answeringTimelineQuestion: boolean): string | undefined {
  const short = text.trim().split(/\s+/).length <= 6
  if (
    !answeringTimelineQuestion &&
    !short &&
    !/\b(live|running|launch|start|ready|go|set up|setup|need it|want it)\b/i.test(text)
  )
    return undefined
  return TIMELINE.exec(text)?.[0].toLowerCase()
}

export function extractToolsFrom(text: string, answeringToolsQuestion: boolean, knowledge: ChatKnowledge): string[] {
  const tools = findTools(text, knowledge)
  if (tools.length > 0 || !answeringToolsQuestion) return tools
  const own =
    /\b(?:we use|we're using|we are using|i use|using|we have|we're on|we are on|we run)\s+([^.,;!?]{2,40})/i.exec(text)
  const phrase = own?.[1]?.trim().split(/\s+/).slice(0, 5).join(' ')
  return phrase ? [phrase] : []
}

/** "2 salons" of a salon are its locations: "a salon with 2 locations", never "with 2 salons". */
export function locationsOf(size: string | undefined, business: string | undefined): string | undefined {
  const kind = business && stem(business.split(' ').at(-1)!.toLowerCase())
  // "3 dental offices" of a dental office: a word between the count and the noun goes too.
  return kind
    ? size?.replace(
        /\b(\d[\d,]*|[a-z]+) ((?:[a-z]+ )?)([a-z]+)\b/g,
        (whole, count: string, between: string, noun: string) =>
          stem(noun) === kind
            ? agree(`${count} locations`)
            : between && stem(between.trim()) === kind
              ? `${agree(`${count} locations`)} ${noun}`
              : whole,
      )
    : size
}

/** Facts from one visitor message; `slot` is the discovery question it answers, if any. */
export function extractFacts(text: string, slot: Slot | null, knowledge: ChatKnowledge): Profile {
  const { volume, afterHours } = extractVolume(text)
  const business = extractBusiness(text, slot === 'business', knowledge)
  return {
    business,
    size: locationsOf(extractSize(text, knowledge), business),
    volume,
    afterHours,
    tools: extractToolsFrom(text, slot === 'tools', knowledge),
    pains: extractPains(text, slot === 'pain'),
    timeline: extractTimeline(text, slot === 'timeline'),
  }
}

export function hasFacts(facts: Profile): boolean {
  return Boolean(
    facts.business || facts.size || facts.volume || facts.timeline || facts.tools.length || facts.pains.length,
  )
}

/** Later answers refine earlier ones; lists accumulate without repeats. */
export function mergeProfile(into: Profile, facts: Profile): Profile {
  return {
    business: facts.business ?? into.business,
    size: facts.size ?? into.size,
    volume: facts.volume ?? into.volume,
    afterHours: facts.afterHours ?? into.afterHours,
    timeline: facts.timeline ?? into.timeline,
    tools: [...new Set([...into.tools, ...facts.tools])],
    pains: [...into.pains, ...facts.pains.filter((p) => !into.pains.some((q) => q.label === p.label))],
  }
}

export function slotFilled(profile: Profile, slot: Slot | null): boolean {
  if (slot === 'business') return Boolean(profile.business)
  if (slot === 'pain') return profile.pains.length > 0
  if (slot === 'tools') return profile.tools.length > 0
  if (slot === 'volume') return Boolean(profile.volume)
  if (slot === 'timeline') return Boolean(profile.timeline)
  return false
}

/** "a dental practice with 3 locations handling about 200 calls a week" */
export function describeBusiness(profile: Profile): string | undefined {
  if (!profile.business) return undefined
  // Told apart ("a dental office", then "two offices"), its own noun counted is its places too.
  const size = profile.size ? ` with ${locationsOf(profile.size, profile.business)}` : ''
  const volume = profile.volume ? ` handling ${profile.volume}` : ''
  return `${withArticle(profile.business)}${size}${volume}`
}
