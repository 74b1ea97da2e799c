import type { Doc } from './builders'

/**
 * The agency's seven products (AI Voice Chat, AI Receptionist, AI Email Agent, AI SMS-Text
 * Agent, AI Workflow Agent, Virtual SE, OutboundAI). Starting prices match the plans on /pricing:
 * Starter $297 (one of Voice Chat, Receptionist, Email, Text), Growth $697 (adds the
 * Workflow Agent), Scale $1,497 (all seven, including Virtual SE and OutboundAI).
 */
type UseCase = [title: string, description: string]

function product(fields: {
  slug: string
  name: string
  path: string
  tagline: string
  description: string
  benefits: string[]
  /** Words visitors use for the product; Michael recognises it by them. */
  aliases: string[]
  useCases: UseCase[]
  startingPrice: string
  icon: string
  order: number
}): Doc {
  const { slug, useCases, ...rest } = fields
  return {
    _id: `product-${slug}`,
    _type: 'product',
    ...rest,
    slug: { _type: 'slug', current: slug },
    useCases: useCases.map(([title, description]) => ({ _type: 'useCase', title, description })),
  }
}

export const products: Doc[] = [
  product({
    slug: 'ai-voice-chat',
    name: 'AI Voice Chat',
    path: '/voice-chat',
    tagline: 'A natural-sounding voice agent your customers can talk to on the phone or right on your website.',
    description:
      'AI Voice Chat holds real spoken conversations with your customers. It answers questions about your services, hours and prices, qualifies the caller, and books the appointment or hands off to your team, on the phone or with one click in the browser. It sounds like a friendly, well-trained member of staff, answers in under a second, and never puts anyone on hold.',
    benefits: [
      'Answers in under a second, day or night, with no hold music',
      'Visitors can talk to it right in the browser, no phone call needed',
      'Trained on your services, prices, policies and service area',
      'Books appointments straight into Google Calendar, Outlook or your CRM',
      'Sends you a written summary and transcript after every conversation',
    ],
    aliases: [
      'voice chat',
      'voice agent',
      'voice assistant',
      'voice AI',
      'voice bot',
      'voicebot',
      'talk in the browser',
      'talk on the website',
      'talk on my website',
      'talk on our website',
      'speak to it',
      'voice button',
      'website visitors',
      'voice',
    ],
    useCases: [
      [
        'After-hours plumbing emergencies',
        'At 11 p.m. a homeowner with a burst pipe gets a calm answer, a price range for an emergency call-out, and a technician dispatched by text.',
      ],
      [
        'Website visitors who would rather talk',
        'A shopper on your site presses one button and asks about financing, stock or delivery times out loud instead of filling in a form.',
      ],
      [
        'Overflow on busy mornings',
        'When every line at a dental clinic is busy, the voice agent takes the extra calls, answers insurance questions and fills open slots.',
      ],
    ],
    startingPrice: '$297/month',
    icon: 'headset',
    order: 1,
  }),
  product({
    slug: 'ai-receptionist',
    name: 'AI Receptionist',
    path: '/ai-receptionist',
    tagline: 'Every call answered on the first ring, every appointment booked, 24/7.',
    description:
      'The AI Receptionist answers your business line the way your best front-desk person would: it greets callers by your business name, answers common questions, books, moves and cancels appointments, takes detailed messages, and transfers urgent calls to the right person. It works nights, weekends and holidays for about a tenth of what a staffed front desk costs.',
    benefits: [
      'Picks up on the first ring, 24 hours a day, 7 days a week',
      'Books, reschedules and cancels appointments in your calendar',
      'Warm-transfers urgent or high-value calls to your team',
      "Texts you a summary of every call with the caller's details",
      'Handles several callers at once, so nobody hears a busy signal',
      'About 10x cheaper than staffing the same hours',
    ],
    aliases: [
      'receptionist',
      'answering service',
      'answer the phone',
      'answers the phone',
      'answering the phone',
      'answer calls',
      'answer my calls',
      'answer our calls',
      'answering calls',
      'answers calls',
      'front desk',
      'call answering',
      'inbound calls',
      'incoming calls',
      'missed calls',
      'phone',
      'phones',
    ],
    useCases: [
      [
        'Dental and medical clinics',
        'Books cleanings and new-patient visits, answers insurance and parking questions, and sends the front desk a tidy list each morning.',
      ],
      [
        'Home services',
        'Captures the job address, the problem and the best time to visit for plumbers, electricians and HVAC companies, then books the slot.',
      ],
      [
        'Law firms',
        'Screens new-client inquiries by practice area, collects the basics of the matter and books a consultation with the right attorney.',
      ],
    ],
    startingPrice: '$297/month',
    icon: 'phone',
    order: 2,
  }),
  product({
    slug: 'ai-email-agent',
    name: 'AI Email Agent',
    path: '/email-agent',
    tagline: 'Replies to customer emails in minutes, in your tone, with the right answer.',
    description:
      'The AI Email Agent reads your shared inbox, answers routine questions on its own, drafts replies for anything sensitive, and routes the rest to the right person with a short summary. It knows your policies, price list and order status, so customers get a complete answer in minutes instead of the next business day.',
    benefits: [
      'Replies to routine emails within minutes, around the clock',
      'Writes in your brand voice and signs off as your team',
      'Drafts sensitive replies for a human to approve before they go out',
      'Sorts and tags every message: sales lead, support, billing or spam',
      'Works with Gmail, Microsoft 365 and help desks such as Zendesk and Help Scout',
    ],
    aliases: [
      'email agent',
      'email assistant',
      'inbox',
      'shared inbox',
      'mailbox',
      'email support',
      'customer emails',
      'answer emails',
      'reply to emails',
      'email backlog',
      'email',
      'emails',
      'mail',
    ],
    useCases: [
      [
        'Quote requests',
        'A landscaping company gets a quote request at 9 p.m.; the agent asks for the yard size and photos, then books the site visit.',
      ],
      [
        'Order and delivery questions',
        "A furniture retailer's agent looks up the order and replies with the delivery window, without anyone opening the inbox.",
      ],
      [
        'Lead follow-up',
        'Every web-form lead gets a personal reply within five minutes and a reminder two days later if they have not booked.',
      ],
    ],
    startingPrice: '$297/month',
    icon: 'mail',
    order: 3,
  }),
  product({
    slug: 'ai-sms-text-agent',
    name: 'AI SMS-Text Agent',
    path: '/text-agent',
    tagline: 'Two-way text conversations that confirm, remind, rebook and sell.',
    description:
      'The AI SMS-Text Agent runs real two-way text conversations from your business number. It texts back missed callers within seconds, confirms and reminds appointments, rebooks no-shows, answers questions and collects reviews. Customers reply in their own words and the agent understands them, no "Reply 1 for yes" menus.',
    benefits: [
      'Texts back every missed call within seconds',
      'Confirms appointments and cuts no-shows with friendly reminders',
      'Understands free-form replies like "can we do Thursday instead?"',
      'Uses your existing business number, including landlines',
      'Respects opt-outs automatically: STOP always works',
    ],
    aliases: [
      'SMS',
      'text message',
      'text messages',
      'texting',
      'text agent',
      'SMS agent',
      'texting agent',
      'text back',
      'textback',
      'SMS text',
      'no-shows',
      'texts',
      'text',
      'reminders',
    ],
    useCases: [
      [
        'Missed-call text-back',
        'A roofer on a ladder misses a call; the agent texts the caller, finds out what they need and books an estimate.',
      ],
      [
        'Appointment reminders',
        'A salon sends reminders the day before and moves appointments by text when a client cannot make it.',
      ],
      [
        'Review requests',
        'After a completed job, the agent asks for feedback and sends happy customers a link to your Google reviews.',
      ],
    ],
    startingPrice: '$297/month',
    icon: 'message',
    order: 4,
  }),
  product({
    slug: 'ai-workflow-agent',
    name: 'AI Workflow Agent',
    path: '/agent-gpt-builder',
    tagline: 'Build your own agent for the back-office work that eats your week.',
    description:
      'The AI Workflow Agent takes a repetitive process, such as intake, quoting, invoice chasing or data entry, and runs it end to end across the tools you already use. Describe the workflow in plain English, our team and builder turn it into an agent, and you approve each step before it goes live. It reads documents, updates your CRM, sends messages and asks a human when it is unsure.',
    benefits: [
      'Describe the process in plain English; we build and test the agent with you',
      'Connects to your CRM, calendar, accounting and spreadsheets',
      'Reads PDFs, forms and emails and pulls out the details you need',
      'Asks a person to approve anything that spends money or sends a contract',
      'Full activity log of every step it took and why',
    ],
    aliases: [
      'workflow',
      'workflows',
      'automation',
      'automations',
      'automate',
      'automating',
      'back office',
      'backoffice',
      'GPT builder',
      'agent builder',
      'build my own agent',
      'build our own agent',
      'build your own agent',
      'data entry',
      'paperwork',
      'invoice chasing',
      'admin',
    ],
    useCases: [
      [
        'New-client intake',
        "An accounting firm's agent collects documents, checks they are complete, creates the client in the practice system and books the kickoff.",
      ],
      [
        'Quote to invoice',
        "A contractor's agent turns a finished job ticket into an invoice in QuickBooks and follows up until it is paid.",
      ],
      [
        'Listing paperwork',
        "A brokerage's agent fills listing forms from the seller questionnaire and chases missing signatures.",
      ],
    ],
    startingPrice: '$697/month',
    icon: 'workflow',
    order: 5,
  }),
  product({
    slug: 'virtual-se',
    name: 'Virtual SE',
    path: '/getvirtual-se',
    tagline: 'A virtual sales engineer that answers technical questions and runs demos on demand.',
    description:
      'Virtual SE is an AI pre-sales engineer for businesses that sell technical products or services. It answers detailed product and compatibility questions from your spec sheets and manuals, walks prospects through a tailored demo, checks fit against their requirements, and hands your sales team a qualified opportunity with notes. Your human experts spend their time closing, not repeating the same answers.',
    benefits: [
      'Answers technical and compatibility questions from your own documentation',
      'Runs tailored product walkthroughs at any hour, in any time zone',
      'Qualifies prospects against your ideal-customer criteria',
      'Drafts first-pass proposals and bills of materials for review',
      'Hands your team a full brief before the first human call',
    ],
    aliases: [
      'presales',
      'pre-sales',
      'sales engineer',
      'sales engineers',
      'sales engineering',
      'technical questions',
      'technical sales',
      'virtual sales engineer',
      'technical demos',
    ],
    useCases: [
      [
        'Equipment suppliers',
        "A commercial HVAC distributor's Virtual SE sizes units from the building details a contractor provides and flags what needs an engineer.",
      ],
      [
        'Software resellers',
        'A managed IT provider answers security and integration questions on the first call instead of a week later.',
      ],
      [
        'Solar and energy installers',
        'Prospects upload a utility bill and get an estimated system size and savings range before a site visit.',
      ],
    ],
    startingPrice: '$1,497/month',
    icon: 'presentation',
    order: 6,
  }),
  product({
    slug: 'outbound-ai',
    name: 'OutboundAI',
    path: '/outbound-ai',
    tagline: 'Outbound calls that follow up every lead, reactivate old customers and fill your calendar.',
    description:
      'OutboundAI places friendly, natural phone calls to people who asked to hear from you: new web leads within minutes, quotes that went quiet, past customers due for service, and appointment confirmations. It handles objections, answers questions, books the appointment and logs the outcome in your CRM. Calling rules, hours and do-not-call lists are built in.',
    benefits: [
      'Calls new leads within five minutes, while they are still interested',
      'Works through old quotes and past-customer lists without tiring',
      'Books appointments and logs every outcome in your CRM',
      'Calls only during permitted hours and honors do-not-call requests',
      'Hands hot prospects to a salesperson live on the same call',
    ],
    aliases: [
      'outbound',
      'outbound AI',
      'cold call',
      'cold calls',
      'cold calling',
      'follow-up calls',
      'follow-up call',
      'call leads',
      'call my leads',
      'call our leads',
      'calling leads',
      'call back leads',
      'lead follow-up',
      'follow-up',
      'reactivate',
      'reactivation',
      'speed to lead',
      'dialer',
      'outgoing calls',
      'call customers',
      'calls out',
    ],
    useCases: [
      [
        'Speed to lead',
        "A real-estate team's portal leads get a call within five minutes and a showing booked before a competitor calls back.",
      ],
      [
        'Service reminders',
        'A car dealership calls customers due for service and books them into open bays for the slow days of the week.',
      ],
      [
        'Quote follow-up',
        'A kitchen remodeler follows up every unanswered quote after three days and books a second visit with the interested ones.',
      ],
    ],
    startingPrice: '$1,497/month',
    icon: 'megaphone',
    order: 7,
  }),
]
