import type { EvalCase } from '../judge'
import {
  ABOUT_CONNECTING,
  ABOUT_SECURITY,
  ask,
  ASKS_BUSINESS,
  ASKS_SIZE,
  claimsSupport,
  DECLINES,
  HONEST,
  INVENTED_PRICE,
  prices,
  RECEPTIONIST,
  SMS_AGENT,
  STARTER,
  STARTS_YES,
  affirmed,
  talk,
  VOICE_CHAT,
} from './common'

/**
 * What the site does not say gets an honest answer: a tool no page names as an integration, a
 * certification, a trial, a discount, an app. Never a bare "Yes", never a made-up figure.
 */
export const inventionCases: EvalCase[] = [
  ask('invention/jane-app', 'no invention', 'Jane App: no page names it', {
    say: "does it work with jane app? we're a physio clinic",
    example:
      'Jane App is not one of the tools our pages name. Most tools with an API, webhooks or a Zapier app can be connected, and our team will confirm Jane before you sign up.',
    must: [HONEST, ABOUT_CONNECTING],
    mustNot: [STARTS_YES, ...claimsSupport('Jane')],
  }),
  ask('invention/mindbody', 'no invention', 'Mindbody: no page names it', {
    say: "we're a yoga studio on mindbody, can ur agent book classes right in it",
    example:
      "Mindbody isn't one of the integrations I can confirm. We connect to tools like Google Calendar, Calendly and Square, and to most others with an API through Zapier or a webhook; the team will check Mindbody on a call.",
    must: [HONEST, ABOUT_CONNECTING],
    mustNot: [
      STARTS_YES,
      ...claimsSupport('Mindbody'),
      /\bbooks? (?:classes )?(?:directly |right )?in(?:to)? Mindbody\b/i,
    ],
  }),
  ask('invention/eaglesoft', 'no invention', 'Eaglesoft: the pages name Dentrix and Open Dental only', {
    say: 'our dental office uses eaglesoft not dentrix, is that ok',
    example:
      "The pages name Dentrix and Open Dental, so I can't confirm Eaglesoft myself. Most practice systems with an API can be connected, and our team will confirm it on your consultation.",
    must: [HONEST, ABOUT_CONNECTING],
    mustNot: [STARTS_YES, ...claimsSupport('Eaglesoft')],
  }),
  ask('invention/toast-pos', 'no invention', 'Toast: no page names it', {
    say: 'can the receptionist put phone orders into our toast pos',
    example:
      "I can't confirm Toast: it isn't among the systems our pages name. Most tools with an API or a Zapier app can be connected, and our team can check Toast on a free consultation.",
    must: [HONEST, ABOUT_CONNECTING],
    mustNot: [STARTS_YES, ...claimsSupport('Toast')],
  }),
  talk('invention/pizzeria-orders', 'no invention', 'a pizzeria asks about taking orders: not stated', [
    {
      say: 'i have a pizzeria, phones ring nonstop on friday nights',
      example:
        'On a busy Friday night the AI Receptionist answers every call on the first ring and handles several callers at once, so nobody hears a busy signal.',
      must: [[RECEPTIONIST, VOICE_CHAT, SMS_AGENT]],
      mustNot: [ASKS_BUSINESS],
    },
    {
      say: 'can it take pizza orders and send them to the kitchen',
      example:
        "Our pages describe food orders for hotels' room service, which reach the kitchen printer or POS, but not pizza orders for a restaurant, so I don't want to promise it. Our team can confirm it on a free consultation.",
      must: [HONEST],
      mustNot: [STARTS_YES, ASKS_BUSINESS],
    },
    {
      say: 'ok and what would it cost me',
      example: 'The AI Receptionist is $297 a month on the Starter plan, with no setup fee and 500 voice minutes.',
      must: [STARTER],
      mustNot: [ASKS_BUSINESS, INVENTED_PRICE],
      atMost: prices(3),
    },
  ]),
  ask('invention/free-trial', 'no invention', 'a free trial: not offered; the demo is', {
    say: 'do you guys have a free trial',
    example:
      "There's no trial on our pricing, but you can try an agent first: talk to our voice agent on the AI Voice Chat page, or get a test number during the free 30-minute consultation.",
    must: [
      [
        ...HONEST,
        /\bfree (?:30-minute )?(?:demo|consultation)\b/i,
        /\btest number\b/i,
        /\bAI Voice Chat page\b/i,
        /\bno\b[^.?!]{0,20}\btrial\b/i,
      ],
    ],
    mustNot: [/\b(?:\d+|seven|fourteen|thirty)[- ]day (?:free )?trial\b/i, STARTS_YES],
  }),
  ask('invention/nonprofit-discount', 'no invention', 'a nonprofit discount: not stated', {
    say: "we're a nonprofit, do u have a discount for us",
    example:
      "I don't have a nonprofit discount to quote. Paying annually gives you two months free, and our team can talk through pricing on a call.",
    must: [HONEST],
    mustNot: [
      STARTS_YES,
      /\b\d{1,2} ?% (?:off|discount)\b/i,
      /\bnonprofit (?:discount|pricing|rate)s? (?:of|is|are)\b/i,
      INVENTED_PRICE,
    ],
  }),
  ask('invention/mobile-app', 'no invention', 'a mobile app: not stated', {
    say: 'is there an app i can download to see the calls on my phone',
    example:
      "I don't have details on a mobile app. What the site describes: a summary after every conversation by text or email, and full transcripts in your dashboard.",
    must: [[...HONEST, /\bdashboard\b/i]],
    mustNot: [
      STARTS_YES,
      /\bApp Store\b/i,
      /\bGoogle Play\b/i,
      /\b(?:our|the) (?:mobile|iPhone|Android) app (?:lets|shows|is)\b/i,
    ],
  }),
  ask('invention/card-payments', 'no invention', 'card payments over the phone: not stated', {
    say: 'can the receptionist take credit card payments over the phone',
    example:
      "That isn't something our pages cover, so I won't promise it. Our team can confirm what's possible for payments on a free consultation.",
    must: [HONEST],
    mustNot: [STARTS_YES, /\bPCI\b/, /\bsecurely (?:takes?|processes?|accepts?)\b/i],
  }),
  ask('invention/canada', 'no invention', 'a business in Canada: not stated', {
    say: "we're in canada, can we use this",
    example:
      "I don't have details on service outside the US: our data is stored in US data centers. Our team can confirm what works for a Canadian business on a call.",
    must: [HONEST],
    mustNot: [STARTS_YES, /\bCanadian data cent/i, affirmed('\\bavailable in Canada\\b')],
  }),
  ask('invention/uptime', 'no invention', 'uptime: the terms say 99.9%, nothing more', {
    say: 'whats your uptime like, what if it goes down',
    example:
      'We target at least 99.9% availability a month for the agents, with service credits if we fall short. Our team can walk you through the details on a call.',
    must: [[/\b99\.9 ?%/, ...HONEST]],
    mustNot: [/\b100 ?% (?:uptime|availability)\b/i, /\b99\.99/, /\bnever goes? down\b/i],
  }),
  ask('invention/guarantee-results', 'no invention', 'no guaranteed results, no invented statistics', {
    say: "can you guarantee we'll get more bookings",
    example:
      "I can't promise a number, but we agree on the numbers before launch, such as calls answered after hours or appointments booked, and report on them weekly.",
    must: [
      [
        /\b(?:can'?t|cannot|can not|don'?t|do not|won'?t) (?:promise|guarantee)\b/i,
        /\bno guarantee/i,
        /\bagree on the numbers\b/i,
        /\breport (?:on them )?weekly\b/i,
        /\bmeasure\b/i,
      ],
    ],
    mustNot: [
      /(?<!n't |not |never )\b(?:we|I) (?:can )?guarantee\b/i,
      /\bguaranteed (?:results|bookings|more)\b/i,
      /\b\d+ ?% (?:more|increase in) (?:bookings|appointments|calls|revenue)\b/i,
    ],
  }),
  ask('invention/ten-locations', 'no invention', 'ten locations: Scale or a custom quote, no per-location price', {
    say: 'how much for 10 locations',
    example:
      'Scale is built for multi-location businesses, at $1,497 a month plus a one-time $1,500 setup; if you need more than Scale, we quote custom volumes.',
    must: [[/\bScale\b/, /\bcustom\b/i, /\bquote\b/i]],
    mustNot: [/\$\d[\d,]*(?:\.\d+)?\s*(?:per|a|\/|each)\s*location\b/i, INVENTED_PRICE],
  }),
  ask('invention/nextiva', 'no invention', 'Nextiva: forwarding, not a named integration', {
    say: 'we use nextiva for our phones, will it work',
    example:
      "You keep your number and forward calls to the agent when and how you choose. Nextiva isn't one our pages name, so our team will confirm the setup on a call.",
    must: [HONEST, [...ABOUT_CONNECTING, /\bforward/i]],
    mustNot: [...claimsSupport('Nextiva')],
  }),
  ask('invention/ai-model', 'no invention', 'the model behind Michael: not stated', {
    say: 'what ai model is this built on, gpt 4?',
    example:
      "I don't have details on the model behind our agents to share. What I can tell you is that each agent answers only from your approved information and says when it doesn't know.",
    must: [[...HONEST, ...DECLINES]],
    mustNot: [
      STARTS_YES,
      /\b(?:built on|powered by|runs on|based on|I use|we use) (?:GPT|ChatGPT|OpenAI|Claude|Gemini|Llama)/i,
    ],
  }),
  ask('invention/acuity', 'no invention', 'Acuity: no page names it', {
    say: 'i book clients thru acuity, does the receptionist sync with it',
    example:
      "I can't confirm Acuity: the pages name Google Calendar, Outlook and Calendly. Most tools with an API or a Zapier app can be connected, and the team will check Acuity before you sign up.",
    must: [HONEST, ABOUT_CONNECTING],
    mustNot: [STARTS_YES, ...claimsSupport('Acuity')],
  }),
  ask('invention/athenahealth', 'no invention', 'athenahealth: no page names it', {
    say: 'our clinic is on athenahealth, can it book appointments into that',
    example:
      "athenahealth isn't one of the systems our pages name, so I can't confirm it. Our team will check the connection on a free consultation before you sign up.",
    must: [HONEST, ABOUT_CONNECTING],
    mustNot: [STARTS_YES, ...claimsSupport('athenahealth')],
  }),
  ask('invention/weave', 'no invention', 'Weave: no page names it', {
    say: 'we have weave for our phones at the dental office, is it compatible',
    example:
      "Weave isn't a system our pages name, so I can't confirm it. You can forward your existing number to the agent, and our team will confirm the details on a call.",
    must: [HONEST, [...ABOUT_CONNECTING, /\bforward/i]],
    mustNot: [STARTS_YES, ...claimsSupport('Weave')],
  }),
  ask('invention/soc2', 'no invention', 'SOC 2: not stated', {
    say: 'are you soc 2 certified',
    example:
      "I don't have a certification to quote. Data is encrypted in transit and at rest, stored in US data centers and never used to train public models; our team can confirm compliance details on a call.",
    must: [HONEST, ABOUT_SECURITY],
    mustNot: [STARTS_YES, affirmed('\\bSOC ?2 (?:Type (?:I|II|1|2) )?(?:certified|compliant|audited)\\b')],
  }),
  ask('invention/appfolio', 'no invention', 'AppFolio for a property manager: not named', {
    say: 'property manager here, 300 units, we use appfolio. can it log maintenance requests in there',
    example:
      "AppFolio isn't one of the tools our pages name, so I can't confirm it. Most tools with an API, webhooks or a Zapier app can be connected, and our team will confirm it before you sign up.",
    must: [HONEST, ABOUT_CONNECTING],
    mustNot: [STARTS_YES, ...claimsSupport('AppFolio'), ASKS_BUSINESS, ASKS_SIZE],
  }),
  ask('invention/client-references', 'no invention', 'clients: only what the site names', {
    say: 'who are some of your clients? any dentists i could call',
    example:
      "Kestrel AI works with more than 200 businesses; one we've written about is Bayview Family Dental, whose AI receptionist booked its 1,000th appointment. For references, our team can help on a call.",
    must: [[/\bBayview\b/i, /\b200\b/, /\breferences?\b/i]],
    mustNot: [/\b\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/],
  }),
  ask('invention/spanish-add-on', 'no invention', 'a paid Spanish option: not offered', {
    say: 'can i pay extra for a spanish version',
    example:
      "Our agents speak and write English, and a Spanish option isn't something our pages offer. If a caller needs another language, the agent takes their details and passes them to your team.",
    must: [/\bEnglish\b/],
    mustNot: [STARTS_YES, /\$\d[^.?!]{0,40}\bSpanish\b/i, /\bSpanish (?:add-on|upgrade|version) (?:is|costs?)\b/i],
  }),
  talk('invention/therapist-simplepractice', 'no invention', 'a solo therapist on SimplePractice: not named', [
    {
      say: 'im a therapist in private practice, just me, i miss calls during sessions',
      example:
        'While you are in session, the AI Receptionist answers every call, books appointments in your calendar and takes detailed messages, then texts you a summary.',
      must: [[RECEPTIONIST, SMS_AGENT, VOICE_CHAT]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'does it connect to simplepractice',
      example:
        "SimplePractice isn't one of the tools our pages name, so I can't confirm it. Many tools can be linked through an API or Zapier, and our team will check it before you sign up.",
      must: [HONEST, ABOUT_CONNECTING],
      mustNot: [STARTS_YES, ...claimsSupport('SimplePractice'), ASKS_BUSINESS],
    },
    {
      say: 'and if it doesnt what then',
      example:
        'Most tools with an API, webhooks or a Zapier app can be connected. Tell us what you use during your consultation and we will confirm before you sign up.',
      must: [[/\bAPI\b/, /\bZapier\b/i, /\bwebhooks?\b/i, /\bconsultation\b/i]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
  ]),
]
