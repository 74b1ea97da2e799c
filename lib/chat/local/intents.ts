import { proposesWeekdayMeeting } from '../policy'
import type { ChatKnowledge, ChatPlan, ChatProduct } from '../types'
import { type IndustryMatch, industryIn, matchProducts } from '../vocabulary'
import { EMAIL_ADDRESS, introducedName, type Memory } from './memory'
import { findTools, namedPlans } from './retrieval'
import { type FaqMatch, strongFaq } from './passages'
import { contentTokens, isQuestion } from './text'
import { asksCapability, THEIR_CUSTOMERS } from './understand'

/** What the latest visitor message is asking for; several can hold at once ("how much, and can I get a demo?"). */
export type Signals = {
  products: ChatProduct[]
  /** Plans named in the message ("Growth vs Scale", "the Starter plan"). */
  plans: ChatPlan[]
  pricing: boolean
  /** A pricing question with nothing more specific in it: "how much?", "what are your plans?" */
  genericPricing: boolean
  interest: boolean
  alwaysOn: boolean
  listing: boolean
  more: boolean
  greeting: boolean
  howAreYou: boolean
  identity: boolean
  capabilities: boolean
  thanks: boolean
  bye: boolean
  affirm: boolean
  decline: boolean
  emailGiven: boolean
  question: boolean
  integration: boolean
  tools: string[]
  faq: FaqMatch | null
  /** The visitor asks to talk with a person on the team. */
  human: boolean
  /** The visitor proposes a day from Monday to Friday for the call. */
  weekdayMeeting: boolean
  /** An industry the message names, when it asks about it ("Do you work with florists?"). */
  industry: IndustryMatch | undefined
}

const PRICING =
  /\b(how much|costs?|costing|price[sd]?|pricing|plans?|fees?|subscriptions?|per month|monthly|expensive|cheap\w*|afford\w*|budget|packages?|tiers?|rates?|what do you charge|setup fee|run (?:us|me)|set (?:us|me) back)\b/i
