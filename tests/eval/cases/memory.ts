import type { EvalCase } from '../judge'
import {
  ASKS_BUSINESS,
  ASKS_COMPANY,
  ASKS_DETAILS,
  ASKS_EMAIL,
  ASKS_NAME,
  ASKS_SIZE,
  ASKS_TOOLS,
  DISCOVERY,
  EMAIL_AGENT,
  GROWTH,
  GROWTH_SETUP,
  GROWTH_YEAR,
  INVENTED_PRICE,
  OUTBOUND,
  prices,
  products,
  RECEPTIONIST,
  SCALE,
  SCALE_YEAR,
  SETUP_TIME,
  SMS_AGENT,
  STARTER,
  STARTER_YEAR,
  STARTS_NO,
  talk,
  VIRTUAL_SE,
  VOICE_CHAT,
  WORKFLOW_AGENT,
} from './common'

/**
 * Conversations that hold what the visitor said: the business and its size given inside a message,
 * "it" and "that one" for the product or plan in focus, a company given a turn after it was asked
 * for. What was given is never asked again.
 */
export const memoryCases: EvalCase[] = [
  talk('memory/plumber-size-then-price', 'memory', 'a plumber with two trucks, then price and setup', [
    {
      say: "hi im a plumber, 2 trucks, we miss a ton of calls when we're under a sink",
      example:
        "Missed calls while you're on a job are exactly what the AI Receptionist fixes: it answers every call 24/7, captures the job address and the problem, and books the slot. The AI SMS-Text Agent can also text back any missed caller within seconds.",
      must: [[RECEPTIONIST, SMS_AGENT, VOICE_CHAT]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'ok how much would that be',
      example:
        'The AI Receptionist is $297 a month on the Starter plan, with no setup fee and 500 voice minutes. Adding the text agent as well would take you to Growth at $697 a month plus a one-time $499 setup.',
      must: [STARTER],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE, INVENTED_PRICE],
      atMost: prices(3),
    },
    {
      say: 'how fast can u get it going',
      example:
        'A straightforward AI Receptionist can be answering calls in as few as 3 business days; most agents go live within 7 days of the kickoff call.',
      must: [SETUP_TIME],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
  ]),
  talk('memory/sms-agent-it', 'memory', 'the SMS agent in focus: its price, its number', [
    {
      say: 'tell me about the sms agent',
      example:
        'The AI SMS-Text Agent runs two-way text conversations from your business number: it texts back missed callers within seconds, confirms and reminds appointments, rebooks no-shows and collects reviews.',
      must: [[/\bmissed call/i, /\breminders?\b|\breminds?\b/i, /\bno-shows?\b/i, /\btwo-way\b/i]],
    },
    {
      say: 'how much is it',
      example: "It's $297 a month on the Starter plan, with no setup fee and 2,000 messages a month.",
      must: [STARTER],
      mustNot: [INVENTED_PRICE],
      atMost: [products(2), prices(3)],
    },
    {
      say: 'does it come with a number',
      example:
        'It uses your existing business number, including many landlines, and Starter includes 1 local or toll-free number if you need a new one.',
      must: [
        [
          /\bexisting (?:business )?number\b/i,
          /\blocal (?:or toll-free )?(?:phone )?number\b/i,
          /\btoll-free\b/i,
          /\byour (?:current|business|own) number\b/i,
        ],
      ],
      mustNot: [OUTBOUND, VIRTUAL_SE],
    },
  ]),
  talk('memory/growth-included-yearly', 'memory', 'the Growth plan: what is in it, paid yearly', [
    {
      say: 'whats the growth plan',
      example:
        'Growth is $697 a month plus a one-time $499 setup: up to three agents working together across phone, text and email, including the AI Workflow Agent.',
      must: [GROWTH],
    },
    {
      say: 'whats included in it',
      example:
        'Growth includes up to 3 agents (the AI Workflow Agent among them), 1,500 voice minutes and 6,000 messages a month, up to 3 phone numbers, up to 5 integrations, a custom knowledge base and warm transfer to your team with call notes.',
      must: [
        [
          /\b1,?500 (?:voice )?minutes\b/i,
          /\b6,?000 messages\b/i,
          /\b(?:up to )?(?:3|three) (?:agents|phone numbers)\b/i,
          /\bWorkflow Agent\b/i,
          /\b(?:up to )?(?:5|five) integrations\b/i,
        ],
      ],
      mustNot: [/(?<![\d,])500 voice minutes\b/i, /\b20,?000 messages\b/i, /\ball (?:7|seven) agents\b/i],
    },
    {
      say: 'if i pay yearly?',
      example: 'Paid annually, Growth is $6,970 a year, so you get two months free.',
      must: [GROWTH_YEAR],
      mustNot: [STARTER_YEAR, SCALE_YEAR],
    },
  ]),
  talk('memory/company-after-asked', 'memory', 'the details given over two turns, never asked again', [
    {
      say: 'ok im sold on the receptionist, how do we get started',
      example:
        "Great! I'd be happy to set that up. Could you share your name, email and company so our team can follow up?",
      must: ASKS_DETAILS,
    },
    {
      say: 'Dana Ruiz, dana@brightsmiles.com',
      example: "Thanks, Dana. And what's the name of your company?",
      must: [[/\bthank/i, /\bcompany\b/i]],
      mustNot: [ASKS_NAME, ASKS_EMAIL],
    },
    {
      say: 'Bright Smiles Dental',
      example:
        "Thank you! Our team has your details and will follow up within one business day. Would you like to book a call now? It's a free 30-minute consultation.",
      must: [
        /\bthank/i,
        [
          /\bfollow up\b/i,
          /\bbook\b/i,
          /\bcall\b/i,
          /\bin touch\b/i,
          /\breach out\b/i,
          /\bcontact you\b/i,
          /\bbusiness day\b/i,
        ],
      ],
      mustNot: [ASKS_COMPANY, ASKS_NAME, ASKS_EMAIL],
    },
  ]),
  talk('memory/dental-group-yearly', 'memory', 'a dental group with three locations, then price and yearly', [
    {
      say: "hey we're a dental group, 3 locations, front desk cant keep up with calls",
      example:
        "With three offices and a busy front desk, the AI Receptionist is the fit: it answers every call on the first ring, books cleanings and new-patient visits, answers insurance questions and knows each location's hours.",
      must: [RECEPTIONIST],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'what would that run us',
      example:
        'The AI Receptionist starts at $297 a month on Starter with no setup fee. For several locations and phone numbers, Scale is $1,497 a month plus a one-time $1,500 setup.',
      must: [[STARTER, GROWTH, SCALE]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE, INVENTED_PRICE],
      atMost: prices(3),
    },
    {
      say: 'and if we pay yearly?',
      example: 'Paying annually gives you two months free: Starter is $2,970 a year and Scale $14,970.',
      must: [[STARTER_YEAR, GROWTH_YEAR, SCALE_YEAR, /\b(?:two|2) months free\b/i]],
      mustNot: [ASKS_SIZE, INVENTED_PRICE],
    },
  ]),
  talk('memory/law-office-clio-setup', 'memory', 'a law office of six, then Clio and setup time', [
    {
      say: 'small law office here, 4 attorneys + 2 paralegals. we lose intake calls during lunch and after 5',
      example:
        'The AI Receptionist fits a law office well: it picks up at lunch and after hours, screens new-client calls by practice area, collects the basics of the matter and books a consultation with the right attorney.',
      must: [
        [RECEPTIONIST, VOICE_CHAT],
        [/\bpractice area\b/i, /\bconsultation\b/i, /\bafter[- ]hours\b/i, /\b24\/7\b/, /\bday or night\b/i],
      ],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'does it work with clio',
      example: 'Yes, Clio is among the tools we connect to, along with calendars like Google Calendar and Outlook.',
      must: [[/\byes\b/i, /\bconnects?\b/i, /\bintegrat/i]],
      mustNot: [STARTS_NO, ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'how long to set up',
      example:
        'Most agents go live within 7 days of the kickoff call, and a straightforward AI Receptionist can be answering calls in as few as 3 business days.',
      must: [SETUP_TIME],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
  ]),
  talk('memory/hvac-servicetitan', 'memory', 'an HVAC company on ServiceTitan: the tools are not asked for', [
    {
      say: 'hvac company, 12 techs, we run everything in servicetitan. phones are a mess in summer',
      example:
        'The AI Receptionist can take the summer rush: it answers every call 24/7, triages emergencies and books jobs directly in ServiceTitan based on real technician availability.',
      must: [[RECEPTIONIST, VOICE_CHAT, SMS_AGENT]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE, ASKS_TOOLS],
    },
    {
      say: 'would it work for after hours emergency calls too',
      example:
        'Yes. It works nights and weekends, and you decide which calls go straight to the on-call technician, like a gas leak or no heat.',
      must: [[/\byes\b/i, /\b24\/7\b/, /\btransfer/i, /\bon-call\b/i, /\bnights?\b/i]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE, ASKS_TOOLS],
    },
    {
      say: 'ok whats the price for that',
      example:
        'The AI Receptionist is $297 a month on Starter with no setup fee; with 12 techs you might want Growth at $697 a month plus a one-time $499 setup for up to three agents and warm transfers with call notes.',
      must: [[STARTER, GROWTH, SCALE]],
      mustNot: [ASKS_TOOLS, ASKS_SIZE, INVENTED_PRICE],
      atMost: prices(3),
    },
  ]),
  talk('memory/outbound-it', 'memory', 'OutboundAI in focus: voicemail, its plan', [
    {
      say: 'tell me about outboundai',
      example:
        'OutboundAI places friendly, natural phone calls to people who asked to hear from you: new web leads within minutes, quotes that went quiet and past customers due for service. It books the appointment and logs the outcome in your CRM.',
      must: [
        [
          /\bnew (?:web )?leads\b/i,
          /\bwithin (?:five|5) minutes\b/i,
          /\bquotes?\b/i,
          /\bpast customers\b/i,
          /\bfollows? up\b/i,
        ],
      ],
    },
    {
      say: 'does it leave voicemails',
      example:
        "Yes. When it reaches voicemail it leaves a short, personal message in your business's name and can follow up by text.",
      must: [/\bleaves? (?:a |an )?(?:[\w,-]+ ){0,3}(?:voicemail|message)\b/i],
      mustNot: [RECEPTIONIST],
    },
    {
      say: 'which plan has it',
      example:
        'OutboundAI is in the Scale plan at $1,497 a month plus a one-time $1,500 setup, with 5,000 voice minutes shared across your agents.',
      must: [/\bScale\b/, SCALE],
      mustNot: [/\b(?:Starter|Growth)\b[^.?!]{0,40}\binclud/i],
      atMost: prices(3),
    },
  ]),
  talk('memory/email-agent-that-one', 'memory', 'the Email Agent in focus: Gmail, "that one"', [
    {
      say: 'what does the email agent do exactly',
      example:
        'The AI Email Agent reads your shared inbox, answers routine questions within minutes, drafts replies for anything sensitive and routes the rest to the right person with a short summary.',
      must: [[/\binbox\b/i, /\broutine\b/i, /\bdrafts?\b/i, /\bminutes\b/i]],
    },
    {
      say: 'does it work with gmail',
      example:
        'Yes: Gmail and Google Workspace, Microsoft 365 and Outlook, and help desks such as Zendesk and Help Scout.',
      must: [[/\byes\b/i, /\bGoogle Workspace\b/i, /\bMicrosoft 365\b/i, /\bOutlook\b/i]],
      mustNot: [STARTS_NO],
    },
    {
      say: 'and how much is that one',
      example: 'The AI Email Agent is $297 a month on Starter, with no setup fee and 2,000 messages a month.',
      must: [STARTER],
      mustNot: [INVENTED_PRICE],
      atMost: [products(2), prices(3)],
    },
  ]),
  talk('memory/realtor-follow-up-boss', 'memory', 'a five-agent real-estate team with portal leads', [
    {
      say: 'im a realtor, team of 5 agents, leads from zillow sit for hours before anyone calls them',
      example:
        'For portal leads, speed matters: OutboundAI calls new leads within five minutes and books showings, and the AI SMS-Text Agent can text them back in under a minute.',
      must: [[OUTBOUND, SMS_AGENT, /\bspeed[- ]to[- ]lead\b/i, /\bwithin (?:five|5) minutes\b/i]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE, /\bintegrat\w* with Zillow\b/i],
    },
    {
      say: 'does it work with follow up boss',
      example:
        'Yes. We integrate with Follow Up Boss out of the box: new leads, transcripts, tags and booked showings are written back automatically.',
      must: [[/\byes\b/i, /\bwritten back\b/i, /\bout of the box\b/i, /\bshowings?\b/i]],
      mustNot: [STARTS_NO, ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'cool, what would u start us with',
      example:
        "For a five-agent team whose portal leads wait, I'd start with the AI SMS-Text Agent on Starter at $297 a month to reply in under a minute; OutboundAI, on Scale, adds calls within five minutes.",
      must: [[OUTBOUND, SMS_AGENT]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE, ASKS_TOOLS],
    },
  ]),
  talk('memory/pest-control-text-back', 'memory', 'pest control crews on routes: text-back and price', [
    {
      say: 'we do pest control, mostly miss calls when the guys are out on routes',
      example:
        'For a pest control company with crews on the road, the AI Receptionist answers every call and books the visit, and the AI SMS-Text Agent texts back any missed caller within seconds.',
      must: [[RECEPTIONIST, SMS_AGENT, VOICE_CHAT]],
      mustNot: [ASKS_BUSINESS],
    },
    {
      say: 'can it text people back if we miss them',
      example:
        'Yes. The AI SMS-Text Agent texts back every missed call within seconds, finds out what they need and books the visit.',
      must: [[/\bwithin seconds\b/i, /\btexts? back\b/i, /\btext-back\b/i]],
      mustNot: [ASKS_BUSINESS],
    },
    {
      say: 'price?',
      example: 'The AI SMS-Text Agent is $297 a month on Starter with no setup fee.',
      must: [STARTER],
      mustNot: [ASKS_BUSINESS, INVENTED_PRICE],
      atMost: [products(2), prices(3)],
    },
  ]),
  talk('memory/virtual-se-plan', 'memory', 'Virtual SE in focus: its price, "that plan"', [
    {
      say: 'what is virtual se',
      example:
        'Virtual SE is an AI pre-sales engineer for businesses that sell technical products: it answers detailed product and compatibility questions from your spec sheets, runs tailored demos and hands your sales team a qualified opportunity.',
      must: [[/\btechnical\b/i, /\bsales engineer\b/i, /\bpre-?sales\b/i, /\bdemos?\b/i]],
    },
    {
      say: 'whats it cost',
      example: 'Virtual SE is included in the Scale plan at $1,497 a month plus a one-time $1,500 setup.',
      must: [SCALE],
      mustNot: [/\bvirtual SE\b[^.?!]{0,40}\$297\b/i, INVENTED_PRICE],
      atMost: prices(3),
    },
    {
      say: 'and whats included in that plan',
      example:
        'Scale includes all 7 agents, 5,000 voice minutes and 20,000 messages a month, multiple locations and phone numbers, unlimited integrations, outbound calling rules and a dedicated success manager.',
      must: [
        [
          /\ball (?:7|seven) agents\b/i,
          /\b5,?000 (?:voice )?minutes\b/i,
          /\b20,?000 messages\b/i,
          /\bsuccess manager\b/i,
          /\bunlimited integrations\b/i,
        ],
      ],
      mustNot: [/\b6,?000 messages\b/i, /(?<![\d,])500 voice minutes\b/i],
    },
  ]),
  talk('memory/salon-no-shows', 'memory', 'a six-chair salon with no-shows', [
    {
      say: 'i run a hair salon with 6 chairs, no shows are killing me',
      example:
        "For a salon, the AI SMS-Text Agent is the fit: it sends reminders the day before, confirms appointments and moves them by text when a client can't make it, so fewer chairs sit empty.",
      must: [SMS_AGENT],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'do they have to reply with like 1 or 2',
      example:
        'No. Clients reply in their own words, like "can we do Thursday instead?", and the agent understands them.',
      must: [
        [
          /\bown words\b/i,
          /\bfree-form\b/i,
          /\bunderstands?\b/i,
          /\bnaturally\b/i,
          /\bThursday instead\b/i,
          /\bplain (?:English|language|words)\b/i,
          /\bno menus?\b/i,
        ],
      ],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'what does it cost for just that one',
      example: 'The AI SMS-Text Agent on its own is $297 a month on Starter, with no setup fee.',
      must: [STARTER],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE, INVENTED_PRICE],
      atMost: [products(2), prices(3)],
    },
  ]),
  talk('memory/auto-shop-intro', 'memory', 'a visitor who introduces his shop, then answers the next question', [
    {
      say: "hi, this is mike from mike's auto repair. 1 shop, 4 mechanics",
      example:
        "Nice to meet you, Mike. For a one-shop auto repair business, where do customers slip through the cracks today: missed calls while everyone's under a car, slow replies to texts, or quotes that never get a follow-up?",
      must: [[RECEPTIONIST, SMS_AGENT, VOICE_CHAT, /\bmissed calls?\b/i, ...DISCOVERY]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'mostly missed calls',
      example:
        'Then the AI Receptionist is the place to start: it answers every call on the first ring, books service appointments and texts you a summary of each call.',
      must: [[RECEPTIONIST, SMS_AGENT]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE, /\bslip through the cracks\b/i],
    },
    {
      say: 'which plan would that be',
      example:
        "That's the Starter plan: $297 a month with no setup fee for one agent, 500 voice minutes and 2,000 messages.",
      must: [/\bStarter\b/i, STARTER],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
      atMost: prices(3),
    },
  ]),
  talk('memory/starter-vs-growth-cheaper-one', 'memory', '"the cheaper one" after a comparison', [
    {
      say: 'whats the difference between starter and growth',
      example:
        'Starter is $297 a month with no setup fee for one agent, 500 voice minutes and 2,000 messages. Growth is $697 a month plus a one-time $499 setup for up to three agents, including the AI Workflow Agent, with 1,500 voice minutes and 6,000 messages.',
      must: [STARTER, GROWTH, [WORKFLOW_AGENT, /\b(?:3|three) agents\b/i, /\b(?:one|1) agent\b/i]],
    },
    {
      say: 'does the cheaper one include a phone number',
      example:
        'Yes. Starter includes 1 local or toll-free phone number, or you can keep your existing number and forward it to the agent.',
      must: [
        [
          /\b(?:1|one) (?:local or toll-free )?(?:phone )?number\b/i,
          /\btoll-free\b/i,
          /\blocal\b[^.?!]{0,20}\bnumber\b/i,
        ],
      ],
      mustNot: [/\bStarter\b[^.?!]{0,40}\bup to (?:3|three) (?:phone )?numbers\b/i],
    },
    {
      say: 'ok and setup fee on that one?',
      example: "No, Starter has no setup fee; it's just $297 a month.",
      must: [[/\bno setup fee\b/i, /\bno\b[^.?!]{0,20}\bsetup\b/i, /\bwithout (?:a|any) setup\b/i]],
      mustNot: [/\bStarter\b[^.?!]{0,40}\$499\b/i, /\bStarter\b[^.?!]{0,40}\$1,?500\b/i],
    },
  ]),
  talk('memory/cleaning-company-discovery', 'memory', 'a cleaning company through discovery, nothing asked twice', [
    {
      say: "we're a cleaning company, about 15 cleaners, 1 office",
      example:
        'A cleaning company with 15 cleaners runs on quick answers to quote requests. Where do customers slip through the cracks today: missed calls, slow replies to texts or emails, or quotes that never get a follow-up?',
      must: [[RECEPTIONIST, SMS_AGENT, EMAIL_AGENT, VOICE_CHAT, /\bmissed calls?\b/i, /\bquotes?\b/i, ...DISCOVERY]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'quotes, people email us for quotes and we answer like 2 days later',
      example:
        "That's what the AI Email Agent is for: every quote request gets a reply within minutes, and it asks for the details you need and books the visit instead of waiting two days.",
      must: [EMAIL_AGENT],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'we use gmail and jobber',
      example:
        'Good, both connect: the Email Agent works with Gmail and Google Workspace, and we connect to Jobber for booking.',
      must: [[/\bGoogle Workspace\b/i, /\bconnect/i, /\bintegrat/i, /\bworks? with\b/i]],
      mustNot: [ASKS_TOOLS, ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'how soon could it be live',
      example: 'Most agents go live within 7 days of the kickoff call.',
      must: [SETUP_TIME],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE, ASKS_TOOLS],
    },
  ]),
  talk('memory/receptionist-included-yearly', 'memory', 'the AI Receptionist in focus: what it includes, yearly', [
    {
      say: 'tell me about the ai receptionist',
      example:
        'The AI Receptionist answers your business line on the first ring, 24/7: it greets callers by your business name, answers common questions, books, moves and cancels appointments, and transfers urgent calls to the right person.',
      must: [[/\bfirst ring\b/i, /\b24\/7\b/, /\bbooks?\b/i, /\btransfers?\b/i]],
    },
    {
      say: 'whats included in it',
      example:
        "It picks up every call, books and reschedules in your calendar, warm-transfers urgent calls, texts you a summary with the caller's details and handles several callers at once. On Starter it comes with 500 voice minutes and a phone number.",
      must: [
        [
          /\bsummary\b/i,
          /\bseveral callers\b/i,
          /\bwarm[- ]transfers?\b/i,
          /\bcalendar\b/i,
          /\b500 (?:voice )?minutes\b/i,
        ],
      ],
      atMost: products(2),
    },
    {
      say: 'if i pay yearly?',
      example: 'Paid annually, Starter with the AI Receptionist is $2,970 a year: two months free.',
      must: [STARTER_YEAR],
      mustNot: [SCALE_YEAR],
    },
  ]),
  talk('memory/accounting-tax-season', 'memory', 'a two-person accounting practice in tax season', [
    {
      say: '2 person accounting practice, during tax season the phones are nuts',
      example:
        'In tax season, the AI Receptionist answers every call, books appointments and takes detailed messages, so the two of you can focus on returns.',
      must: [[RECEPTIONIST, WORKFLOW_AGENT, EMAIL_AGENT]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE],
    },
    {
      say: 'what else could take work off our plate then',
      example:
        "The AI Workflow Agent handles new-client intake: it collects documents, checks they're complete, creates the client record and books the kickoff. It's part of Growth at $697 a month plus a one-time $499 setup.",
      must: [[WORKFLOW_AGENT, EMAIL_AGENT, /\bintake\b/i, /\bdocuments?\b/i]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE, INVENTED_PRICE],
    },
    {
      say: 'and the price for both together',
      example:
        'Both fit in Growth: $697 a month plus a one-time $499 setup, for up to three agents including the AI Workflow Agent.',
      must: [GROWTH, [GROWTH_SETUP, /\bGrowth\b/i]],
      mustNot: [ASKS_BUSINESS, ASKS_SIZE, INVENTED_PRICE],
      atMost: prices(3),
    },
  ]),
]
