import type { EvalCase } from '../judge'
import {
  ask,
  EMAIL_AGENT,
  GROWTH_SETUP,
  INVENTED_PRICE,
  OUTBOUND,
  prices,
  products,
  RECEPTIONIST,
  SCALE,
  SCALE_SETUP,
  SETUP_TIME,
  SMS_AGENT,
  STARTER,
  STARTER_YEAR,
  STARTS_NO,
  STARTS_YES,
  affirmed,
  VIRTUAL_SE,
  VOICE_CHAT,
  WORKFLOW_AGENT,
  ASKS_BUSINESS,
} from './common'

/** Questions the site's content answers: contracts, refunds, prices, setup, data, people, fit. */
export const contentCases: EvalCase[] = [
  ask('content/contract-lock-in', 'content', 'no long contract: month-to-month, 30 days notice', {
    say: 'do i have to sign a long contract or can i leave when i want',
    example:
      "No long contract: plans are month-to-month and you can cancel with 30 days' notice. If you prefer, pay annually and get two months free.",
    must: [
      [/month[- ]to[- ]month/i, /\bno (?:long[- ]term )?(?:contract|commitment|lock-in)\b/i],
      [/\b30 days\b/i, /\b30-day\b/i],
    ],
    mustNot: [/\b(?:12|twelve)[- ]month (?:contract|commitment|minimum)\b/i, /\bno notice\b/i, INVENTED_PRICE],
  }),
  ask('content/cancel-how', 'content', 'cancelling: 30 days notice', {
    say: 'how do i cancel if it dont work out for us',
    example:
      "Plans are month-to-month, so you can cancel with 30 days' notice; your agents keep working until the notice period ends.",
    must: [[/\b30 days'? (?:written )?notice\b/i, /\b30-day notice\b/i, /\bnotice of 30 days\b/i]],
    mustNot: [/\bno notice\b/i, /\bcancellation fee of\b/i, INVENTED_PRICE],
  }),
  ask('content/refund', 'content', 'refunds: the terms, or an honest referral', {
    say: 'if we cancel after 2 months do we get our money back??',
    example:
      "Fees are non-refundable except as the Subscription Terms state (the setup fee is refunded in full if we don't launch your first agent within 30 days of kickoff), but you're not locked in: plans are month-to-month with 30 days' notice.",
    must: [
      [
        /\bnon-?refundable\b/i,
        /\bno refunds?\b/i,
        /\brefund(?:ed)?\b[^.?!]{0,80}\bsetup fee\b|\bsetup fee\b[^.?!]{0,80}\brefund/i,
        /\bSubscription Terms\b/i,
      ],
    ],
    mustNot: [
      /\bmoney[- ]back guarantee\b/i,
      /\b(?:yes|yep|sure)\b[^.?!]{0,30}\brefund/i,
      /\bprorated refund\b/i,
      /\bfree trial\b/i,
      /\bfull refund\b(?![^.?!]*\bsetup\b)/i,
    ],
  }),
  ask('content/annual-price-starter', 'content', 'Starter paid yearly: $2,970', {
    say: 'how much is starter if i pay for the whole year up front',
    example:
      'Starter is $2,970 a year if you pay annually, which gives you two months free compared with $297 a month.',
    must: [STARTER_YEAR],
    mustNot: [INVENTED_PRICE],
    atMost: prices(3),
  }),
  ask('content/annual-discount', 'content', 'paying annually: two months free', {
    say: 'any discount if we pay annualy?',
    example:
      'Yes. Pay annually and you get two months free: Starter is $2,970 a year, Growth $6,970 and Scale $14,970.',
    must: [[/\b(?:two|2) months free\b/i, /\b(?:ten|10) months\b/i]],
    mustNot: [/\b\d{1,2} ?% (?:off|discount)\b/i, INVENTED_PRICE],
  }),
  ask('content/setup-time', 'content', 'time to go live', {
    say: 'how long does it take to get the thing up and running',
    example:
      'Most agents go live within 7 days of the kickoff call, and a straightforward AI Receptionist can be answering calls in as few as 3 business days.',
    must: [SETUP_TIME],
    mustNot: [/\b(?:two|2|three|3|four|4|six|6) (?:weeks|months)\b/i],
  }),
  ask('content/setup-fee', 'content', 'setup fees by plan, nothing hidden', {
    say: 'is there a setup fee or hidden costs i should know about',
    example:
      'Starter has no setup fee. Growth has a one-time $499 setup and Scale a one-time $1,500 setup. Phone numbers and carrier charges within your allowance are included, with no hidden per-call fees.',
    must: [
      [/\bno setup fee\b/i, /\bStarter\b[^.?!]{0,60}\b(?:no|without|free)\b/i],
      [GROWTH_SETUP, SCALE_SETUP],
    ],
    mustNot: [INVENTED_PRICE],
  }),
  ask('content/data-location', 'content', 'data stored in US data centers', {
    say: "where is our customer data stored? we're in texas",
    example:
      "Your data is encrypted in transit and at rest and stored in US data centers. It's never used to train public AI models, and you can export or delete it at any time.",
    must: [[/\bUS\b/, /\bU\.S\./, /\bUnited States\b/i]],
    mustNot: [
      /\b(?:EU|Europe|European|Canada|Canadian)\b[^.?!]{0,20}\bdata cent/i,
      /\bstored in (?:the )?(?:EU|Europe|Canada)\b/i,
    ],
  }),
  ask('content/data-training', 'content', 'data never trains public models', {
    say: 'will u use our calls to train chatgpt or whatever',
    example:
      'No. Your documents and conversations are encrypted, stored in US data centers and never used to train public models.',
    must: [
      [
        /\bnever\b[^.?!]{0,40}\btrain/i,
        /\bnot used to train\b/i,
        /^\W*no\b/i,
        /\b(?:don'?t|do not|won'?t) (?:use|train)\b/i,
      ],
    ],
    mustNot: [/\b(?:yes|sometimes)\b[^.?!]{0,30}\btrain/i],
  }),
  ask('content/recordings-kept', 'content', 'recordings kept 90 days by default', {
    say: 'how long do you keep call recordings',
    example:
      'Recordings and transcripts are kept encrypted for 90 days by default, or not at all if you prefer, and they are never used to train public AI models.',
    must: [/\b90 days\b/i],
    mustNot: [/\b(?:forever|indefinitely|permanently)\b/i, /\b(?:60|180|365) days\b/i],
  }),
  ask('content/human-handoff', 'content', 'callers can reach a person', {
    say: 'if a caller wants a real person can the ai pass them to me',
    example:
      'Yes. The agent transfers them to you or, outside your hours, takes a detailed message and promises a callback at the time you set. It never traps anyone in a loop.',
    must: [[/\btransfer/i, /\bhands? (?:it |them |the call )?(?:over|off)\b/i, /\bconnects? (?:them|the caller)\b/i]],
    mustNot: [/\bcan'?t\b[^.?!]{0,20}\btransfer/i, STARTS_NO],
  }),
  ask('content/languages', 'content', 'English only; other languages passed to the team', {
    say: 'do ur agents speak spanish? lots of my customers do',
    example:
      'Our agents speak and write English and handle regional accents well. If a caller needs another language, the agent politely takes their name and number and passes the request to your team so a person can follow up.',
    must: [
      /\bEnglish\b/,
      [
        /\btakes? (?:their|the caller'?s|a) (?:name|details|message)/i,
        /\bpass(?:es)?\b[^.?!]{0,40}\b(?:team|request|staff)\b/i,
        /\bfollow up\b/i,
      ],
    ],
    mustNot: [
      STARTS_YES,
      affirmed('\\b(?:multilingual|bilingual)\\b'),
      affirmed('\\b(?:speaks?|supports?|handles?) (?:fluent )?Spanish\\b'),
    ],
  }),
  ask('content/which-agents', 'content', 'the seven agents', {
    say: 'which agents do you have',
    example:
      'We have seven: AI Voice Chat (talk on the phone or website), AI Receptionist (answers your business line), AI Email Agent, AI SMS-Text Agent, AI Workflow Agent (back-office automation), Virtual SE (technical pre-sales) and OutboundAI (follow-up calls).',
    must: [VOICE_CHAT, RECEPTIONIST, EMAIL_AGENT, SMS_AGENT, WORKFLOW_AGENT, VIRTUAL_SE, OUTBOUND],
    atMost: products(7),
  }),
  ask('content/fit-law-firm', 'content', 'a law firm: the receptionist for intake', {
    say: 'im a lawyer, small firm. which one of ur agents makes sense for us',
    example:
      'For a small law firm, the AI Receptionist is the usual fit: it screens new-client calls by practice area, collects the basics of the matter and books a consultation with the right attorney, day or night.',
    must: [
      [RECEPTIONIST, WORKFLOW_AGENT, VOICE_CHAT],
      [/\bintake\b/i, /\bpractice area/i, /\bconsultation/i, /\bconflict/i, /\battorney/i],
    ],
    mustNot: [VIRTUAL_SE, ASKS_BUSINESS],
    atMost: products(2),
  }),
  ask('content/fit-plumber', 'content', 'a plumber: calls answered and booked', {
    say: 'plumber here, 3 vans. what should i get',
    example:
      "For a plumbing company, start with the AI Receptionist: it answers every call 24/7, captures the job address and the problem, and books the slot, so an emergency call at 11 p.m. doesn't go to a competitor.",
    must: [
      [RECEPTIONIST, VOICE_CHAT, SMS_AGENT],
      [
        /\bemergenc/i,
        /\bafter[- ]hours\b/i,
        /\bburst pipe/i,
        /\b24\/7\b/,
        /\bmissed calls?\b/i,
        /\bbooks?\b/i,
        /\bnight\b/i,
      ],
    ],
    mustNot: [VIRTUAL_SE, ASKS_BUSINESS],
    atMost: products(2),
  }),
  ask('content/fit-dentist', 'content', 'a dental office: receptionist, reminders', {
    say: 'we r a dental office, what would u recomend',
    example:
      'For a dental office, the AI Receptionist books cleanings and new-patient visits and answers insurance questions, and it works with Dentrix or Open Dental. If no-shows hurt, the AI SMS-Text Agent adds reminders.',
    must: [
      [RECEPTIONIST, SMS_AGENT],
      [
        /\bcleanings?\b/i,
        /\bnew[- ]patient/i,
        /\binsurance\b/i,
        /\bno-shows?\b/i,
        /\breminders?\b/i,
        /\bDentrix\b|\bOpen Dental\b/i,
        /\brecalls?\b/i,
      ],
    ],
    mustNot: [VIRTUAL_SE, ASKS_BUSINESS],
    atMost: products(2),
  }),
  ask('content/fit-restaurant', 'content', 'a restaurant: a phone or text agent, nothing invented', {
    say: 'i own a small restaurant. would any of this help me or is it more for offices',
    example:
      'It can. If calls go unanswered while your staff are busy, start with the AI Receptionist: it answers every call on the first ring, answers common questions like your hours, and takes detailed messages. Our team can confirm how it fits your restaurant on a free consultation.',
    must: [[RECEPTIONIST, SMS_AGENT, VOICE_CHAT, EMAIL_AGENT]],
    mustNot: [VIRTUAL_SE, /\bOpenTable\b|\bResy\b/i, /\bToast\b/, ASKS_BUSINESS],
    atMost: products(2),
  }),
  ask('content/fit-hvac', 'content', 'an HVAC company: emergencies, field-service tools', {
    say: 'what do you recommend for a heating and air company',
    example:
      'For a heating and cooling company, the AI Receptionist answers every call 24/7, triages emergencies like a dead furnace, and books the job in ServiceTitan, Jobber or Housecall Pro.',
    must: [
      [RECEPTIONIST, VOICE_CHAT, SMS_AGENT],
      [
        /\bServiceTitan\b|\bJobber\b|\bHousecall Pro\b/i,
        /\bemergenc/i,
        /\bafter[- ]hours\b/i,
        /\bfurnace\b/i,
        /\b24\/7\b/,
        /\bmissed[- ]calls?\b/i,
      ],
    ],
    mustNot: [ASKS_BUSINESS],
    atMost: products(2),
  }),
  ask('content/starter-includes', 'content', "what's in Starter", {
    say: 'what do i get with the starter plan',
    example:
      'Starter is $297 a month with no setup fee: one agent (AI Receptionist, AI Voice Chat, AI Email Agent or AI SMS-Text Agent), 500 voice minutes and 2,000 messages a month, one local or toll-free number and up to two integrations.',
    must: [
      [/\b(?:1|one) agent\b/i, /\bsingle agent\b/i],
      [/\b500\b/, /\b2,?000\b/],
    ],
    mustNot: [INVENTED_PRICE],
    atMost: [prices(2), products(4)],
  }),
  ask('content/cheapest', 'content', 'the cheapest plan', {
    say: 'whats the cheapest option u got',
    example: 'The cheapest is Starter at $297 a month with no setup fee, for one agent.',
    must: [STARTER, /\bStarter\b/i],
    mustNot: [INVENTED_PRICE],
  }),
  ask('content/overage', 'content', 'going over the allowance', {
    say: 'what happens if we go over the minutes in a month',
    example:
      "Nothing stops working. Extra usage is billed at $0.15 per voice minute and $0.03 per message, and we email you at 80% of your allowance so you can move up a plan if that's cheaper.",
    must: [
      /\$0?\.15\b/,
      [/\bnothing stops\b/i, /\bkeeps? working\b/i, /\b(?:won'?t|doesn'?t|does not|will not) stop\b/i, /\b80 ?%/],
    ],
    mustNot: [INVENTED_PRICE],
  }),
  ask('content/keep-number', 'content', 'keeping the business number', {
    say: 'can we keep our current phone number or do we need a new one',
    example:
      'You keep it. You forward your existing number to the agent all the time, after hours only, or when nobody picks up within a set number of rings.',
    must: [[/\bforward/i, /\bsame number\b/i, /\bkeep (?:your|the) (?:existing |current )?number\b/i]],
    mustNot: [affirmed('\\b(?:have|need) to (?:get|switch to|port)\\b')],
  }),
  ask('content/no-tech-staff', 'content', 'no technical staff needed', {
    say: 'we dont have any IT guy, is that gonna be a problem',
    example:
      'Not at all. If you can forward a phone line and share access to your calendar, we can do the rest, and we walk you through each step on a call.',
    must: [
      [
        /\bforward a phone line\b/i,
        /\bshare access\b/i,
        /\bwe (?:can )?(?:do|handle) the rest\b/i,
        /\bwalk you through\b/i,
        /\bno(?:body)? technical\b/i,
        /\b(?:we|our team) (?:handles?|takes? care of|does|do|sets? up)\b[^.?!]{0,30}\b(?:setup|set-up|rest|everything|technical)/i,
      ],
    ],
  }),
  ask('content/own-data', 'content', 'leaving: the data is exported', {
    say: 'if we leave later do we lose all our data',
    example:
      'No. You own your conversations, contacts, recordings and scripts, and if you leave we export everything for you.',
    must: [/\bexport/i],
    mustNot: [/\bdelete(?:d)? (?:immediately|right away)\b/i],
  }),
  ask('content/reporting', 'content', 'reports: summaries, transcripts, weekly', {
    say: 'what kind of reports will i see, like how do i know its working',
    example:
      'You get a summary after every conversation by text or email, full transcripts in your dashboard, and a weekly report with calls answered, appointments booked, transfers and the questions customers asked most.',
    must: [[/\bweekly\b/i], [/\btranscripts?\b/i, /\bsummar(?:y|ies)\b/i]],
  }),
  ask('content/existing-support', 'content', 'existing customers: support address', {
    say: 'im already a customer and my agent is telling people the wrong hours, who do i contact',
    example: 'Sorry about that. Email support@kestrel-ai.com or contact your success manager for the fastest help.',
    must: [[/\bsupport@kestrel-ai\.com\b/i, /\bsuccess manager\b/i]],
  }),
  ask('content/vs-receptionist-cost', 'content', 'cheaper than a receptionist: $297 vs about $3,500', {
    say: 'is it cheaper than just hiring a receptionist',
    example:
      'Yes. The AI Receptionist starts at $297 a month on Starter with no setup fee. A full-time receptionist costs about $3,500 a month and covers 40 hours a week; the agent covers all 168.',
    must: [STARTER, [/\$3,?500\b/, /\b168\b/, /\btenth\b/i, /\b10x\b/i]],
    mustNot: [INVENTED_PRICE],
  }),
  ask('content/consult-free', 'content', 'the demo is free, no obligation', {
    say: 'is the demo actually free or is there a catch',
    example: 'It really is free: the 30-minute demo and consultation come with no obligation to buy.',
    must: [
      [
        /\bno obligation\b/i,
        /\bnothing to (?:buy|pay)\b/i,
        /\b(?:don'?t|do not) have to (?:buy|sign|pay)\b/i,
        /\bno (?:strings|catch|commitment)\b/i,
        /\b(?:completely|totally|really|100%) free\b/i,
      ],
    ],
    mustNot: [INVENTED_PRICE],
  }),
  ask('content/upgrade-later', 'content', 'start with one agent, add later', {
    say: 'can i start small with 1 agent and add more later on',
    example:
      'Yes, and most clients do. Start on Starter with one agent, then move to Growth (up to three agents) or Scale (all seven) whenever you are ready; upgrades take effect immediately and we carry your setup over.',
    must: [
      [/\bGrowth\b/i, /\bScale\b/],
      [
        /\bimmediately\b/i,
        /\bcarry (?:your )?setup over\b/i,
        /\bany ?time\b/i,
        /\bwhenever you(?:'re| are) ready\b/i,
        /\bupgrade/i,
        /\bmove (?:up )?to\b/i,
        /\badd (?:more )?agents\b/i,
      ],
    ],
  }),
  ask('content/customer-count', 'content', 'how many businesses: more than 200', {
    say: 'how many businesses actually use this',
    example:
      'Kestrel AI serves more than 200 small and medium businesses, and our agents have handled 1.5 million conversations.',
    must: [/\b200\b/],
    mustNot: [/\b(?:[3-9]\d\d|\d,\d{3}|thousands of) (?:small (?:and medium )?)?(?:businesses|clients|customers)\b/i],
  }),
  ask('content/price-overview', 'content', 'the price: plans from $297', {
    say: 'ok so how much does it cost',
    example:
      'Plans start at $297 a month with no setup fee for one agent (Starter). Growth is $697 a month plus a one-time $499 setup for up to three agents, and Scale is $1,497 a month plus a one-time $1,500 setup for all seven.',
    must: [STARTER],
    mustNot: [INVENTED_PRICE],
    atMost: prices(8),
  }),
  ask('content/virtual-se-price', 'content', 'the price of one product: Virtual SE', {
    say: 'how much for virtual se',
    example:
      'Virtual SE is included in the Scale plan at $1,497 a month plus a one-time $1,500 setup, together with all six other agents.',
    must: [SCALE, /\bScale\b/],
    mustNot: [/\bvirtual SE\b[^.?!]{0,40}\$297\b/i, INVENTED_PRICE],
    atMost: [prices(3), products(3)],
  }),
  ask('content/growth-workflow', 'content', 'which plan has the Workflow Agent', {
    say: 'which plan do i need for the workflow thing',
    example:
      'The AI Workflow Agent comes with the Growth plan at $697 a month plus a one-time $499 setup, which also covers up to two more agents. Scale includes it too.',
    must: [/\bGrowth\b/i],
    mustNot: [INVENTED_PRICE, /\bStarter\b[^.?!]{0,40}\bincludes?\b[^.?!]{0,30}\bworkflow/i],
    atMost: prices(3),
  }),
  ask('content/outbound-plan', 'content', 'OutboundAI: Scale only', {
    say: 'can i get outboundai on the cheap plan',
    example:
      'OutboundAI is only in the Scale plan, at $1,497 a month plus a one-time $1,500 setup, because it needs calling lists and compliance rules set up. Starter covers one of the four core agents.',
    must: [/\bScale\b/],
    mustNot: [STARTS_YES, /\bStarter\b[^.?!]{0,40}\bincludes?\b[^.?!]{0,30}\boutbound/i, INVENTED_PRICE],
    atMost: prices(3),
  }),
]