// Their customers asking about prices ("we get tons of texts asking about prices") is their day, not our price asked.
const ASKED_OF_THEM = new RegExp(
  String.raw`\b(?:${THEIR_CUSTOMERS}|people|folks|they|dms|texts|emails|calls|messages)\b[^.?!]{0,30}?\b(?:ask|asks|asking|asked|want|wants|wanting|call|calls|calling|text|texts|texting|email|emails|emailing)\s+(?:us\s+|me\s+)?(?:about|for)\s+(?:(?:our|my|the)\s+)?(?:pric\w*|rates?|costs?|quotes?)\b`,
  'gi',
)
// A price the agent gives, quotes or tells someone other than the visitor ("me", "us").
const THEIR_PRICES =
  /\b(?:give|quote|tell|share|send|explain|answer)s?\s+(?:(?!me\b|us\b)[\w']+\s+){0,3}?(?:pric\w*|rates?|costs?|fees?|quotes?)\b|\b(?:know|learn|read|use)s?\s+(?:about\s+)?(?:my|our)\s+(?:\w+\s+(?:and|&)\s+)?(?:pric\w*|rates?|fees?|price list|menu)\b/i
const PRICING_WORDS = new Set(
  contentTokens(
    'cost plan plans month monthly option options package tier subscription agent agents ai service services product products offer charge rate rates budget afford cheap',
  ),
)
// "How much for my bakery?": any noun after "for my" is their business, whatever it is.
const PRICE_FOR_CASE =
  /\b(for (?:my|our) (?!own\b)[a-z-]+|for us\b|in (?:my|our) case|would (?:it|that|this) cost (?:me|us)|a quote|custom quote|exact price)\b/i

// "can my callers talk to someone": their callers reaching a person is no request of theirs.
const INTEREST =
  /\b(demo|book (?:me |us )?(?:in (?:for )?)?(?:a |an )?(?:call|meeting|consult|consultation|appointment)|book (?:me|us) in|schedule (?:me |us )?(?:in (?:for )?)?(?:a |an )?(?:call|demo|meeting|consultation)|(?:set up|arrange) (?:a |an )?(?:free )?(?:call|meeting)|consultation|(?<!(?:callers?|customers?|clients?|patients?|guests?|they|people)\s+(?:can\s+|could\s+|will\s+|would\s+|to\s+)?)(?:talk to (?:someone|somebody|a person|a human|sales|your team|an expert|a rep)|speak (?:to|with) (?:someone|somebody|sales|a person|a human|your team))|get(?:ting)? started|sign (?:me )?up|signup|subscribe|how (?:do|can) (?:i|we) (?:start|begin|sign up|buy|proceed|get one|get this|get it)|interested|next steps?|what'?s next|what now|what (?:do|should) (?:i|we) do (?:next|now)|where do (?:i|we) go from here|contact (?:me|you|sales|someone)|send (?:me|us) (?:some )?(?:more )?(?:info|information|details)|reach out|call me|get in touch|(?:want|like|love|ready) to (?:try|buy|start|get|move forward|go ahead|purchase|sign)|let'?s (?:talk|do (?:it|this)|go|get started|move forward)|set (?:it|this|one) up for (?:me|us)|(?<!(?:have|need|got) to |must |extra |anything |additional )(?:buy|purchase)(?! (?:new|extra|any|additional|special|our own|my own|more)\b)|hire you|work with you)\b/i
const NOT_INTERESTED =
  /\b(not interested|no thanks|no thank you|not now|not yet|maybe later|just (?:looking|browsing))\b/i

// "Do your agents work on weekends?" is about the agents; "a call on the weekend" is booking (the policy's job).
export const ALWAYS_ON =
  /(24\s?\/\s?7|24-7|24 hours|around the clock|round the clock|after[- ]hours|at night|all night|nights|night ?time|in the night|overnight|weekends?|holidays?|evenings?|midnight|middle of the night|sundays?|saturdays?|christmas|thanksgiving|new year'?s|\b(?:[1-5]|1[01]) ?(?:am|a\.m\.)|\b(?:9|1[01]) ?(?:pm|p\.m\.)|outside (?:of )?(?:business|office|opening|working) hours|when (?:we'?re|we are|i'?m|i am|the office is|we're) closed|day and night|always (?:on|available)|(?:works?|working|available|answers?|answering|running|on|there|open) all the time|every day|what hours (?:does|do|is|are|will|can) (?:the |your |ur |an? |my )?(?:\w+ )?(?:agents?|receptionist|bots?|assistant)|when (?:does|do|is|are) (?:the |your |ur |an? )?(?:\w+ )?(?:agents?|receptionist|bots?|assistant) (?:available|working|work|on|answering))/i
const BOOKING =
  /\b(book\w*|schedul\w*|meeting|consultation|demo|call with (?:you|your team)|calls? (?:from|with) (?:you|your team)|talk (?:to|with) (?:you|your team|someone)|your team (?:available|work))\b/i

const LISTING =
  /\b(what (?:do|can) (?:you|u)(?: guys)? (?:offer|sell|do|have|provide)|what (?:ai )?(?:products|services|agents|solutions|options)|which (?:ai )?(?:products|agents|services|solutions|bots)|your (?:products|services|agents|solutions|offerings?)|(?:ur|yr) (?:products|services|offerings?)|(?:kinds?|types?|sorts?) of (?:agents|ai|bots|assistants|products)[^.?!]{0,20}\b(?:sell|offer|have|build)|list (?:of )?(?:your |the )?(?:agents|products|services)|what kinds? of (?:agents|ai)|types of agents|all (?:the |your |seven |7 )?agents|overview|compare|comparison|difference|differences|versus|\bvs\.?|what(?:'s| is) available|options)\b/i
/** A FAQ comparing other agents than the two or more the visitor named answers another question. */
function comparedElsewhere(faq: FaqMatch | null, named: ChatProduct[], knowledge: ChatKnowledge): FaqMatch | null {
  if (!faq || named.length < 2) return faq
  return matchProducts(faq.question, knowledge).some((p) => !named.includes(p)) ? null : faq
}

// "what does this thing do", "what does your company do": what the agency sells, asked of it as a whole.
const WHAT_YOU_DO =
  /\bwhat (?:does|do) (?:this thing|this company|your company|ur company|the company|your business|this business|this site|this place|you guys|u guys|y'?all) do\b/i
const MORE =
  /\b(tell me more|more (?:details|info|information|about (?:it|that|this))|how does (?:it|that|this) work|what else|go on|explain (?:it|that|more)|elaborate|sounds (?:good|interesting|great)[^?]*\?|and\?|more please)\b/i

const GREETING =
  /^\s*(hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening)|yo|hola|bonjour|ciao|hallo|salut|aloha)\b/i
const HOW_ARE_YOU =
  /\b(how are you\b(?!\s+(?:guys\s+|all\s+|folks\s+)?(?:different|better|cheaper|compared|priced|able|going to))|how'?s it going|how are things|how(?:'s| is) your day|what'?s up|nice to meet you)\b/i
const IDENTITY =
  /\b(who are you|what are you|are you (?:a |an )?(?:bot|robot|ai|human|real|person|machine|chatbot)|am i (?:talking|chatting|speaking) (?:to|with) (?:a |an )?(?:bot|robot|ai|human|real|person|machine))\b/i
const CAPABILITIES =
  /\b(what can (?:you|i ask you|i ask) (?:help|do|answer|tell)|how can you help|what (?:can|do) you know|what can i ask|help me with\??$|can (?:you|u) (?:actually |really |even )?help (?:me|us)\W*$)/i
const THANKS = /\b(thanks|thank you|thx|ty|cheers|appreciate (?:it|that|the help)|much appreciated|helpful)\b/i
const BYE =
  /\b(bye|goodbye|good bye|see you|see ya|have a (?:good|great|nice) (?:day|one|evening)|that'?s all|that is all|talk (?:to you )?later|gotta go)\b/i
const AFFIRM =
  /^\s*(?:(?:yes|yeah|yep|yup|sure|ok(?:ay)?|absolutely|definitely|of course|please|please do|sounds good|that works|go ahead|great|perfect|let'?s do it|i would|i'?d like that)\b[\s,!.]*)+$/i
const DECLINE =
  /^\s*(no|nope|nah|not (?:now|yet|really|today)|maybe later|no thanks|no thank you|i'?m good|all good)\b[\s!.]*$/i
// A capitalised name after "with", "to" or "into": a tool we may not know ("Does it integrate with SAP?").
const NAMED_TOOL = /\b(?:with|to|into|and)\s+((?:[A-Z][\w.&+-]*|[a-z]+[A-Z][\w]*)(?:\s+[A-Z][\w.&+-]*)*)/
// The visitor, not their callers, wants a person: "can I talk to a human?", "is there a real person?".
const HUMAN =
  /\b(?:talk|speak|chat|connect|reach|contact|get (?:a )?hold of|get in touch with|get through to|put me through|transfer me)\b[^.?!]{0,25}\b(?:human|real person|live person|actual person|person|representative|live agent|salesperson|sales rep|someone|somebody)\b|\b(?:is there|get me|i want|i need|i'?d like|i would like)\s+(?:a |an |to talk to a |to speak to a |to speak with a )?(?:human|real person|live person|representative)\b|\bwhen (?:can|will|would|does|do) (?:someone|somebody|your team|a person|you|you guys|they) (?:call|contact|reach|email|get back to|get in touch with) (?:me|us)\b/i
const ABOUT_CALLERS =
  /\b(?:callers?|customers?|clients?|patients?|guests?|buyers?|tenants?|visitors?|leads?|prospects?)\b/i
const FIRST_PERSON = /\b(?:i|me|my|we|us)\b/i
const INDUSTRY_QUESTION =
  /\b(?:work with|work for|help|serve|support|build for|experience with|good for|fit for|suitable for|do you do|clients? in|examples? (?:for|from|in)|(?:have|got) (?:something|anything|an? (?:agent|solution|product|option)) for)\b/i
const INTEGRATION = /\b(integrat\w*|connect\w*|work with|works with|sync\w*|compatible|support\w*|plug into|hook up)\b/i

/** Plan names are everyday words ("scale", "growth"): count them capitalised or followed by "plan". */

/** "What is <agency name>?", "what does your company do?" */
function aboutAgency(text: string, agencyName: string): boolean {
  const name = agencyName.toLowerCase().split(/\s+/)[0] ?? ''
  const subject =
    /\b(your (?:company|agency|business)|you guys|this company)\b/i.test(text) ||
    (name.length > 2 && text.toLowerCase().includes(name))
  return (
    subject && /\b(what (?:is|does|do)|who (?:is|are)|tell me about|about)\b/i.test(text) && !ABOUT_PEOPLE.test(text)
  )
}

// Who works there or who uses it, not what it sells: "the people behind kestrel", "which businesses use your agents".
const ABOUT_PEOPLE =
  /\b(?:people|team|founders?|owners?|owns|ceo|behind|runs|hiring|jobs?)\b|\b(?:who|which|what)\s+(?:\w+\s+)?(?:businesses|companies|customers|clients)\s+(?:use|have|are using|work with)\b/i

const ORDINALS = ['first', 'second', 'third', 'fourth']
const SHORT_ORDINALS: Record<string, string> = { '1st': 'first', '2nd': 'second', '3rd': 'third' }
export const ORDINAL = /\bthe (first|second|third|fourth|last|1st|2nd|3rd) (?:one|agent|option)\b/i

// "my name is sam", "hi, I'm Dana", "This is Bob": an introduction and nothing more. After "I'm"
// or "this is" only a capital says a name ("im hungry", "this is stupid" name nobody).
const INTRODUCTION_ALONE = [
  /^\W*(?:(?:hi|hello|hey)\b\W*)?(?:my name is|my name'?s)\s+[a-z'-]+(?:\s+[a-z'-]+)?[\s.!]*$/i,
  /^\W*(?:(?:[Hh]i|[Hh]ello|[Hh]ey)\b\W*)?(?:[Ii]'?m|[Ii] am|[Tt]his is)\s+(?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?[A-Z][a-z'-]*(?:\s+[A-Z][a-z'-]*)?[\s.!]*$/,
]

/** Whether the visitor only said who they are: a hello, greeted by name ("I'm interested" names nobody). */
export const introducesOnly = (text: string) =>
  INTRODUCTION_ALONE.some((pattern) => pattern.test(text)) && introducedName(text) !== undefined

// "I'm Jen, I own Jen's Nails", "Hi, I'm Ana. Owner of …", "I'm Bob and I run a gym": who they are, then more.
const INTRODUCTION_FIRST =
  /^\W*(?:(?:[Hh]i|[Hh]ello|[Hh]ey)\b\W*)?(?:[Ii]'?m|[Ii] am|[Tt]his is|[Mm]y name is)\s+[A-Z][a-z'-]*(?:\s+[A-Z][a-z'-]*)?(?:\s*[,.;!-]|\s+and\b)/

/** Whether the visitor's message opens by telling who they are, whatever follows. */
export const introducesFirst = (text: string) =>
  introducesOnly(text) || (INTRODUCTION_FIRST.test(text) && introducedName(text) !== undefined)

export function readSignals(memory: Memory, knowledge: ChatKnowledge): Signals {
  const text = memory.latest
  const tokens = contentTokens(text)
  const matched = matchProducts(text, knowledge)
  // "how fast does it text back a missed call": "it" is the agent in focus, though the words fit another's too.
  const focus = memory.recentTopic ?? memory.earlierProducts[0]
  // "the second one" after a reply that set two agents side by side: that one, in the reply's order.
  const listed = memory.previousProducts
  const said = ORDINAL.exec(text)?.[1]?.toLowerCase()
  const place = said && (SHORT_ORDINALS[said] ?? said)
  const index = place ? (place === 'last' ? listed.length - 1 : ORDINALS.indexOf(place)) : -1
  const products =
    matched.length === 0 && listed.length > 1 && listed[index]
      ? [listed[index]]
      : matched.length > 1 && focus && matched.includes(focus) && /\b(?:it|this one|that one)\b/i.test(text)
        ? [focus]
        : matched
  // "could the sales engineer give our prospects pricing": what an agent tells their customers, not our price.
  const pricing =
    PRICING.test(text.replace(ASKED_OF_THEM, ' ')) &&
    !(/\b(?:can|could|will|would|does|do)\b/i.test(text) && THEIR_PRICES.test(text))
  const integrationWords = INTEGRATION.test(text)
  const named = integrationWords ? NAMED_TOOL.exec(text)?.[1] : undefined
  const known = findTools(text, knowledge)
  const tools =
    known.length > 0 || !named || matchProducts(named, knowledge).length > 0 || industryIn(named, knowledge)
      ? known
      : [named]
  const decline = DECLINE.test(text) || NOT_INTERESTED.test(text)
  const afterGreeting = text.replace(GREETING, '').replace(/^[\s,.!-]+/, '')
  const alwaysOn = ALWAYS_ON.test(text) && !BOOKING.test(text)
  return {
    products,
    plans: namedPlans(text, knowledge.plans),
    pricing,
    genericPricing: pricing && tokens.every((t) => PRICING_WORDS.has(t)),
    interest: !decline && (INTEREST.test(text) || (pricing && PRICE_FOR_CASE.test(text))),
    alwaysOn,
    // "do your agents speak spanish" asks what they can do, not for the list of them.
    listing:
      (LISTING.test(text) && !asksCapability(text) && !ABOUT_PEOPLE.test(text)) ||
      WHAT_YOU_DO.test(text) ||
      aboutAgency(text, knowledge.agencyName),
    // "send me more info" asks for someone to send it (a request), not for more from Michael.
    more: MORE.test(text) && !/\bsend (?:me|us)\b/i.test(text),
    // "hi we are a dental office … what have you got": a greeting that leads into more is the more.
    // "hey do you guys do seo", "yo what does this thing do": a greeting that leads into a question is the question.
    greeting:
      (GREETING.test(text) &&
        contentTokens(afterGreeting).length <= 2 &&
        (HOW_ARE_YOU.test(text) || !/[a-z]/i.test(afterGreeting) || !isQuestion(afterGreeting))) ||
      introducesOnly(text),
    howAreYou: HOW_ARE_YOU.test(text),
    identity: IDENTITY.test(text),
    capabilities: CAPABILITIES.test(text),
    thanks: THANKS.test(text),
    bye: BYE.test(text),
    affirm: AFFIRM.test(text),
    decline,
    emailGiven: EMAIL_ADDRESS.test(text),
    question: isQuestion(text),
    integration: tools.length > 0 && (integrationWords || isQuestion(text)),
    tools,
    faq: comparedElsewhere(strongFaq(text, knowledge, products.length > 0), products, knowledge),
    human: HUMAN.test(text) && FIRST_PERSON.test(text) && !ABOUT_CALLERS.test(text),
    weekdayMeeting: proposesWeekdayMeeting(text, memory.previousAssistant),
    industry: isQuestion(text) && INDUSTRY_QUESTION.test(text) ? industryIn(text, knowledge) : undefined,
  }
}
