import { isEnglish } from './language'
import type { ChatKnowledge, ChatMessage } from './types'
import { namesKnownSubject } from './vocabulary'
import { namesWeekday, namesWeekendDay } from './weekend'

/**
 * The conversation policy, applied before any engine: deterministic guardrails whose replies
 * come from the CMS (no weekend times, English only, on topic). `pass` hands the conversation
 * to the engine; an attempt to change Michael's instructions or read them gets the off-topic
 * refusal, so no engine ever sees it and the system prompt is never quoted.
 */
export type PolicyDecision =
  { kind: 'pass' } | { kind: 'reply'; reason: 'non-english' | 'weekend' | 'off-topic' | 'injection'; reply: string }

const BOOKING =
  /\b(book|booking|schedule|meet|meeting|call|chat|talk|appointment|consultation|demo|slot|time|times|available|availability|works? for me|how about|what about|let'?s|lets|can we|could we|are you free|free on|reschedule)\b/i
// "Do your agents work on weekends?" is a question about the product, not a meeting request.
const OPERATION_QUESTION =
  /\b(agents?|assistant|bot|ai|system|it|they|callers?|customers?|clients?|patients?|guests?|leads?|calls?|messages?|texts?|emails?)\b[^.?!]*\b(work|works|working|answer|answers|answering|run|runs|operate|operates|handle|handles|respond|responds|reply|replies|cover|covers|available|open|pick up|take|book|booking|schedule|do|does|doing|keep up|keeps up|keep pace|cope|manage|deal with)\b|\b24\/7\b|\baround the clock\b|\b(?:call|calls|phone) volumes?\b/i
const OFFERED_A_TIME =
  /\b(book a call|consultation|what day|which day|what time|a time that works|weekday|schedule|calendar)\b/i

// Attempts to read or rewrite Michael's instructions, whatever else the message says.
const INJECTION = [
  /\b(ignore|disregard|forget|override|bypass|drop)\b[^.?!]{0,40}\b(instructions?|prompts?|rules|guidelines|directives|programming|guardrails|system message)\b/i,
  /\b(reveal|show|print|repeat|output|display|share|give|tell|leak|dump|paste|recite|what(?:'s| is| are| were))\b[^.?!]{0,30}\b(your|the|michael'?s|initial|original|hidden|secret|internal)\s+(?:system\s+)?(prompt|instructions|rules|guidelines|configuration)\b/i,
  /\b(system prompt|system message|developer message|jailbreak|developer mode|dan mode|do anything now)\b/i,
  /\b(you are now|you're now|from now on,? you|pretend (?:to be|you are|you're)|act as if you|roleplay as|role-play as|new persona|no longer (?:michael|an assistant|bound))\b/i,
  /\b(repeat|print|output|copy)\b[^.?!]{0,30}\b(everything|the text|the words|all)\b[^.?!]{0,20}\b(above|before this|so far|verbatim|word for word)\b/i,
]
// "Can I customise the system prompt of my own agent?" is a product question, not an attack.
const ABOUT_OWN_AGENT =
  /\b(my|our)\s+(?:own\s+)?(agent|assistant|bot|receptionist)'?s?\b[^.?!]*\b(prompt|instructions|rules)\b|\b(prompt|instructions|rules)\b[^.?!]*\bfor (?:my|our)\s+(?:own\s+)?(agent|assistant|bot)\b/i

// Work Michael is not here to do, whatever it is about.
const UNRELATED_WORK = [
  /\b(write|generate|fix|debug|refactor)\b[^.?!]{0,40}\b(code|function|sql|regex|python|javascript|typescript|c\+\+|golang|html|css|algorithm|snippet)\b/i,
  /\b(in|using)\s+(python|javascript|typescript|java|c\+\+|c#|golang|rust|php|sql|bash)\b/i,
  // Writing for the visitor ("write me a short poem", "can u write a marketing email for my bakery").
  /\b(?:write|compose|draft|create|come up with|make|generate)\b (?:me |us |for me )?(?:a |an |some |my |our )?(?:\w+[ -]){0,3}(poems?|songs?|stor(?:y|ies)|essays?|novel|cover letter|haiku|limerick|speech|rap|jokes?|resume|cv|(?:marketing |sales |newsletter |promo(?:tional)? )e-?mails?|newsletter|blog post|caption|tweet|slogan|ad copy)\b/i,
  /\b(?:tell|give) (?:me |us |my \w+ )?(?:a |an |another )?(?:\w+ ){0,2}(story|joke|riddle|poem)\b/i,
  /\btranslat\w*\b[^?]{0,80}?\b(?:into|to|in)\s+(?:spanish|french|german|italian|portuguese|chinese|japanese|korean|arabic|russian|dutch|hindi|english)\b/i,
  /\b(?:center|centre|align) (?:a |the )?div\b|\b(?:in|with|using) (?:css|html|react|a spreadsheet formula)\b/i,
  /\b(tell|know) (?:me )?(?:a |an |another )?joke\b/i,
  // Entertainment: "im bored, tell me something funny", "… me laugh".
  /\b(?:tell|show|give) (?:me |us )?(?:something|anything) (?:funny|fun|random|interesting)\b|\bme laugh\b|\bentertain me\b/i,
  /\btranslate (?:this|that|these|the following|it|for me)\b/i,
  /\b(solve|calculate|compute)\b[^.?!]{0,20}(\d|equation|integral|derivative)/i,
  /\b(homework|math problem|my essay|my thesis|my assignment)\b/i,
  /\b(?:do|file|prepare) my (?:taxes|tax return|homework|assignment|essay)\b/i,
  // Arithmetic: "what's 15% of 80", "what is 12 x 7".
  /^\W*(?:what(?:'?s| is)|how much is|calculate)\s+\d[\d\s.,%+\-*\/x^()]*(?:of\s+\d[\d.,]*)?\s*\??\W*$/i,
]

// Subjects unrelated to the agency; a message that also names something Michael discusses stays.
const OFF_TOPIC = [
  /\b(weather|forecast|recipes?|horoscope|lottery|lyrics)\b/i,
  /\b(who won|score of|super bowl|world cup|nba|nfl|premier league|champions league)\b/i,
  /\b(election|president|prime minister|politic(s|al)|religio(n|us)|abortion)\b/i,
  /\b(capital of|meaning of life|tallest|population of|distance to the moon)\b/i,
  /\b(bitcoin|crypto(currency)?|stock) (price|tip|prediction)s?\b/i,
  /\b(movie|film|netflix|tv show|celebrity|dating advice|girlfriend|boyfriend)\b/i,
  /\b(medical|legal|tax|financial|investment) advice\b/i,
]

/**
 * Help a visitor wants for themselves that other professionals give (a doctor, a lawyer, an
 * adviser, a teacher, a designer or developer, a translator): never the agency's to give. A
 * message about their customers or the agents (LIFE_AT_WORK) is a business need and stays.
 */
const PERSONAL_NEED = [
  // Health: "my tooth hurts", "best way to lose 10 pounds", "calories in a banana".
  /\b(?:my|i have an?|i've got an?)\s+(?:\w+\s)?(?:tooth|teeth|head|back|stomach|throat|knee|chest|skin|eyes?)\b[^.?!]{0,20}\b(?:hurts?|aches?|pain|sore|itch\w*|swollen)\b/i,
  /\b(?:headache|toothache|fever|symptoms?|rash|migraine|blood pressure|calories|diet|diabetes|cholesterol|lose (?:some )?(?:weight|\d+ ?(?:pounds|lbs|kg))|weight loss|workout plan|medication|dosage)\b/i,
  // Money: "index funds", "pay off my mortgage", "my 401k".
  /\b(?:my|our personal) (?:savings|mortgage|401k|retirement|credit score|portfolio|student loans?|pension|taxes|tax return)\b|\b(?:index funds?|etfs?|stock market|invest(?:ing)? (?:in|my)|which stocks?)\b/i,
  // Law: "my landlord", "divorce", "can i sue".
  /\b(?:my landlord|my lease|my ex|divorce|custody|evict\w*|can (?:i|we) sue|sue (?:my|them|him|her)|lawsuit against|immigration)\b/i,
  // School and homework: "my kids science project", "my exam".
  /\b(?:science|school|class) project\b|\bmy (?:kids?'?s?|son'?s?|daughter'?s?)\b[^.?!]{0,20}\b(?:project|homework|essay|assignment|exam|test)\b|\b(?:my|for my) (?:exam|test|quiz|class|course)\b/i,
  // Other people's work: a lawyer or plumber near them, a logo, a website, a bug in their code.
  /\b(?:recommend|suggest|know|find)\b (?:me |us )?(?:a |an |any )?(?:good |great |cheap |decent |reliable |nice )?(?:lawyer|attorney|doctor|dentist|accountant|plumber|electrician|contractor|therapist|realtor|mechanic|vet|babysitter|restaurant|pizza(?: place| joint| shop)?|place to eat|coffee shop|cafe|bar|hotel|barber|hairdresser)s?\b|\bnear me\b/i,
  // Pets and personal money: "my dog is sick", "what do you think about bitcoin".
  /\bmy (?:dog|cat|puppy|kitten|pet|horse|parrot)\b(?!\W+(?:grooming|groomers?|walking|walkers?|daycare|training|trainers?|boarding|sitting|sitters?|business|salon|shop|store|clinic|hospital|hotel|food|supply|supplies)\b)|\b(?:bitcoin|crypto(?:currency|currencies)?|ethereum|dogecoin|nfts?)\b/i,
  /\b(?:design|create|build|redo|code)\b (?:me |us )?(?:a |an |my |our )?(?:new )?(?:website|web ?site|wordpress (?:site|website))\b|\b(?:logo|flyers?|brochures?|business cards?)\b/i,
  /\b(?:bug|error|exception|stack trace)\b[^.?!]{0,20}\b(?:in|with) my (?:code|app|script|react|component|program|website)\b|\bmy (?:react|python|javascript|java) (?:component|code|script|app)\b/i,
  // Translation: "what does 'merci beaucoup' mean", "how do you say thank you in italian".
  /\bwhat does ["'\u2018\u201c][^"'\u2019\u201d]+["'\u2019\u201d] mean\b|\bhow (?:do|would|could|can|should) (?:you|i|we) say\b[^.?!]{0,40}\bin (?:\w+)\b/i,
]
// Their customers, callers or the agents: a business need, whatever else the message says.
const LIFE_AT_WORK =
  /\b(?:we(?:'re| are) an? |i (?:run|own|have) an? |customers?|clients?|patients?|callers?|guests?|leads?|students'? parents|parents|agents?|receptionist|our (?:business|practice|clinic|office|firm|shop|company|team|staff))\b/i

function lastUserMessage(messages: ChatMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]?.role === 'user') return messages[i]!.content
  return ''
}

function previousAssistantMessage(messages: ChatMessage[]): string {
  let seenUser = false
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!
    if (message.role === 'user') seenUser = true
    else if (seenUser) return message.content
  }
  return ''
}

function proposesMeeting(message: string, previousAssistant: string): boolean {
  if (
    OPERATION_QUESTION.test(message) &&
    !/\b(meet|meeting|consultation|demo|book a call|schedule a call)\b/i.test(message)
  )
    return false
  return BOOKING.test(message) || OFFERED_A_TIME.test(previousAssistant)
}

/** A proposed meeting on a Saturday, a Sunday or the weekend (not a question about 24/7 agents). */
export function proposesWeekendMeeting(message: string, previousAssistant = '', now: Date = new Date()): boolean {
  return namesWeekendDay(message, now) && proposesMeeting(message, previousAssistant)
}

/** A proposed meeting on a day from Monday to Friday: the engine points to the booking. */
export function proposesWeekdayMeeting(message: string, previousAssistant = '', now: Date = new Date()): boolean {
  return !namesWeekendDay(message, now) && namesWeekday(message, now) && proposesMeeting(message, previousAssistant)
}

export function isPromptInjection(message: string): boolean {
  return INJECTION.some((pattern) => pattern.test(message)) && !ABOUT_OWN_AGENT.test(message)
}

export function isOffTopic(message: string, knowledge: ChatKnowledge): boolean {
  if (UNRELATED_WORK.some((pattern) => pattern.test(message))) return true
  if (PERSONAL_NEED.some((pattern) => pattern.test(message)) && !LIFE_AT_WORK.test(message)) return true
  return OFF_TOPIC.some((pattern) => pattern.test(message)) && !namesKnownSubject(message, knowledge)
}

export function applyPolicy(messages: ChatMessage[], knowledge: ChatKnowledge, now: Date = new Date()): PolicyDecision {
  const message = lastUserMessage(messages)
  if (!isEnglish(message)) return { kind: 'reply', reason: 'non-english', reply: knowledge.replies.nonEnglish }
  if (isPromptInjection(message)) return { kind: 'reply', reason: 'injection', reply: knowledge.replies.offTopic }
  if (proposesWeekendMeeting(message, previousAssistantMessage(messages), now)) {
    return { kind: 'reply', reason: 'weekend', reply: knowledge.replies.weekend }
  }
  if (isOffTopic(message, knowledge)) return { kind: 'reply', reason: 'off-topic', reply: knowledge.replies.offTopic }
  return { kind: 'pass' }
}
