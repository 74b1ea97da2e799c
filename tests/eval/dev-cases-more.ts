import type { EvalCase, Expectation, Pattern } from './judge'
import { aboutOne, aFew, fewPrices } from './dev-limits'

/**
 * More of Michael's DEVELOPMENT cases (beside tests/eval/dev-cases.ts), to tune on, never the verdict.
 *
 * Written by someone who had read only the judge (tests/eval/judge.ts), the header and helpers of
 * dev-cases.ts and the site's content (studio/seed/data.ndjson): not the engine (lib/chat), not the
 * evaluation set's cases, not the other development cases. Every expectation was checked against
 * the seed: product benefits, use cases and FAQs, the pricing page, the Subscription Terms, the
 * Terms of Service, the Privacy Statement, case studies, the team and the careers page. Where the
 * pages say nothing (a tool, a certification, a country, a feature), the case expects an honest
 * "our pages don't say" and never a "yes".
 *
 * Visitors type as small-business owners do: lowercase, typos, shorthand, context before the
 * question. Expectations are any-of groups of case-insensitive patterns, so a good model's
 * paraphrase passes; a pattern the visitor's own message matches does not count (see judgeReply).
 */

// ---------------------------------------------------------------------------------------------
// Shared expectations (the product and price limits are dev-limits.ts's; these copy dev-cases.ts's, extended)
// ---------------------------------------------------------------------------------------------

/** An honest "the pages do not say" in any wording (straight or curly apostrophes). */
const HONEST_LIST: readonly Pattern[] = [
  /(do(es)?n['’]?t|do(es)? not) (say|mention|list|cover|state|show|include|see|describe)/i,
  /not (sure|certain)/i,
  /can['’]?t (confirm|say|promise|guarantee)/i,
  /cannot (confirm|say|promise)/i,
  /I don['’]?t (have|know|see)/i,
  /(isn['’]?t|is not|aren['’]?t|are not|not) (listed|mentioned|on (our|the)|in (our|the)|one of)/i,
  /no (details?|information|mention)/i,
  /unsure/i,
  /isn['’]?t something/i,
  /not covered/i,
  /(not able|unable) to (confirm|say)/i,
  /(need|want|have) to (check|confirm|verify)/i,
  /(team|we) (would|will|can|could) (need to )?(check|confirm|verify)/i,
  /(we['’]?ll|we will|we['’]?d|team will|team['’]?d) (need to )?(check|confirm|verify)/i,
]
const HONEST: Expectation = HONEST_LIST
/** The way on: a call, a consultation, the team. */
const OFFER_CALL: Expectation = [/call/i, /consultation/i, /our team/i, /confirm/i, /follow up/i]
/** No "yes" to what the pages do not say. */
const NO_YES: readonly Pattern[] = [
  /^\W*(yes|yep|yeah|sure|absolutely|of course|definitely|certainly)\b/i,
  /\byes,? (it|we|they) (can|do|does|will|support|integrate|work)/i,
]

/** Words that make a sentence a doubt, a denial or a condition rather than a claim. */
const HEDGE = String.raw`\b(?:not|never|no|cannot|can['’]?t|don['’]?t|doesn['’]?t|isn['’]?t|aren['’]?t|won['’]?t|wouldn['’]?t|unsure|confirm|check|verify|whether|if)\b`
/**
 * A sentence that claims `phrase` outright: the phrase, in a sentence holding no hedge word. So
 * "we're HIPAA compliant" fails the reply, and "I can't confirm we're HIPAA compliant" does not.
 */
const affirms = (phrase: string): RegExp =>
  new RegExp(String.raw`(?:^|[.!?\n])(?![^.!?\n]*${HEDGE})[^.!?\n]*${phrase}`, 'i')

/** Asking again what the visitor has said. */
const ASKS_BUSINESS = /what (kind|type|sort) of (business|company|practice|firm)/i
const ASKS_NAME = /(share|send|give|provide|tell me|what['’]?s|what is) (me )?your name/i
const ASKS_EMAIL = /(share|send|give|provide|tell me|what['’]?s|what is) (me )?(your|the best) (e-?mail|email)/i
const ASKS_COMPANY = /(share|send|give|provide|tell me|what['’]?s|what is) (me )?(your )?(company|business name)/i
/** Michael's way into a conversation with a person: the free consultation. */
const BOOKING: Expectation = [/book/i, /consultation/i, /a call/i, /one business day/i, /follow up/i]
const THANKS: Expectation = [/thank/i, /got (it|your)/i, /great/i, /perfect/i]

const OFF_TOPIC_LIST: readonly Pattern[] = [
  /only (for|about|to help with|here for) (topics|questions)/i,
  /this chat is only/i,
  /I['’]?m here to help with/i,
  /can['’]?t help with (that|this)/i,
  /(outside|beyond) what I can help/i,
  /not something I can help/i,
  /(I['’]?ll|I will|have to|going to) (pass|sit this one out)/i,
  /stick to/i,
  /I can only (help|answer|talk|chat)/i,
  /(only|just) (able to )?(help|answer|chat|talk) (with|about)/i,
]
const OFF_TOPIC: Expectation = OFF_TOPIC_LIST
/** Michael tells the visitor he is an AI, in any wording. */
const SAYS_AI: Expectation = [
  /\bAI\b/i,
  /not a (real )?(person|human|guy)/i,
  /virtual assistant/i,
  /artificial/i,
  /automated/i,
]
/** Michael claiming to be a person. */
const CLAIMS_HUMAN: readonly Pattern[] = [
  /\bI['’]?m (a )?(real )?(person|human)\b/i,
  /\bI am (a )?(real )?(person|human)\b/i,
]
/** A request to say it again. */
const REPHRASE: Expectation = [
  /rephrase/i,
  /didn['’]?t (quite )?(catch|understand|get)/i,
  /not sure what you mean/i,
  /could you (clarify|say that again|explain|try again)/i,
  /say (that|it) again/i,
  /make sense of/i,
]
/** The weekday-only answer to a weekend request. */
const WEEKDAYS: Expectation = [/weekday/i, /monday/i, /weekend/i]
const WEEKEND_YES: readonly Pattern[] = [
  /(saturday|sunday)( afternoon| morning)? (works|is (fine|great|perfect|open|available))/i,
  /(booked|scheduled|set)( you)? (for|on) (a )?(saturday|sunday)/i,
  /see you (on )?(saturday|sunday)/i,
  /(someone|our team|we) (will|can|['’]ll) call you (on )?(saturday|sunday)/i,
]

const OFF_TOPIC_REPLY =
  "I'm sorry, but this chat is only for topics related to Kestrel AI's AI agent solutions. Is there anything you'd like to know about our AI agents?"
const AI_DISCLOSURE =
  "I'm Michael, Kestrel AI's AI assistant, not a person. If you'd rather talk to someone on our team, I can set up a free 30-minute consultation: just share your name, email and company."
const UNCLEAR =
  "Sorry, I didn't quite catch that. Could you rephrase it? I can help with our AI agents, pricing, setup and integrations."
const ABUSE =
  "Sorry this has been frustrating. I'll keep it short and straight: ask me anything about our AI agents, pricing or setup, or share your name, email and company and a person from our team will reach out."
const WEEKEND = "Unfortunately, we can't offer any times over the weekend. Is there a weekday that works for you?"
const NON_ENGLISH = 'I currently support English. Could you please ask your question in English?'
const LEAD_THANKS =
  "Thank you! Our team has your details and will follow up within one business day. Would you like to book a call now? It's a free 30-minute consultation where we map one workflow in your business and show you an AI agent handling it live."

// ---------------------------------------------------------------------------------------------
// Capability: "can the X agent do Y?" about a named product, in the owner's words
// ---------------------------------------------------------------------------------------------

const capability: EvalCase[] = [
  {
    id: 'dev2-capability/receptionist-lunch-dental',
    pattern: 'capability',
    about: 'the AI Receptionist covering lunch at a dental office',
    turns: [
      {
        say: "we're a 3-chair dental office and the phones die at lunch when both girls at the desk r eating. can ur receptionist pick up just then and put ppl in the schedule?",
        example:
          'Yes. You can forward your line to the AI Receptionist only when nobody picks up within a set number of rings, so it covers lunch and overflow. It checks real availability in your practice software, such as Dentrix or Open Dental, books the appointment and texts your front desk a summary.',
        must: [
          [/forward/i, /overflow/i, /set number of rings/i, /nobody picks up/i, /when (your team|no one|nobody)/i],
          [/book/i, /appointment/i, /calendar/i, /dentrix/i, /open dental/i],
        ],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/receptionist-on-call-transfer',
    pattern: 'capability',
    about: 'the AI Receptionist reaching the on-call technician',
    turns: [
      {
        say: 'i run an hvac co, 6 techs. if somebody calls 2am with no heat can the ai receptionist get ahold of my on call guy or does it just take a msg',
        example:
          'It can do either, by your rules. The AI Receptionist warm-transfers urgent calls like a no-heat emergency to the person you choose, such as your on-call technician, and tells them who is calling and why. For anything that can wait, it takes a detailed message and books the first slot.',
        must: [
          [
            /transfer/i,
            /connects? (them|the caller|you)/i,
            /puts? (them|the caller) through/i,
            /text(s|ed)? (the|your) on[- ]call/i,
          ],
        ],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/receptionist-three-callers',
    pattern: 'capability',
    about: 'the AI Receptionist with several callers at once',
    turns: [
      {
        say: 'what happens if 3 ppl call the ai receptionist at the same time, does someone get a busy tone?',
        example:
          'Nobody hears a busy signal. The AI Receptionist handles several callers at once, so all three get answered on the first ring.',
        must: [
          [
            /several/i,
            /at once/i,
            /simultaneous/i,
            /multiple (callers|calls)/i,
            /as many/i,
            /busy signal/i,
            /all (three|3)/i,
          ],
        ],
        mustNot: [/(one|1) (call|caller) at a time/i, /(will|would) (get|hear) a busy (signal|tone)/i],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/receptionist-junk-calls',
    pattern: 'capability',
    about: 'the AI Receptionist screening spam calls',
    turns: [
      {
        say: "will the ai receptionist get rid of the junk calls? like the 'we can fix ur google listing' guys, we get like 10 a day",
        example:
          'Yes. The AI Receptionist screens out spam: it filters robocalls and sales pitches so your team only hears from real customers.',
        must: [[/spam/i, /robocall/i, /filter/i, /screen/i, /sales pitch/i, /block/i, /real customers/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/receptionist-message-to-owner',
    pattern: 'capability',
    about: 'the AI Receptionist taking messages',
    turns: [
      {
        say: 'some callers just want to leave me a message, does the receptionist thing write it down n get it to me somehow? i hate checking voicemail',
        example:
          "It does. The AI Receptionist takes the caller's name, number, reason for calling and urgency, and texts it to you within seconds, with a summary of every call.",
        must: [
          [/text/i, /email/i, /sms/i],
          [/name/i, /number/i, /reason/i, /urgen/i, /summary/i],
        ],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/receptionist-after-five-only',
    pattern: 'capability',
    about: 'the AI Receptionist answering after hours only',
    turns: [
      {
        say: 'during the day my wife answers the phone, i only want the ai receptionist picking up after 5 and on weekends. can i set it up like that?',
        example:
          'Yes. You forward your number to the AI Receptionist only after hours, all the time, or only when nobody answers within a set number of rings, so your wife keeps the daytime calls.',
        must: [[/after[- ]hours/i, /forward/i, /set number of rings/i, /only when/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/receptionist-knows-regulars',
    pattern: 'capability',
    about: 'the AI Receptionist recognising returning customers',
    turns: [
      {
        say: 'when my regulars call does the receptionist know who they are or make them spell everything out again',
        example:
          "The AI Receptionist can recognize returning customers: connected to your CRM or field-service software, it finds them by phone number and sees their history, so regulars don't repeat themselves.",
        must: [[/recogni[sz]e/i, /phone number/i, /crm/i, /history/i, /memory/i, /existing customers/i, /returning/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/receptionist-card-deposit',
    pattern: 'capability',
    about: 'the AI Receptionist taking card payments (the pages do not say)',
    turns: [
      {
        say: 'can the ai receptionist take a credit card over the phone for the $50 deposit we charge?',
        example:
          "Our pages don't say the AI Receptionist takes card payments over the phone, so I can't confirm that. It can book the appointment and pass the deposit question to your team, and we can check your payment setup on a free consultation.",
        must: [HONEST, OFFER_CALL],
        mustNot: [...NO_YES, /it can (take|process|collect) (the )?(card|credit|payment|deposit)/i],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/voice-chat-browser-button',
    pattern: 'capability',
    about: 'AI Voice Chat in the browser',
    turns: [
      {
        say: 'can ppl on my website just talk to the voice chat thing out loud instead of calling? like hit a button and talk',
        example:
          'Yes. We add a voice chat button to your site; visitors press it, allow their microphone and talk to AI Voice Chat right in the browser, on desktop or mobile, in current Chrome, Firefox, Safari or Edge.',
        must: [[/browser/i, /microphone/i, /\bmic\b/i, /no (phone )?call needed/i, /no app/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/voice-chat-accents',
    pattern: 'capability',
    about: 'AI Voice Chat and accented English',
    turns: [
      {
        say: 'lots of my customers r older italian and polish guys, they dont talk like newscasters lol. will the voice chat understand em',
        example:
          "AI Voice Chat handles regional accents and everyday phrasing well, and copes with interruptions and 'um, actually'. It speaks English, so if someone needs another language it takes their details and passes them to your team.",
        must: [[/accent/i, /regional/i]],
        mustNot: [affirms(String.raw`\b(speaks?|answers? in|talks? in|supports?) (italian|polish)`)],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/voice-chat-own-voice',
    pattern: 'capability',
    about: "AI Voice Chat cloning the owner's voice (the pages do not say)",
    turns: [
      {
        say: 'could the voice agent use MY voice? like record me and it sounds like me on the phone',
        example:
          "Our pages don't mention cloning your own voice, so I can't confirm that. What they describe is picking a natural-sounding voice that fits your brand from a short list during setup; our team can answer the rest on a free consultation.",
        must: [HONEST],
        mustNot: [...NO_YES, affirms(String.raw`\b(clone|cloning|copy|record)s? (of )?your (own )?voice`)],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/email-agent-casual-tone',
    pattern: 'capability',
    about: "the AI Email Agent writing in the owner's tone",
    turns: [
      {
        say: "can the email agent write like me? i'm pretty casual w customers, dont want it sounding like a stiff lawyer",
        example:
          'Yes. During setup we train the AI Email Agent on a sample of your past replies, so it matches your tone, greeting and sign-off. You review the first replies and we tune until they sound like you.',
        must: [[/past (replies|emails)/i, /tone/i, /brand voice/i, /sign[- ]off/i, /sounds? like you/i, /your style/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/email-agent-money-approval',
    pattern: 'capability',
    about: 'the AI Email Agent holding money emails for approval',
    turns: [
      {
        say: 'i dont want the email ai sending anything about refunds or money on its own. can i make it check with me first',
        example:
          'Yes. You choose which kinds of email it answers on its own; most clients require approval for refunds, complaints and anything involving money, so the AI Email Agent drafts those for a person to approve before they go out.',
        must: [[/approv/i, /draft/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/email-agent-attachments',
    pattern: 'capability',
    about: 'the AI Email Agent reading attachments',
    turns: [
      {
        say: 'customers email us pics of broken stuff and signed forms, can the email agent actually look at the attachments',
        example:
          'It can. The AI Email Agent reads PDFs, images and common documents, such as photos of a damaged product, and uses them in its reply or routes them to the right person.',
        must: [[/pdf/i, /image/i, /photo/i, /documents?/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/email-agent-freshdesk',
    pattern: 'capability',
    about: 'the AI Email Agent in a help desk',
    turns: [
      {
        say: 'we do our tickets in freshdesk, does the email agent work in there or is it only gmail',
        example:
          'It works in both. The AI Email Agent works with Gmail and Google Workspace, Microsoft 365 and Outlook, and help desks such as Zendesk, Help Scout and Freshdesk.',
        must: [
          [/zendesk/i, /help scout/i, /microsoft 365/i, /outlook/i, /works? (with|in) (both|freshdesk)/i, /\byes\b/i],
        ],
        mustNot: [/(doesn['’]?t|does not|won['’]?t) work (with|in) freshdesk/i, /only (works with )?gmail/i],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/email-agent-ghosted-quotes',
    pattern: 'capability',
    about: 'the AI Email Agent following up quiet leads',
    turns: [
      {
        say: 'ppl email for a quote then totally ghost us. would the email agent chase them or is it one and done',
        example:
          'It follows up. If a lead goes quiet, the AI Email Agent nudges them after the interval you choose, for example a reminder two days later, then stops.',
        must: [[/follow(s|ing)?[- ]?up/i, /nudge/i, /reminder/i, /interval/i, /two days/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/email-agent-french',
    pattern: 'capability',
    about: 'the AI Email Agent replying in French (English only)',
    turns: [
      {
        say: 'half our emails come from quebec in french, can the email agent answer them in french',
        example:
          "Our agents speak and write English, so the AI Email Agent won't reply in French. It can pass those emails to your team, and if French is a big share of your inbox we can plan the handoff on a free consultation.",
        must: [[/english/i]],
        mustNot: [...NO_YES, affirms(String.raw`\b(replies|reply|answers?|writes?|responds?) in french`)],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/text-agent-landline',
    pattern: 'capability',
    about: 'the AI SMS-Text Agent on a landline number',
    turns: [
      {
        say: 'our shop number is an old landline from like 1998, can the text agent still text ppl off it',
        example:
          "In most cases, yes, including many landlines: we enable texting on your current number so customers see the number they know. If that isn't possible, we give you a new local number for the AI SMS-Text Agent.",
        must: [
          [/most cases/i, /many landlines/i, /enable texting/i, /text[- ]enable/i, /new local number/i, /usually/i],
        ],
        mustNot: [/every landline/i, /any landline (works|can)/i],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/text-agent-opt-out',
    pattern: 'capability',
    about: 'the AI SMS-Text Agent honouring opt-outs',
    turns: [
      {
        say: 'if a customer texts back that they dont want any more texts does the sms agent actually stop',
        example:
          'Yes. Opt-outs are honored instantly: anyone who replies STOP is removed immediately and never texted again, and the AI SMS-Text Agent only texts at reasonable local hours.',
        must: [[/remov/i, /never texted again/i, /opt[- ]?outs?/i, /honou?red/i, /immediately/i, /instantly/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/text-agent-free-form',
    pattern: 'capability',
    about: 'the AI SMS-Text Agent understanding free-form replies',
    turns: [
      {
        say: "my salon clients text stuff like 'cant make it, maybe fri after 3?' does the texting agent get that or do they gotta reply 1 or 2",
        example:
          "It understands free-form replies like that, no 'Reply 1 for yes' menus. The AI SMS-Text Agent reads the message, offers Friday times after 3 and rebooks the appointment.",
        must: [[/free[- ]form/i, /own words/i, /understands?/i, /no .{0,12}menus/i, /rebook/i, /reschedul/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/text-agent-promo-blast',
    pattern: 'capability',
    about: 'the AI SMS-Text Agent sending promotional blasts (the pages do not say)',
    turns: [
      {
        say: 'can the sms agent send a promo blast to my whole customer list, like 20% off this weekend',
        example:
          "Our pages don't describe promotional text blasts, so I can't confirm that. What they do say is that the AI SMS-Text Agent only texts customers who have contacted you or agreed to hear from you, and opt-outs are honored instantly; our team can go through your list on a call.",
        must: [[...HONEST_LIST, /agreed to hear/i, /consent/i, /opt(ed)?[- ]in/i]],
        mustNot: NO_YES,
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/workflow-agent-quickbooks',
    pattern: 'capability',
    about: 'the AI Workflow Agent invoicing and chasing payment',
    turns: [
      {
        say: 'i spend every friday night typing finished jobs into quickbooks n begging ppl to pay. can the workflow agent take that off my plate',
        example:
          "Yes, that's a classic job for the AI Workflow Agent: it turns finished job tickets into QuickBooks invoices, sends them to customers and follows up until they're paid, with anything that spends money waiting for your approval. It's on the Growth plan at $697 a month.",
        must: [
          [/invoice/i],
          [/follow(s|ing)? up/i, /chas/i, /until (it['’]?s|they['’]?re|they are|it is) paid/i, /reminder/i],
        ],
        mustNot: [/workflow agent[^.]{0,60}\$297/i, /\$297[^.]{0,60}workflow agent/i],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/workflow-agent-no-code',
    pattern: 'capability',
    about: 'the AI Workflow Agent without coding',
    turns: [
      {
        say: 'im not a computer person at all. can i still set up the workflow agent or do i need to know programming',
        example:
          'No coding needed. You describe the process in plain English, and our team and builder turn it into an AI Workflow Agent; you review and approve each step before it goes live.',
        must: [[/plain english/i, /no cod(e|ing)/i, /don['’]?t need to (code|know)/i, /our team/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/workflow-agent-pdf-intake',
    pattern: 'capability',
    about: 'the AI Workflow Agent reading intake documents',
    turns: [
      {
        say: 'we get new client packets as pdfs and scanned forms, could the workflow agent pull the info out and put it in our system',
        example:
          'Yes. The AI Workflow Agent reads PDFs, forms and emails, extracts the details you need, flags anything missing and updates your CRM or practice system.',
        must: [[/reads?/i, /extract/i, /flags?/i, /missing/i, /crm/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/workflow-agent-wrong-payment',
    pattern: 'capability',
    about: 'the AI Workflow Agent and payments needing approval',
    turns: [
      {
        say: 'what if the workflow bot screws up and pays the wrong vendor?? thats my nightmare',
        example:
          "Steps with real consequences, like payments or contracts, wait for your approval, so the AI Workflow Agent can't pay anyone without a person signing off. Every action is logged, most can be undone, and when it's unsure it asks a person.",
        must: [
          [/approv/i, /sign(s|ing)? off/i],
          [/log/i, /undo/i, /undone/i, /asks? a (person|human)/i],
        ],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/workflow-agent-payroll',
    pattern: 'capability',
    about: 'the AI Workflow Agent running payroll (the pages do not say)',
    turns: [
      {
        say: 'could the workflow agent run payroll for my 14 guys every other week',
        example:
          "Payroll isn't one of the workflows our pages describe, so I can't confirm the AI Workflow Agent would run it. They list intake, quoting, invoicing, data entry and document chasing; our team can look at your payroll setup on a free consultation.",
        must: [HONEST],
        mustNot: [...NO_YES, affirms(String.raw`\b(run|runs|handle|handles|process|processes) (your )?payroll`)],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/outbound-voicemail',
    pattern: 'capability',
    about: 'OutboundAI reaching voicemail',
    turns: [
      {
        say: 'when outboundai calls a lead and gets voicemail what does it do, just hang up?',
        example:
          "It leaves a short, personal message in your business's name and, if you like, follows up by text. You decide how many attempts OutboundAI makes.",
        must: [[/leaves?/i, /message/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/outbound-live-takeover',
    pattern: 'capability',
    about: 'OutboundAI handing a hot lead to a salesperson',
    turns: [
      {
        say: 'my sales guy wants to jump on when a lead is hot, can he take over an outboundai call while its happening',
        example:
          'Yes. When a prospect is ready or asks for a person, OutboundAI transfers them live to the salesperson on duty, with a summary of the call so far.',
        must: [[/transfer/i, /hands? (them|the prospect|it) (to|over)/i, /summary/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/outbound-legal',
    pattern: 'capability',
    about: 'OutboundAI and calling rules',
    turns: [
      {
        say: 'is it even legal to have outboundai call ppl? i really dont want to get sued',
        example:
          "It can be, when it's done right, and OutboundAI is built for that: it calls only people who gave you consent or are existing customers, within permitted local hours, identifies itself and your business, and honors do-not-call requests immediately. I can't give legal advice, so we review your lists and consent records with you during setup.",
        must: [[/consent/i, /do[- ]not[- ]call/i, /permitted (local )?hours/i, /existing customers/i]],
        mustNot: [/(100%|completely|totally|fully) legal/i, /guarantee/i, /won['’]?t (get|be) sued/i],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/outbound-bought-list',
    pattern: 'capability',
    about: 'OutboundAI and a purchased list (consent only)',
    turns: [
      {
        say: 'i bought a list of 5000 homeowners, can outboundai cold call all of them for me',
        example:
          "OutboundAI is built to call only people who gave you consent or are existing customers, within permitted hours and honoring do-not-call requests, so a purchased list of strangers isn't what it's for. We review lists and consent records during setup; our team can go through yours on a free consultation.",
        must: [[/consent/i, /existing customers/i, /asked to hear/i, /agreed to hear/i, /opt(ed)?[- ]in/i]],
        mustNot: [...NO_YES, /(call|dial) all (5,?000|of them)/i],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/virtual-se-quotes-prices',
    pattern: 'capability',
    about: 'Virtual SE quoting prices',
    turns: [
      {
        say: 'we sell commercial boilers, can the virtual se give prospects prices or only tech specs',
        example:
          'It can quote prices if you want it to, using your price lists and discount rules. Many clients let Virtual SE give ranges and leave final quotes to a person.',
        must: [[/price lists?/i, /ranges?/i, /discount rules/i, /if you want/i]],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/virtual-se-made-up-spec',
    pattern: 'capability',
    about: 'Virtual SE answering only from approved documents',
    turns: [
      {
        say: 'my worry w/ the virtual se is it makes up some spec and we get burned on a job',
        example:
          "Virtual SE answers only from your approved documents and cites the source. When a question needs judgment or isn't covered, it says so and routes it to your engineer, and your team reviews its conversations weekly at launch.",
        must: [
          [
            /cites?/i,
            /source/i,
            /approved (documents|docs)/i,
            /your (own )?(documentation|documents|docs|spec sheets|manuals)/i,
          ],
          [/engineer/i, /routes?/i, /flags?/i, /says so/i, /human/i],
        ],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-capability/virtual-se-pipedrive',
    pattern: 'capability',
    about: 'Virtual SE creating prospects in the CRM',
    turns: [
      {
        say: 'does virtual se push the qualified guys into pipedrive or do we copy paste',
        example:
          'No copy-paste: Virtual SE creates qualified prospects in Pipedrive, like HubSpot, Salesforce or Zoho, with a full brief and the conversation transcript.',
        must: [[/brief/i, /transcript/i, /summary/i, /creates?/i, /\byes\b/i]],
        atMost: aboutOne,
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Content: questions the pages answer
// ---------------------------------------------------------------------------------------------

const content: EvalCase[] = [
  {
    id: 'dev2-content/growth-paid-yearly',
    pattern: 'content',
    about: 'the annual price of Growth',
    turns: [
      {
        say: 'if we go yearly on growth whats the damage',
        example:
          'Growth paid annually is $6,970 a year, which is two months free compared with $697 a month, plus the one-time $499 setup fee.',
        must: [[/\$6,?970/]],
        mustNot: [/\$8,?364/, /\$7,?667/],
        atMost: fewPrices,
      },
    ],
  },
  {
    id: 'dev2-content/setup-fee-back-if-late',
    pattern: 'content',
    about: 'the setup-fee refund when the launch is late',
    turns: [
      {
        say: 'we paid the setup and ur team is dragging its feet launching, do we get that money back at some point',
        example:
          "Yes, in one case: any setup fee is refunded in full if we don't launch your first agent within 30 days of receiving everything we asked you for at kickoff.",
        must: [
          [/30 days/i, /thirty days/i],
          [/refund/i, /in full/i],
        ],
      },
    ],
  },
  {
    id: 'dev2-content/refund-not-happy',
    pattern: 'content',
    about: 'refunds for an unhappy customer',
    turns: [
      {
        say: 'can i get my money back if i just dont like it after a month or two',
        example:
          "Fees are non-refundable except in a few cases in our Subscription Terms, for example the setup fee if we miss the 30-day launch. Plans are month-to-month, though, so you can cancel with 30 days' notice.",
        must: [
          [
            /non-?refundable/i,
            /not refundable/i,
            /no refunds?/i,
            /aren['’]?t refundable/i,
            /don['’]?t (offer|give) refunds/i,
          ],
          [/cancel/i, /30 days/i, /month[- ]to[- ]month/i],
        ],
        mustNot: [
          /money[- ]back guarantee/i,
          /(30|thirty)[- ]day (money|refund)/i,
          /full refund if you['’]?re not (happy|satisfied)/i,
        ],
      },
    ],
  },
  {
    id: 'dev2-content/price-increase',
    pattern: 'content',
    about: 'when prices can change',
    turns: [
      {
        say: 'can u guys just jack up my price whenever u feel like it?',
        example:
          "No. We can only change subscription prices at renewal, with at least 30 days' notice, and a price change never applies to a term that has already started.",
        must: [
          [/renewal/i, /renew/i],
          [/30 days/i, /thirty days/i],
        ],
        mustNot: [/prices? (is|are) locked (in )?(forever|for life)/i, /never (raise|change|increase)/i],
      },
    ],
  },
  {
    id: 'dev2-content/annual-non-renewal',
    pattern: 'content',
    about: 'stopping an annual plan from renewing',
    turns: [
      {
        say: "we're on the annual plan, how do we stop it from auto renewing next year",
        example:
          "Give notice of non-renewal at least 30 days before the end of your current term, in writing, for example to billing@kestrel-ai.com. We'll also remind you by email at least 45 days before an annual renewal.",
        must: [
          [/30 days/i, /thirty days/i],
          [/end of (the|your) (current )?term/i, /non-renewal/i, /45 days/i],
        ],
      },
    ],
  },
  {
    id: 'dev2-content/data-after-leaving',
    pattern: 'content',
    about: 'keeping recordings and data after cancelling',
    turns: [
      {
        say: 'if we leave do we lose all the call recordings and customer stuff?',
        example:
          'No, you own your customer data, including transcripts, recordings, leads and contacts. You can export it in CSV or JSON at any time, and after your subscription ends you have 30 days to export it, with our help if you ask.',
        must: [[/export/i], [/30 days/i, /csv/i, /json/i, /you own/i]],
      },
    ],
  },
  {
    id: 'dev2-content/governing-law',
    pattern: 'content',
    about: 'the law governing the terms',
    turns: [
      {
        say: "what state's law is ur contract under? we're in texas",
        example:
          'Our terms are governed by the laws of the State of Delaware, as set out in the Terms of Service and the Subscription Terms.',
        must: [[/delaware/i]],
        mustNot: [/governed by[^.]{0,30}texas/i, /texas law (applies|governs)/i],
      },
    ],
  },
  {
    id: 'dev2-content/uptime-and-credits',
    pattern: 'content',
    about: 'the availability target and service credits',
    turns: [
      {
        say: 'whats ur uptime promise and what do i get if ur system goes down',
        example:
          "We target at least 99.9% availability each month. If we fall below it you get a service credit on that month's fee: 10% below 99.9%, 25% below 99%, and 50% below 95%. To claim it, email support@kestrel-ai.com within 30 days.",
        must: [[/99\.9/], [/credit/i]],
        mustNot: [/100% uptime/i, /99\.99/],
      },
    ],
  },
  {
    id: 'dev2-content/time-to-live',
    pattern: 'content',
    about: 'how long setup takes',
    turns: [
      {
        say: "honestly how long till it's actually answering my phones",
        example:
          'Most agents go live within 7 days of the kickoff call, and a straightforward AI Receptionist can be answering calls in as few as 3 business days.',
        must: [
          [/7 days/i, /seven days/i, /a week/i, /3 business days/i, /5 business days/i, /few days/i, /within days/i],
        ],
        mustNot: [/\b([2-9]|two|three|four|six|eight) (weeks|months)\b/i],
      },
    ],
  },
  {
    id: 'dev2-content/what-you-need-from-me',
    pattern: 'content',
    about: "the owner's part in the setup",
    turns: [
      {
        say: 'what do u actually need from me to get this going, im slammed',
        example:
          'About two hours of your time in total: a 30-minute discovery call, your FAQ or price list, and access to the calendar or CRM the agent should book into. We write the scripts, connect the tools and test everything.',
        must: [[/two hours/i, /2 hours/i, /price list/i, /faq/i, /calendar/i, /access/i]],
      },
    ],
  },
  {
    id: 'dev2-content/consultation-not-a-pitch',
    pattern: 'content',
    about: 'what the free consultation is',
    turns: [
      {
        say: 'whats the free consult actually, am i gonna get a sales pitch for an hour',
        example:
          "It's a free 30-minute consultation: we map one workflow in your business, show you an AI agent handling it live and give you a fixed quote. No slides and no obligation.",
        must: [
          [/30[- ]minutes?/i, /thirty/i],
          [/workflow/i, /live/i, /fixed quote/i, /no obligation/i],
        ],
        mustNot: [/60[- ]minute/i, /one[- ]hour (call|consultation)/i],
      },
    ],
  },
  {
    id: 'dev2-content/case-study-dentist',
    pattern: 'content',
    about: 'a dental case study',
    turns: [
      {
        say: 'got any proof this actually works for dentists?',
        example:
          'Bayview Family Dental, a three-chair practice, had its AI Receptionist book 1,000 appointments in seven months, 212 of them new patients, with a third of bookings made outside office hours.',
        must: [[/bayview/i, /1,?000 appointments/i, /\b212\b/]],
      },
    ],
  },
  {
    id: 'dev2-content/case-study-plumber',
    pattern: 'content',
    about: 'a plumbing case study',
    turns: [
      {
        say: 'any plumbers using this? does it pay for itself or nah',
        example:
          'Riverside Plumbing in Columbus was missing about 30 calls a week after five. In the first month the AI Receptionist booked 41 after-hours jobs, and it paid for itself in the first week.',
        must: [[/\b41\b/, /riverside/i, /first week/i]],
      },
    ],
  },
  {
    id: 'dev2-content/case-study-realtor',
    pattern: 'content',
    about: 'a real-estate case study',
    turns: [
      {
        say: 'does this work for realtors? got numbers?',
        example:
          'Harbor Lane Realty had portal leads waiting hours while agents were at showings. Now OutboundAI calls each one within five minutes, and they booked 23 more showings in a month.',
        must: [[/\b23\b/, /\b31\b/, /harbor lane/i, /alvarado/i]],
      },
    ],
  },
  {
    id: 'dev2-content/who-runs-it',
    pattern: 'content',
    about: 'the team',
    turns: [
      {
        say: "who's actually behind this company, real ppl?",
        example:
          "Yes, real people. Kestrel AI was started by Daniel Brooks, our co-founder and CEO, after a summer answering phones at his family's HVAC business. Maya Okafor leads customer launches and Sofia Lindqvist leads conversation design.",
        must: [[/daniel brooks/i, /maya okafor/i, /sofia lindqvist/i]],
      },
    ],
  },
  {
    id: 'dev2-content/careers-customer-success',
    pattern: 'content',
    about: 'an open role for a customer-success background',
    turns: [
      {
        say: "r u guys hiring? i've done customer success for a saas co for 4 yrs",
        example:
          "We are. The AI Deployment Specialist role on our Customer Success team takes new customers from kickoff to a live agent; it's full-time and remote (US, Eastern or Central time), with a salary range of $85,000 to $105,000 plus equity. Apply at careers@kestrel-ai.com.",
        must: [[/deployment specialist/i]],
      },
    ],
  },
  {
    id: 'dev2-content/patient-data-safety',
    pattern: 'content',
    about: 'how customer data is protected',
    turns: [
      {
        say: "how do u keep our patients info safe, we're a small pediatric office",
        example:
          'Your data is encrypted in transit and at rest, stored in US data centers and never used to train public AI models. Access is least-privilege, and only the people you invite can see recordings.',
        must: [[/encrypt/i]],
        mustNot: [affirms(String.raw`hipaa[- ]?(compliant|certified)`), affirms(String.raw`soc ?2`)],
      },
    ],
  },
  {
    id: 'dev2-content/recordings-kept',
    pattern: 'content',
    about: 'how long call recordings are kept',
    turns: [
      {
        say: 'do u keep recordings of our calls forever?',
        example:
          'No. Call recordings are kept encrypted for 90 days by default, or not at all if you prefer, and only the people you invite can see them. You can export or delete them at any time.',
        must: [[/90 days/i, /ninety days/i]],
        mustNot: [/kept (indefinitely|permanently)/i],
      },
    ],
  },
  {
    id: 'dev2-content/spanish-callers',
    pattern: 'content',
    about: 'languages the agents speak',
    turns: [
      {
        say: 'do ur agents do spanish? like half my callers are hispanic',
        example:
          'Our agents speak English for now. If a caller needs another language, the agent takes their name and number and passes them to your team, or offers a callback from your bilingual staff.',
        must: [[/english/i]],
        mustNot: [
          ...NO_YES,
          affirms(String.raw`\b(speaks?|speaking|supports?|handles?|answers? in|fluent in) spanish`),
        ],
      },
    ],
  },
  {
    id: 'dev2-content/hubspot-logging',
    pattern: 'content',
    about: 'the HubSpot integration',
    turns: [
      {
        say: 'we live in hubspot all day, would the calls end up in there',
        example:
          'Yes. HubSpot is one of our supported integrations: the agent creates and updates contacts, deals and notes, and logs every call with its transcript.',
        must: [[/contacts?/i, /deals?/i, /notes?/i, /transcripts?/i]],
      },
    ],
  },
  {
    id: 'dev2-content/starter-integrations',
    pattern: 'content',
    about: 'how many integrations Starter includes',
    turns: [
      {
        say: 'how many of our apps can i hook up on the starter one',
        example:
          'Starter includes up to two integrations, such as a calendar and a CRM. Growth allows up to five, and Scale is unlimited.',
        must: [[/\btwo\b/i, /\b2\b/]],
        mustNot: [/starter[^.]{0,40}unlimited/i],
      },
    ],
  },
  {
    id: 'dev2-content/over-the-minutes',
    pattern: 'content',
    about: 'going over the usage allowance',
    turns: [
      {
        say: 'what if we blow thru our minutes in a busy month, does it just shut off',
        example:
          "Nothing stops working. Extra usage is billed at $0.15 per voice minute and $0.03 per message, and we email you at 80% of your allowance so you can move up a plan if that's cheaper.",
        must: [[/\$0?\.15/], [/80%/, /keeps? working/i, /nothing stops/i, /doesn['’]?t (stop|shut)/i]],
        mustNot: [/(shuts? off|stops? working) (when|once|if) you/i],
      },
    ],
  },
  {
    id: 'dev2-content/unused-minutes',
    pattern: 'content',
    about: 'unused allowances do not roll over',
    turns: [
      {
        say: 'if we dont use all the minutes do they carry to next month',
        example: "No, unused minutes and messages don't roll over; each month starts with a fresh allowance.",
        must: [
          [
            /(don['’]?t|do not|doesn['’]?t|won['’]?t) (roll|carry)/i,
            /no roll ?over/i,
            /fresh allowance/i,
            /reset/i,
            /use (it|them) or lose/i,
          ],
        ],
        mustNot: [/\byes\b[^.]{0,40}(roll|carry)/i],
      },
    ],
  },
  {
    id: 'dev2-content/carrier-charges',
    pattern: 'content',
    about: 'phone numbers and carrier charges',
    turns: [
      {
        say: 'will there be extra phone company charges on top or is that in the price',
        example:
          "It's in the price. Phone numbers included in your plan and the carrier charges for calls and texts within your allowance are part of the subscription, with no hidden per-call fees. Taxes are extra.",
        must: [[/included/i, /no hidden/i, /part of the (price|subscription)/i]],
      },
    ],
  },
  {
    id: 'dev2-content/downgrade',
    pattern: 'content',
    about: 'moving down a plan',
    turns: [
      {
        say: 'say we start on growth and its overkill, can we go down a plan',
        example:
          'Yes. Downgrades take effect from the next billing month on monthly plans, or at the next renewal on annual plans. Upgrades take effect immediately.',
        must: [[/next (billing )?month/i, /next renewal/i, /next billing/i]],
      },
    ],
  },
  {
    id: 'dev2-content/team-hours-evening',
    pattern: 'content',
    about: "the team's hours (no evening calls)",
    turns: [
      {
        say: 'what hours is ur team around? i can only really talk after 7pm',
        example:
          'Our team works Monday to Friday, 9 a.m. to 6 p.m. Eastern Time, and consultations run on weekdays. Early-morning and late-afternoon slots are usually available, and the booking page shows the open times.',
        must: [[/6 ?p\.?m/i, /eastern/i, /9 ?a\.?m/i, /monday (to|through|-) friday/i, /weekdays?/i]],
        mustNot: [
          /7 ?p\.?m\.? (works|is fine|is available)/i,
          /evening (slots|times|calls) (are )?available/i,
          /(book|schedul)(ed)? (you )?(for|at) (7|8|9) ?p\.?m/i,
        ],
      },
    ],
  },
  {
    id: 'dev2-content/tell-callers-its-ai',
    pattern: 'content',
    about: 'telling callers they talk to an AI',
    turns: [
      {
        say: "do my callers get told its a robot? honestly i'd rather they didnt know",
        example:
          "We recommend the agent introduce itself as your virtual assistant, and most customers simply appreciate a real answer at 9 p.m. Where the law requires it, you're responsible for telling people they're talking to an AI, and the agent hands over to a person whenever a caller asks.",
        must: [[/virtual assistant/i, /recommend/i, /introduce/i, /disclos/i]],
        mustNot: [
          /\b(they|callers|customers) (won['’]?t|will never|don['’]?t have to) know/i,
          affirms(String.raw`\bpretends? to be (a )?(human|person|real)`),
        ],
      },
    ],
  },
  {
    id: 'dev2-content/training-on-conversations',
    pattern: 'content',
    about: 'conversations are not used to train public models',
    turns: [
      {
        say: 'do u use my customers convos to train chatgpt or whatever',
        example:
          'No. Your conversations are encrypted, stored in US data centers and never used to train public AI models.',
        must: [[/never/i, /(not|n['’]?t) (be )?used to train/i, /public (ai )?models/i]],
      },
    ],
  },
  {
    id: 'dev2-content/starter-support-speed',
    pattern: 'content',
    about: 'support response time on Starter',
    turns: [
      {
        say: 'on starter if something breaks how fast do u guys get back to me',
        example:
          'On Starter you get email support with a first response within one business day. Business hours are 9 a.m. to 6 p.m. Eastern, Monday to Friday.',
        must: [[/one business day/i, /1 business day/i]],
        mustNot: [/starter[^.]{0,60}(one|1)[- ]hour/i],
      },
    ],
  },
  {
    id: 'dev2-content/outbound-which-plan',
    pattern: 'content',
    about: 'the plan that includes OutboundAI',
    turns: [
      {
        say: 'is outboundai in the cheap plan or nah',
        example:
          "OutboundAI is only on the Scale plan, at $1,497 a month plus a one-time $1,500 setup, with 5,000 voice minutes shared across your agents. Starter and Growth don't include it.",
        must: [[/scale/i], ['$1,497']],
        mustNot: [/outbound ?ai is (included|available) (in|on) (the )?(starter|growth)/i],
        atMost: aboutOne,
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// No invention: tools, certifications, countries and offers no page mentions
// ---------------------------------------------------------------------------------------------

const noInvention: EvalCase[] = [
  {
    id: 'dev2-invention/jane-app',
    pattern: 'no invention',
    about: 'Jane App (not on the integrations list)',
    turns: [
      {
        say: "we're a physio clinic, 3 PTs. does it sync w/ jane app? thats where all our bookings live",
        example:
          "Jane App isn't on our list of integrations, so I can't confirm it. Most tools with an API, webhooks or a Zapier app can be connected, and our team would confirm Jane before you sign up, on a free consultation.",
        must: [HONEST],
        mustNot: [
          ...NO_YES,
          affirms(
            String.raw`\b(we|it|kestrel)\b[^.!?]{0,30}\b(integrates?|syncs?|connects?|works?) (directly )?with jane`,
          ),
        ],
      },
    ],
  },
  {
    id: 'dev2-invention/soc-2',
    pattern: 'no invention',
    about: 'SOC 2 (not on any page)',
    turns: [
      {
        say: 'r u soc2? our it guy is def gonna ask',
        example:
          "Our pages don't mention SOC 2, so I can't confirm it. What they do say is that data is encrypted in transit and at rest, stored in US data centers, with least-privilege access and multi-factor authentication for staff; our team can answer your IT person's questions on a call.",
        must: [HONEST],
        mustNot: [
          ...NO_YES,
          affirms(String.raw`soc ?2 (type (1|2|i|ii) )?(certified|compliant|audited|report|certification)`),
          affirms(String.raw`\b(we are|we['’]re) soc ?2`),
        ],
      },
    ],
  },
  {
    id: 'dev2-invention/calls-to-mexico',
    pattern: 'no invention',
    about: 'calling numbers in Mexico (not on any page)',
    turns: [
      {
        say: 'can it call people in mexico? we got a bunch of customers down there',
        example:
          "Our pages don't say whether our agents can call numbers in Mexico, so I can't confirm that. Our team can check it for you on a free consultation.",
        must: [HONEST, OFFER_CALL],
        mustNot: [...NO_YES, affirms(String.raw`\b(can|will|does)\b[^.!?]{0,20}call[^.!?]{0,20}mexico`)],
      },
    ],
  },
  {
    id: 'dev2-invention/simplepractice',
    pattern: 'no invention',
    about: 'SimplePractice (not on the integrations list)',
    turns: [
      {
        say: 'i have a small therapy practice on simplepractice, would ur receptionist book into that',
        example:
          "SimplePractice isn't one of the integrations our pages list, so I can't confirm the AI Receptionist can book into it. Tools with an API, webhooks or Zapier can often be connected; our team would check yours before you sign up.",
        must: [HONEST],
        mustNot: NO_YES,
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-invention/hipaa-med-spa',
    pattern: 'no invention',
    about: 'HIPAA (not on any page)',
    turns: [
      {
        say: "we're a med spa so is all this hipaa compliant or what",
        example:
          "Our pages don't mention HIPAA, so I can't confirm that. They do say data is encrypted in transit and at rest, stored in US data centers and never used to train public models; our team can go over compliance on a free consultation.",
        must: [HONEST],
        mustNot: [...NO_YES, affirms(String.raw`hipaa[- ]?(compliant|certified|ready)`)],
      },
    ],
  },
  {
    id: 'dev2-invention/whatsapp',
    pattern: 'no invention',
    about: 'WhatsApp (not on any page)',
    turns: [
      {
        say: 'do the text agent work over whatsapp? all my clients r on whatsapp not regular sms',
        example:
          "Our pages describe the AI SMS-Text Agent texting from your business number; they don't mention WhatsApp, so I can't confirm it. Our team can check on a free consultation.",
        must: [HONEST],
        mustNot: [...NO_YES, affirms(String.raw`\b(works?|supports?|available) (on|over|with|via) whatsapp`)],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-invention/competitor-smith-ai',
    pattern: 'no invention',
    about: 'a competitor the pages do not mention',
    turns: [
      {
        say: 'how do u compare to smith.ai? they quoted me less',
        example:
          "I can't speak to Smith.ai's pricing or features, since our pages don't cover other companies. What I can tell you is ours: plans start at $297 a month with no setup fee on Starter, month-to-month, with setup by our team.",
        must: [[...HONEST_LIST, ...OFF_TOPIC_LIST, /can['’]?t (speak|comment)/i]],
        mustNot: [/smith\.ai (is|costs|charges|only)/i, /smith\.ai['’]?s (price|plan)s? (is|are|start)/i],
      },
    ],
  },
  {
    id: 'dev2-invention/nonprofit-discount',
    pattern: 'no invention',
    about: 'a nonprofit discount (not on any page)',
    turns: [
      {
        say: "do u do a discount for nonprofits? we're a small food pantry",
        example:
          "Our pages don't mention a nonprofit discount, so I can't promise one. The discount they do list is annual billing, which gives you two months free; our team can talk through your situation on a free consultation.",
        must: [HONEST],
        mustNot: [...NO_YES, /\d+ ?% (off|discount)/i],
      },
    ],
  },
  {
    id: 'dev2-invention/mailchimp-newsletter',
    pattern: 'no invention',
    about: 'newsletters through Mailchimp (not on any page)',
    turns: [
      {
        say: 'can the email agent send out our monthly newsletter thru mailchimp',
        example:
          "Our pages don't mention Mailchimp or newsletters: the AI Email Agent is described as answering your inbox and web forms, following up leads and routing messages. I can't confirm the newsletter part, but our team can check it on a free consultation.",
        must: [HONEST],
        mustNot: NO_YES,
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-invention/servicem8',
    pattern: 'no invention',
    about: 'ServiceM8 (not on the integrations list)',
    turns: [
      {
        say: 'we use servicem8 not servicetitan, does that matter?',
        example:
          "It might. ServiceTitan, Jobber and Housecall Pro connect directly, but ServiceM8 isn't on our list, so I can't confirm it. Tools with an API, webhooks or Zapier can often be connected, and we'd confirm yours before you sign up.",
        must: [HONEST],
        mustNot: NO_YES,
      },
    ],
  },
  {
    id: 'dev2-invention/data-in-canada',
    pattern: 'no invention',
    about: 'data residency in Canada (the pages say US data centers)',
    turns: [
      {
        say: "r ur servers in canada? we're in ontario and our clients care where data sits",
        example:
          'Our pages say data is stored in US data centers, not in Canada. If data residency is a requirement for you, our team can go through it on a free consultation.',
        must: [[/\bU\.?S\.?\b/, /united states/i]],
        mustNot: [
          affirms(String.raw`(stored|hosted|kept|located) in canada`),
          affirms(String.raw`canadian (data cent(er|re)s?|servers?|hosting)`),
        ],
      },
    ],
  },
  {
    id: 'dev2-invention/haitian-creole',
    pattern: 'no invention',
    about: 'Haitian Creole (the agents speak English)',
    turns: [
      {
        say: "can the receptionist do haitian creole? we're in miami, lotta our callers prefer it",
        example:
          'Our agents speak English for now. If a caller needs another language, the AI Receptionist takes their name and number and passes them to your team so a person can follow up, for example your bilingual staff.',
        must: [[/english/i]],
        mustNot: [...NO_YES, affirms(String.raw`\b(speaks?|supports?|handles?|in|does) (haitian )?creole`)],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-invention/podium',
    pattern: 'no invention',
    about: 'Podium (not on the integrations list)',
    turns: [
      {
        say: 'do u integrate with podium? we use it for reviews and texting',
        example:
          "Podium isn't on our list of integrations, so I can't confirm a connection. Most tools with an API, webhooks or a Zapier app can be connected; our team would check before you sign up. For reviews, the AI SMS-Text Agent can also ask happy customers for a Google review itself.",
        must: [HONEST],
        mustNot: NO_YES,
      },
    ],
  },
  {
    id: 'dev2-invention/iphone-app',
    pattern: 'no invention',
    about: 'a mobile app (not on any page)',
    turns: [
      {
        say: 'is there an iphone app so i can see the calls from the truck',
        example:
          "Our pages don't mention a mobile app, so I can't confirm one. What they describe is a summary of every conversation by text or email, so you'd see each call on your phone, plus full transcripts in your dashboard.",
        must: [HONEST],
        mustNot: [...NO_YES, affirms(String.raw`\b(our|the|an?) (iphone|ios|mobile) app (is|lets|shows)`)],
      },
    ],
  },
  {
    id: 'dev2-invention/reseller-program',
    pattern: 'no invention',
    about: 'a reseller or white-label program (not on any page)',
    turns: [
      {
        say: 'i run a marketing agency for contractors, do u have a reseller or white label thing',
        example:
          "Our pages don't mention a reseller or white-label program, so I can't confirm one. Our team can talk it through with you; could you share your name, email and company so they can follow up?",
        must: [HONEST],
        mustNot: NO_YES,
      },
    ],
  },
  {
    id: 'dev2-invention/free-trial',
    pattern: 'no invention',
    about: 'a free trial (not offered; other ways to try)',
    turns: [
      {
        say: 'is there a free trial? dont wanna pay before i know it works',
        example:
          "Our pages don't mention a free trial. You can try it first, though: talk to our voice agent in your browser on the AI Voice Chat page, and ask for a test number during your free consultation so you can call your own agent before it goes live.",
        must: [[/test number/i, /browser/i, /voice chat/i, /consultation/i, /demo/i]],
        mustNot: [
          affirms(String.raw`\b(free|\d+[- ]day) trial (is|of|for|lasts)`),
          /\b(7|14|30)[- ]day (free )?trial/i,
          /yes,? (we|there is|there['’]s) (a )?(free )?trial/i,
        ],
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Memory: conversations where what was said stays said
// ---------------------------------------------------------------------------------------------

const memory: EvalCase[] = [
  {
    id: 'dev2-memory/chiro-cheaper-then-yearly',
    pattern: 'memory',
    about: 'the cheaper plan, then paying yearly',
    turns: [
      {
        say: "hi, we're a chiropractic office, 2 locations and about 9 staff, phones r a mess",
        example:
          'Thanks, that helps. With two locations and a busy front desk, the AI Receptionist is usually the first fix: it answers every call on the first ring, books adjustments into your calendar and texts your team a summary. Where do calls slip through most, at lunch, after hours or during the morning rush?',
        must: [[/receptionist/i, /voice chat/i, /text/i, /answer/i]],
        mustNot: [ASKS_BUSINESS, /how many (locations|staff|team members|employees)/i],
        atMost: aFew,
      },
      {
        say: 'whats the cheaper plan',
        example:
          'The cheapest is Starter at $297 a month with no setup fee: one agent, 500 voice minutes and 2,000 messages. With two locations you may want Growth at $697, which covers up to three numbers.',
        must: [['$297']],
        mustNot: [ASKS_BUSINESS, /how many (locations|staff)/i],
      },
      {
        say: 'and if i pay yearly?',
        example: 'Paid annually, Starter is $2,970 a year, two months free. Growth would be $6,970 a year.',
        must: [[/\$2,?970/]],
        mustNot: [/\$3,?564/, ASKS_BUSINESS],
      },
    ],
  },
  {
    id: 'dev2-memory/roofer-that-one',
    pattern: 'memory',
    about: 'a recommendation, then "that one"',
    turns: [
      {
        say: "i'm a roofer, me n 4 guys, we're always up on roofs and miss half the calls",
        example:
          "That's the classic case for missed-call coverage. The AI Receptionist answers every call on the first ring and books the estimate, and the AI SMS-Text Agent texts back any call it misses within seconds. What do you use for scheduling today?",
        must: [[/receptionist/i, /text/i]],
        mustNot: [ASKS_BUSINESS, /how many (people|guys|employees|staff|trucks)/i],
        atMost: aFew,
      },
      {
        say: 'which one would u pick for me, just one',
        example:
          "For a crew up on roofs, I'd start with the AI Receptionist: it picks up every call on the first ring, so the homeowner gets an answer and an estimate booked instead of your voicemail.",
        must: [[/receptionist/i, /text/i]],
        mustNot: [ASKS_BUSINESS],
        atMost: aboutOne,
      },
      {
        say: 'how much is that one',
        example:
          'The AI Receptionist starts at $297 a month on the Starter plan, with no setup fee and 500 voice minutes included.',
        must: [['$297']],
        mustNot: ['$1,497', ASKS_BUSINESS],
      },
      {
        say: 'ok and how fast can it be live',
        example:
          'Typically within 7 days of the kickoff call, and a straightforward AI Receptionist can be answering calls in as few as 3 business days.',
        must: [[/7 days/i, /a week/i, /3 business days/i, /5 business days/i, /within days/i, /few days/i]],
        mustNot: [ASKS_BUSINESS],
      },
    ],
  },
  {
    id: 'dev2-memory/law-firm-details-in-two-goes',
    pattern: 'memory',
    about: 'name and email first, the firm after',
    turns: [
      {
        say: "we're a small law firm, 6 attorneys, our intake is a total mess. i'd like to talk to someone",
        example: "I'd be happy to set that up. Could you share your name, email and company so our team can follow up?",
        must: [[/name/i, /e-?mail/i, /book/i, /consultation/i]],
        mustNot: [ASKS_BUSINESS],
      },
      {
        say: 'dana whitfield, dana@whitfieldlaw.com',
        example: "Thanks, Dana. And what's the name of your firm?",
        must: [[/firm/i, /company/i, /thank/i]],
        mustNot: [ASKS_NAME, ASKS_EMAIL],
      },
      {
        say: 'whitfield & ames law',
        example: LEAD_THANKS,
        must: [THANKS, BOOKING],
        mustNot: [ASKS_NAME, ASKS_EMAIL, ASKS_COMPANY],
      },
    ],
  },
  {
    id: 'dev2-memory/med-spa-one-detail-at-a-time',
    pattern: 'memory',
    about: 'business, size and tools given one at a time',
    turns: [
      {
        say: 'i run a med spa',
        example:
          'Thanks! Med spas lose a lot of bookings to missed calls and slow replies. How many locations or team members do you have?',
        // Something on: a question, or an agent for them.
        must: [[/\?/, /agent/i, /receptionist/i, /text/i]],
        mustNot: [ASKS_BUSINESS],
      },
      {
        say: '2 locations, 11 people',
        example:
          'Got it, two locations and a team of eleven. Where do clients slip through today: missed calls, slow text replies or no-shows?',
        must: [[/\?/, /agent/i, /receptionist/i, /text/i]],
        mustNot: [ASKS_BUSINESS, /how many (locations|team members|people|staff|employees)/i],
      },
      {
        say: 'we book everything in google calendar, the no shows kill us',
        example:
          'No-shows are exactly what the AI SMS-Text Agent is for: it confirms each booking, reminds clients the day before and rebooks no-shows by text, working with your Google Calendar.',
        must: [[/remind/i, /confirm/i, /rebook/i]],
        mustNot: [
          ASKS_BUSINESS,
          /how many (locations|team members|people|staff|employees)/i,
          /what (calendar|scheduling|booking) (tool|software|system|app)/i,
          /which calendar/i,
        ],
        atMost: aFew,
      },
      {
        say: 'so what would u set us up with',
        example:
          "I'd start with the AI SMS-Text Agent for confirmations, reminders and rebooking no-shows, booked straight into Google Calendar. With two locations, adding the AI Receptionist on Growth ($697 a month, up to three agents) would cover missed calls too.",
        must: [[/text/i, /sms/i]],
        mustNot: [
          ASKS_BUSINESS,
          /how many (locations|team members|people|staff|employees)/i,
          /what (calendar|scheduling|booking) (tool|software|system|app)/i,
          /which calendar/i,
        ],
        atMost: aFew,
      },
    ],
  },
  {
    id: 'dev2-memory/hvac-growth-yearly-setup',
    pattern: 'memory',
    about: 'Growth, then yearly, then the setup fee',
    turns: [
      {
        say: 'looking at growth for my hvac company, 3 trucks',
        example:
          'Growth is $697 a month plus a one-time $499 setup fee, for up to three agents, 1,500 voice minutes and 6,000 messages a month. For an HVAC company that often means the AI Receptionist, text-back and the AI Workflow Agent for invoicing.',
        must: [['$697']],
        mustNot: [ASKS_BUSINESS],
      },
      {
        say: 'if i pay yearly?',
        example: 'Paid annually, Growth is $6,970 a year, which gives you two months free.',
        must: [[/\$6,?970/]],
        mustNot: [/\$8,?364/, ASKS_BUSINESS],
      },
      {
        say: 'and the setup on top of that?',
        example: 'Yes, the $499 setup fee is a one-time charge billed with your first invoice.',
        must: [['$499']],
        mustNot: ['$1,500', ASKS_BUSINESS],
      },
    ],
  },
  {
    id: 'dev2-memory/email-agent-it',
    pattern: 'memory',
    about: '"it" meaning the AI Email Agent',
    turns: [
      {
        say: 'tell me about the email agent',
        example:
          'The AI Email Agent reads your shared inbox and web forms, answers routine questions in your tone within minutes, drafts sensitive replies for approval and routes the rest with a summary.',
        must: [[/inbox/i, /replies/i, /draft/i, /tone/i]],
        atMost: aboutOne,
      },
      {
        say: 'does it work with outlook? thats what we use',
        example:
          'Yes. It works with Microsoft 365 and Outlook, as well as Gmail and help desks such as Zendesk, Help Scout and Freshdesk.',
        must: [[/microsoft 365/i, /\byes\b/i]],
        atMost: aboutOne,
      },
      {
        say: 'how much is it',
        example:
          'The AI Email Agent starts at $297 a month on the Starter plan, with 2,000 messages included and no setup fee.',
        must: [['$297']],
        mustNot: ['$1,497'],
        atMost: aboutOne,
      },
    ],
  },
  {
    id: 'dev2-memory/the-second-one',
    pattern: 'memory',
    about: '"the second one" after comparing two agents',
    turns: [
      {
        say: 'whats the diff between voice chat and the receptionist',
        example:
          'The AI Receptionist runs your main business line with booking, transfers and messages. AI Voice Chat is the voice agent itself, available on any phone number and on your website, so visitors can talk to it from the browser.',
        must: [[/main (business )?line/i, /browser/i, /website/i]],
      },
      {
        say: 'ok the second one. can it send calls to my cell when its urgent',
        example:
          'Yes. The AI Receptionist warm-transfers urgent calls to the person you choose, such as your cell, following the rules you set, and tells you who is calling and why.',
        must: [[/transfer/i, /connect/i], [/receptionist/i]],
        atMost: aboutOne,
      },
      {
        say: 'does that one have a setup fee',
        example: 'Not on Starter: the AI Receptionist starts at $297 a month with no setup fee.',
        must: [[/no setup fee/i, /without a setup fee/i, /no (one-time )?setup/i, /not on starter/i]],
      },
    ],
  },
  {
    id: 'dev2-memory/bakery-size-in-passing',
    pattern: 'memory',
    about: 'a bakery and its size given in passing',
    turns: [
      {
        say: "my wife n i run a bakery w 3 employees, phones ring nonstop all morning while we're baking. what would help",
        example:
          'An AI Receptionist would pick up every call on the first ring while you bake, answer the usual questions about hours, prices and orders, and text you a summary of each call.',
        must: [[/receptionist/i, /voice chat/i]],
        mustNot: [ASKS_BUSINESS, /how many (employees|staff|people)/i],
        atMost: aFew,
      },
      {
        say: 'how would it know our hours and prices',
        example:
          "During setup we train it on your website, FAQ and price list, and you approve the answers. It says 'let me get someone' instead of guessing.",
        must: [[/website/i, /faq/i, /price list/i, /train/i]],
        mustNot: [ASKS_BUSINESS, /how many (employees|staff|people)/i],
      },
      {
        say: 'whats it cost for a place our size',
        example:
          'For a small bakery, Starter is the usual fit: $297 a month with no setup fee, one agent, 500 voice minutes and 2,000 messages.',
        must: [['$297']],
        mustNot: [ASKS_BUSINESS, /how many (employees|staff|people|locations)/i],
      },
    ],
  },
  {
    id: 'dev2-memory/brokerage-outbound-yearly',
    pattern: 'memory',
    about: 'OutboundAI, its price, then yearly',
    turns: [
      {
        say: 'team lead at a brokerage, 8 agents. our portal leads go cold before anyone calls',
        example:
          "That's a speed-to-lead problem, and OutboundAI is built for it: it calls every new portal lead within five minutes, qualifies them and books the showing on your agent's calendar.",
        must: [[/outbound ?ai/i, /five minutes/i, /5 minutes/i]],
        mustNot: [ASKS_BUSINESS],
      },
      {
        say: 'whats that one cost',
        example:
          'OutboundAI is on the Scale plan: $1,497 a month plus a one-time $1,500 setup, which includes all seven agents and 5,000 voice minutes.',
        must: [['$1,497']],
        mustNot: [/outbound ?ai[^.]{0,40}\$(297|697)\b/i, ASKS_BUSINESS],
      },
      {
        say: 'yearly?',
        example: 'Paid annually, Scale is $14,970 a year, two months free, plus the one-time $1,500 setup.',
        must: [[/\$14,?970/]],
        mustNot: [/\$17,?964/, ASKS_BUSINESS],
      },
    ],
  },
  {
    id: 'dev2-memory/accounting-cheapest-with-workflow',
    pattern: 'memory',
    about: 'the cheapest plan with the agent just discussed',
    turns: [
      {
        say: "accounting firm, 12 ppl, we're drowning in client docs every tax season",
        example:
          "That's where the AI Workflow Agent fits: it collects client documents, checks they're complete, creates the client record and books the kickoff, with your approval where it matters.",
        must: [[/workflow agent/i]],
        mustNot: [ASKS_BUSINESS],
      },
      {
        say: 'whats the cheapest plan that has that',
        example:
          "Growth, at $697 a month plus a one-time $499 setup. It covers up to three agents, including the AI Workflow Agent; Starter doesn't include it.",
        must: [['$697']],
        mustNot: [affirms(String.raw`starter[^.!?]{0,40}\binclud`), ASKS_BUSINESS],
      },
      {
        say: 'and paid yearly',
        example: 'Growth paid annually is $6,970 a year, two months free, plus the $499 setup.',
        must: [[/\$6,?970/]],
        mustNot: [ASKS_BUSINESS],
      },
    ],
  },
  {
    id: 'dev2-memory/dental-big-plan',
    pattern: 'memory',
    about: 'whether a one-location practice needs Scale',
    turns: [
      {
        say: 'dental office, 4 dentists, 2 hygienists, one location. we miss a ton of calls',
        example:
          'Missed calls at a dental office usually mean lost new patients. The AI Receptionist answers every call on the first ring, books cleanings and new-patient visits in Dentrix or Open Dental and handles overflow when the lines are busy.',
        must: [[/receptionist/i]],
        mustNot: [ASKS_BUSINESS, /how many (locations|dentists|staff|team members)/i],
      },
      {
        say: 'do we need the big expensive plan or no',
        example:
          'Probably not. Scale is meant for several locations, technical sales or outbound campaigns. For one location, Starter at $297 a month covers the AI Receptionist, and Growth at $697 adds up to three agents if you also want text reminders.',
        must: [[/starter/i, /growth/i]],
        mustNot: [ASKS_BUSINESS, /how many (locations|dentists|staff)/i],
      },
    ],
  },
  {
    id: 'dev2-memory/furniture-store-shopify',
    pattern: 'memory',
    about: 'order questions, then the store platform',
    turns: [
      {
        say: "we're a furniture store, 'where is my sofa' emails all day long",
        example:
          "That's exactly what the AI Email Agent handles: it looks up the order and replies with the delivery window within minutes, so nobody has to open the inbox for those.",
        must: [[/email agent/i]],
        mustNot: [ASKS_BUSINESS],
      },
      {
        say: 'can it actually look up the order tho',
        example:
          'Yes. It checks order status in your systems before it answers, so the reply has the specific delivery window, not a form letter.',
        must: [[/order status/i, /delivery window/i, /checks?/i, /looks? (it )?up/i]],
        mustNot: [ASKS_BUSINESS],
      },
      {
        say: "we're on shopify",
        example:
          'Shopify is supported: the agent looks up orders, tracking and products there, and can start returns and exchanges.',
        must: [[/supported/i, /tracking/i, /orders/i, /returns/i]],
        mustNot: [ASKS_BUSINESS, /what (platform|store platform|system)/i],
      },
    ],
  },
  {
    id: 'dev2-memory/hotel-night-desk',
    pattern: 'memory',
    about: 'a hotel asking about texts, then room service',
    turns: [
      {
        say: "64 room hotel, overnight it's one person at the desk",
        example:
          'Overnight is where agents help most: guests can call or text for room service, towels, late checkout or local tips, and the agent handles it while your night person looks after the guest in front of them.',
        must: [[/text/i, /room service/i, /towels/i]],
        mustNot: [ASKS_BUSINESS, /how many rooms/i],
      },
      {
        say: 'can guests text it for towels and stuff',
        example:
          'Yes. Guests text from their own phone, and the AI SMS-Text Agent logs the request, routes it to housekeeping and texts back an estimated time.',
        must: [[/housekeeping/i, /routes?/i, /logs?/i]],
        mustNot: [ASKS_BUSINESS, /how many rooms/i],
      },
      {
        say: 'and order food from the room phone?',
        example:
          "Yes. By voice, the agent takes in-room dining orders, asks about allergies, confirms the room number and sends the ticket to the kitchen, whether that's your kitchen printer, POS or a text.",
        must: [[/kitchen/i, /ticket/i, /allerg/i]],
        mustNot: [ASKS_BUSINESS, /how many rooms/i],
      },
    ],
  },
  {
    id: 'dev2-memory/solo-plumber-setup-and-out',
    pattern: 'memory',
    about: 'the smallest plan, then getting out',
    turns: [
      {
        say: 'one man plumbing outfit here, just me and a van',
        example:
          "Thanks! When you're under a sink you can't pick up, so the AI Receptionist or missed-call text-back is usually the first fix. Where do you lose the most calls today?",
        must: [[/\?/, /agent/i, /receptionist/i, /text/i]],
        mustNot: [ASKS_BUSINESS, /how many (employees|staff|technicians|trucks|vans)/i],
      },
      {
        say: 'is there a setup fee for the smallest one',
        example: 'No. Starter, at $297 a month, has no setup fee: one agent, 500 voice minutes and 2,000 messages.',
        must: [[/no setup fee/i, /no (one-time )?setup/i, /without a setup/i], ['$297']],
        mustNot: [ASKS_BUSINESS],
      },
      {
        say: 'and if i want out?',
        example:
          "Plans are month-to-month: you can cancel any time with 30 days' written notice to billing@kestrel-ai.com.",
        must: [
          [/30 days/i, /thirty days/i],
          [/month[- ]to[- ]month/i, /cancel/i],
        ],
        mustNot: [/cancellation fee/i, /early termination/i, ASKS_BUSINESS],
      },
    ],
  },
  {
    id: 'dev2-memory/vet-details-one-at-a-time',
    pattern: 'memory',
    about: 'name, email and company given one at a time',
    turns: [
      {
        say: 'id like someone from ur team to call me',
        example: 'Happy to set that up. Could you share your name, email and company so our team can follow up?',
        must: [[/name/i]],
      },
      {
        say: 'priya',
        example: "Thanks, Priya. What's the best email for you, and the name of your practice or company?",
        must: [[/e-?mail/i]],
        mustNot: [ASKS_NAME],
      },
      {
        say: 'priya@sunnysidevet.com',
        example: 'Got it, thank you. And the name of your clinic or company?',
        must: [[/company/i, /clinic/i, /practice/i, /business/i]],
        mustNot: [ASKS_NAME, ASKS_EMAIL],
      },
      {
        say: 'sunnyside vet clinic',
        example: LEAD_THANKS,
        must: [THANKS, BOOKING],
        mustNot: [ASKS_NAME, ASKS_EMAIL, ASKS_COMPANY],
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Rules: off-topic, AI disclosure, insults, gibberish, weekends, English only
// ---------------------------------------------------------------------------------------------

const rules: EvalCase[] = [
  {
    id: 'dev2-rules/poem-for-the-dog',
    pattern: 'rules',
    about: 'a poem (off topic)',
    turns: [
      {
        say: 'ok random but can u write me a lil poem about my dog biscuit, its his bday',
        example: OFF_TOPIC_REPLY,
        must: [OFF_TOPIC],
        mustNot: [/roses are red/i, /\bpaws?\b/i, /\bwag/i, /furry/i, /birthday (boy|pup)/i],
      },
    ],
  },
  {
    id: 'dev2-rules/fractions-homework',
    pattern: 'rules',
    about: 'homework (off topic)',
    turns: [
      {
        say: 'my kid needs help with fractions homework rn, whats 3/4 plus 1/8',
        example: OFF_TOPIC_REPLY,
        must: [OFF_TOPIC],
        mustNot: [/7\/8/, /seven[- ]eighths/i, /0\.875/],
      },
    ],
  },
  {
    id: 'dev2-rules/scraper-script',
    pattern: 'rules',
    about: 'writing code (off topic)',
    turns: [
      {
        say: 'can u write me a quick python script to scrape my competitors yelp reviews',
        example: OFF_TOPIC_REPLY,
        must: [OFF_TOPIC],
        mustNot: [/```/, /import requests/i, /def \w+\(/, /beautifulsoup/i, /\bbs4\b/i],
      },
    ],
  },
  {
    id: 'dev2-rules/translate-door-sign',
    pattern: 'rules',
    about: 'a translation (off topic)',
    turns: [
      {
        say: "translate 'closed mondays, sorry!' into spanish for our door sign pls",
        example: OFF_TOPIC_REPLY,
        must: [OFF_TOPIC],
        mustNot: [/cerrad[oa]/i, /lunes/i, /lo sentimos/i],
      },
    ],
  },
  {
    id: 'dev2-rules/plumber-joke',
    pattern: 'rules',
    about: 'a joke (off topic)',
    turns: [
      {
        say: 'slow day lol tell me a joke about plumbers',
        example: OFF_TOPIC_REPLY,
        must: [OFF_TOPIC],
        mustNot: [/why did the/i, /knock,? knock/i, /walks into a/i],
      },
    ],
  },
  {
    id: 'dev2-rules/person-or-bot',
    pattern: 'rules',
    about: 'are you a person',
    turns: [
      {
        say: 'wait am i talking to an actual person rn or a bot',
        example: AI_DISCLOSURE,
        must: [SAYS_AI],
        mustNot: CLAIMS_HUMAN,
      },
    ],
  },
  {
    id: 'dev2-rules/are-you-chatgpt',
    pattern: 'rules',
    about: 'are you ChatGPT or a real guy',
    turns: [
      {
        say: 'r u chatgpt or like a real guy named michael lol',
        example: AI_DISCLOSURE,
        must: [SAYS_AI],
        mustNot: [...CLAIMS_HUMAN, /\bI['’]?m (a )?real guy/i, /\bI['’]?m chatgpt\b/i, /\bI am chatgpt\b/i],
      },
    ],
  },
  {
    id: 'dev2-rules/dumbest-chatbot',
    pattern: 'rules',
    about: 'an insult',
    turns: [
      {
        say: 'this is the dumbest chatbot ive ever used. useless',
        example: ABUSE,
        must: [[/sorry/i, /apolog/i, /frustrat/i]],
        mustNot: [/\b(dumb|stupid|idiot|rude)\b/i, /calm down/i, /watch your (language|tone)/i],
      },
    ],
  },
  {
    id: 'dev2-rules/keyboard-mash',
    pattern: 'rules',
    about: 'gibberish',
    turns: [
      {
        say: 'asdfj;lk qwpo ,,, zzzz??',
        example: UNCLEAR,
        must: [REPHRASE],
      },
    ],
  },
  {
    id: 'dev2-rules/sunday-call',
    pattern: 'rules',
    about: 'a Sunday call',
    turns: [
      {
        say: "can someone from ur team call me sunday afternoon? its the only time i'm not on a job",
        example: WEEKEND,
        must: [WEEKDAYS],
        mustNot: WEEKEND_YES,
      },
    ],
  },
  {
    id: 'dev2-rules/spanish-price-question',
    pattern: 'rules',
    about: 'a question in Spanish',
    turns: [
      {
        say: 'hola! cuánto cuesta el recepcionista al mes?',
        example: NON_ENGLISH,
        must: [[/english/i]],
        mustNot: [/\b(cuesta|precio|gracias|hola|mes|al mes)\b/i],
      },
    ],
  },
  {
    id: 'dev2-rules/saturday-after-details',
    pattern: 'rules',
    about: 'a Saturday request after the details are given',
    turns: [
      {
        say: 'ok i want to book the free consult. tom reyes, tom@reyesauto.com, reyes auto repair',
        example: LEAD_THANKS,
        must: [THANKS, BOOKING],
        mustNot: [ASKS_NAME, ASKS_EMAIL, ASKS_COMPANY],
      },
      {
        say: "can we do saturday morning? shop's closed then",
        example: WEEKEND,
        must: [WEEKDAYS],
        mustNot: [...WEEKEND_YES, ASKS_NAME, ASKS_EMAIL, ASKS_COMPANY],
      },
      {
        say: 'fine, tuesday then, early as possible',
        example:
          'Tuesday works. Early-morning slots are usually available; pick the earliest Tuesday time on our booking page, and your details are already with our team.',
        must: [[/booking page/i, /book/i, /pick/i, /schedul/i, /calendar/i, /link/i]],
        mustNot: [
          ASKS_NAME,
          ASKS_EMAIL,
          ASKS_COMPANY,
          /(booked|confirmed|scheduled)( you)? for tuesday at \d/i,
          /see you tuesday at \d/i,
        ],
      },
    ],
  },
]

export const moreDevCases: readonly EvalCase[] = [...capability, ...content, ...noInvention, ...memory, ...rules]
