import { calls } from '../calls'
import { bookingLink, type Doc, h3, link, list, page, paragraphs, seo } from '../builders'
import { caseStudies, customerLogos, STORIES, team } from '../customers'
import { DANIEL, MAYA, SOFIA } from '../articles/people'
import { callMe, faq, featureGrid, hero, industries, productGrid, stats, steps, testimonials } from '../sections'

/**
 * The core marketing pages: landing, home, AI agency, products, pricing and about.
 * Facts repeated across pages (keep them in step with products.ts and pages/products.ts):
 * Starter $297/month, no setup fee, 1 agent, 500 voice minutes, 2,000 messages;
 * Growth $697/month, $499 setup, up to 3 agents, 1,500 minutes, 6,000 messages;
 * Scale $1,497/month, $1,500 setup, all 7 agents, 5,000 minutes, 20,000 messages;
 * overage $0.15/minute and $0.03/message; annual billing = two months free;
 * about 10x cheaper than staffing, typically live within 7 days, 24/7.
 */

const ALL_PRODUCTS = [
  'ai-voice-chat',
  'ai-receptionist',
  'ai-email-agent',
  'ai-sms-text-agent',
  'ai-workflow-agent',
  'virtual-se',
  'outbound-ai',
]

const richText = (heading: string, body: unknown[]) => ({ _type: 'richText', heading, body })

const BOOK = bookingLink('Book a free consultation')

const COST_ANSWER =
  'Plans start at $297 a month with no setup fee for one agent (Starter: 500 voice minutes and 2,000 messages). Growth is $697 a month plus a one-time $499 setup for up to three agents, including the AI Workflow Agent. Scale is $1,497 a month plus a one-time $1,500 setup for all seven agents, including Virtual SE and OutboundAI. Pay annually and you get two months free. Full details are on our Pricing page.'

const SETUP_ANSWER =
  'Most agents go live within 7 days of the kickoff call, and a straightforward AI Receptionist can be answering calls in as few as 3 business days. From you we need a 30-minute discovery call, your FAQ or price list, and access to the calendar or CRM the agent should book into. We write the scripts, connect the tools and test everything before a single customer hears it.'

const INTEGRATIONS_ANSWER =
  'Yes, in almost every case. We connect to Google Calendar, Outlook, Calendly, HubSpot, Salesforce, GoHighLevel, Zoho, ServiceTitan, Jobber, Housecall Pro, Dentrix, Open Dental, Clio, Follow Up Boss, Shopify, Square and QuickBooks, and to anything else with an API through Zapier, Make or a webhook. You keep your existing phone number: we simply forward calls to the agent when and how you choose.'

const CANT_ANSWER =
  'It never makes things up. When a question falls outside what you have approved, the agent says so, then either warm-transfers the caller to the person you choose or takes a detailed message and texts or emails it to you within seconds. You set the rules, for example "any gas leak or flooding goes straight to my cell", and you can change them at any time.'

const PRIVACY_ANSWER =
  'Your data is encrypted in transit and at rest, stored in US data centers, and never used to train public AI models. You own your transcripts, recordings and contacts and can export or delete them at any time. Call recordings are kept for 90 days by default, or not at all if you prefer, and only the people you invite can see them.'

const LANGUAGE_ANSWER =
  'Our agents speak and write English, and they handle regional accents, background noise and everyday phrasing well. If a caller needs another language, the agent politely takes their name and number and passes the request to your team so a person can follow up.'

const landing = page(
  '/',
  'Kestrel AI: AI agents for small and medium businesses',
  seo(
    'Kestrel AI: AI agents for small and medium businesses',
    'AI receptionists, voice, email and text agents that answer every customer 24/7. Live in days, at about a tenth of the cost of staffing.',
  ),
  [
    hero({
      eyebrow: 'AI agents for small and medium businesses',
      heading: 'Never miss another customer: AI agents that answer, book and follow up 24/7',
      subheading:
        'Kestrel AI designs, builds and runs AI receptionists and voice, email and text agents for businesses like yours. They pick up on the first ring, book straight into your calendar, go live in days and cost about a tenth of staffing the same hours.',
      primaryCta: BOOK,
      secondaryCta: link('Hear an agent live', '/voice-chat'),
      call: calls.receptionist,
    }),
    customerLogos('Trusted by businesses like yours', [
      'riverside-plumbing',
      'bayview-family-dental',
      'harbor-lane-realty',
      'tidewater-inn',
      'summit-trail-outfitters',
      'ames-keller-law',
    ]),
    productGrid(
      'Seven agents, one team behind them',
      'Start with the one that fixes your biggest leak, usually missed calls, and add more when you are ready. Every agent is trained on your business and connected to your tools.',
      ALL_PRODUCTS,
    ),
    featureGrid(
      'Why owners choose Kestrel AI',
      'You run the business. We build, connect and look after the agents.',
      [
        [
          'Done for you',
          'No software to learn. We write the scripts, connect your calendar and CRM, test every scenario and launch the agent for you.',
          'sparkles',
        ],
        [
          'Sounds like your business',
          'Your greeting, your prices, your service area, your policies. Callers get the answers your best employee would give.',
          'headset',
        ],
        [
          'Works with your tools',
          'Google Calendar, Outlook, HubSpot, ServiceTitan, Dentrix, Clio, Shopify, QuickBooks and hundreds more through Zapier.',
          'plug',
        ],
        [
          'People stay in charge',
          'Urgent calls are warm-transferred to you, and anything sensitive waits for a human to approve it.',
          'users',
        ],
        [
          'See every conversation',
          'Summaries by text or email after each call, full transcripts, and a weekly report on calls answered and jobs booked.',
          'chart',
        ],
        [
          'No long contracts',
          "Month-to-month plans from $297 with no setup fee on Starter. Cancel with 30 days' notice.",
          'check',
        ],
      ],
      'list',
    ),
    caseStudies('Results our customers measured', 'Three businesses, one number each, and the story behind it.', [
      STORIES.bayview,
      STORIES.riverside,
      STORIES.harborLane,
    ]),
    steps(
      'How it works',
      'From first call to a live agent in about a week.',
      [
        [
          'Free 30-minute discovery call',
          'Tell us where customers slip through the cracks: missed calls, slow email replies, no-shows. We pick the one workflow with the biggest payoff.',
        ],
        [
          'We design your agent',
          'Within two days you get the script, the questions it will ask, the rules for transfers and a test number to call yourself.',
        ],
        [
          'Deploy in days',
          'We connect your phone line, calendar and CRM, run it through dozens of real scenarios, and switch it on. Typically within 7 days of kickoff.',
        ],
        [
          'Improve every week',
          'We review transcripts, tighten answers and add what customers actually ask. You get a report on calls answered and appointments booked.',
        ],
      ],
      { collapsed: true },
    ),
    industries(
      'Built for the businesses that live on the phone',
      'Every industry has its own questions, rush hours and rules. Our agents come pre-trained on them.',
      [
        {
          name: 'Real estate',
          description:
            'Answer listing inquiries instantly, qualify buyers and sellers, and book showings while your agents are out showing homes.',
          icon: 'home',
          href: '/real-estate',
        },
        {
          name: 'Car dealerships',
          description:
            'Book service appointments, answer inventory and financing questions, and follow up every internet lead within minutes.',
          icon: 'car',
          href: '/mercedes-dealer',
        },
        {
          name: 'Hotels',
          description:
            'Guests text or call for room service, towels, late checkout and local tips, and the agent handles it day and night.',
          icon: 'bed',
          href: '/room-service',
        },
        {
          name: 'Retail',
          description:
            'Stock checks, order status, returns and store hours answered by phone, text and email, so staff can focus on the floor.',
          icon: 'store',
          href: '/retail-services',
        },
        {
          name: 'Home services',
          description:
            'Plumbers, electricians, roofers and HVAC companies capture every emergency call and book the job, even at 2 a.m.',
          icon: 'building',
          href: '/blog/after-hours-calls-home-services',
        },
        {
          name: 'Dental and medical clinics',
          description:
            'Book cleanings and new-patient visits, answer insurance questions and send reminders that cut no-shows.',
          icon: 'calendar',
          href: '/blog/ai-receptionist-tuesday-at-a-dental-clinic',
        },
      ],
    ),
    testimonials(
      'Owners who stopped missing customers',
      'Small businesses that put a Kestrel agent on the front line.',
      [
        {
          quote:
            "We were missing around 30 calls a week after five o'clock. In the first month the AI Receptionist booked 41 after-hours jobs we would have lost to the next plumber on Google. It paid for itself in the first week.",
          name: 'Dana Reyes',
          role: 'Owner',
          company: 'Riverside Plumbing, Columbus, OH',
        },
        {
          quote:
            'Our front desk used to spend every morning returning voicemails. Now patients book themselves at ten at night, and the text reminders cut our no-shows by about a quarter.',
          name: 'Priya Shah',
          role: 'Practice manager',
          company: 'Bayview Family Dental',
        },
        {
          quote:
            'Guests text for towels, late checkout and dinner recommendations, and the agent handles most of it without anyone at the desk. My night auditor finally gets to do the audit.',
          name: 'Marco Delgado',
          role: 'General manager',
          company: 'The Tidewater Inn',
        },
      ],
    ),
    callMe(
      'Hear it call you',
      'Type your number and our AI receptionist phones you within seconds. Ask it anything, the way your customers would.',
    ),
    faq(
      'Questions owners ask before they start',
      'Straight answers. If yours is not here, ask Michael or book a call.',
      [
        ['How much does an AI agent cost?', COST_ANSWER],
        [
          'How long does setup take?',
          SETUP_ANSWER,
          ['How fast can we go live?', 'How quickly can I get started?', 'What does onboarding look like?'],
        ],
        [
          'Will it work with the tools I already use?',
          INTEGRATIONS_ANSWER,
          [
            'Which tools do you integrate with?',
            'What integrations do you offer?',
            'Does it connect to my calendar and CRM?',
          ],
        ],
        [
          'What happens if the AI cannot answer a question?',
          CANT_ANSWER,
          ['What if the agent does not know the answer?', 'Does the AI make things up?'],
        ],
        [
          "Is my customers' data private and secure?",
          PRIVACY_ANSWER,
          [
            'How do you handle data privacy and security?',
            'Is my data safe with you?',
            'How secure is our data?',
            'Where is my data stored?',
            'Is customer data encrypted?',
          ],
        ],
        [
          'What languages do the agents speak?',
          LANGUAGE_ANSWER,
          ['Do your agents speak Spanish?', 'Are the agents multilingual?'],
        ],
        [
          'Will my customers know they are talking to an AI?',
          'We recommend the agent introduce itself as your virtual assistant, and most customers simply appreciate getting a real answer at 9 p.m. instead of voicemail. The voice is natural, it understands interruptions, and it can hand over to a person whenever the caller asks.',
          ['Do callers know it is a bot?'],
        ],
        [
          'Am I locked into a contract?',
          "No. Plans are month-to-month and you can cancel with 30 days' notice. If you prefer, pay annually and get two months free.",
          ['Is there a long-term contract?', 'Is there a minimum commitment?'],
        ],
      ],
    ),
  ],
)

// A campaign page ("Welcome back", linked from no page of the site) that retells the landing page:
// its canonical page is the landing page, which search engines are pointed at; out of the sitemap.
// "Hide from search" keeps it out of search should the canonical page be cleared.
const home = page(
  'home',
  'Home',
  seo(
    'Kestrel AI overview: agents, results and pricing',
    'Everything Kestrel AI agents do for small businesses in one place: what they handle, what they cost, and what owners see after the first month.',
    { hideFromSearch: true },
  ),
  [
    hero({
      eyebrow: 'Welcome back',
      heading: 'Your front desk, sales desk and back office, staffed by AI agents around the clock',
      subheading:
        'Here is the full picture: seven agents that answer, follow up and do the paperwork, the results owners see in the first month, and what it costs. When you are ready, one 30-minute call gets your first agent designed.',
      primaryCta: link('Get started', '/trynow'),
      secondaryCta: link('Compare plans', '/pricing'),
    }),
    richText('Kestrel AI in one minute', [
      ...paragraphs(`
Most small businesses do not lose customers because of price. They lose them to a ringing phone nobody can pick up, an email answered two days late, or a quote nobody followed up. A missed call to a plumber or a dental office is usually a lost job: the caller simply tries the next name on the list.

Kestrel AI closes those gaps with AI agents that work 24/7. They answer your phone, reply to emails and texts, call back new leads, and handle the repetitive back-office steps in between. Each one is trained on your services, prices and policies, connected to your calendar and CRM, and set up by our team, so you never have to learn a new piece of software.

The result costs about a tenth of staffing the same hours, goes live in days, and hands anything sensitive to a person on your team.
`),
    ]),
    featureGrid(
      'A day with Kestrel agents',
      'What a typical Tuesday looks like for a home-services company running three of our agents.',
      [
        [
          '6:45 a.m.: the first emergency',
          'A tenant calls about a leaking water heater. The AI Receptionist collects the address, confirms the service area and books the first slot of the day.',
          'phone',
        ],
        [
          '9:30 a.m.: the missed call',
          'The owner is on a roof and misses a call. Seconds later the AI SMS-Text Agent texts the caller and books an estimate for Thursday.',
          'message',
        ],
        [
          '12:15 p.m.: the inbox',
          'Eleven emails arrive over lunch. The AI Email Agent answers eight, drafts two for approval and routes a billing dispute to the office manager.',
          'mail',
        ],
        [
          '3:00 p.m.: the follow-up',
          "OutboundAI calls last month's unanswered quotes and books two second visits before anyone in the office has looked at the list.",
          'megaphone',
        ],
        [
          '5:40 p.m.: the paperwork',
          "The AI Workflow Agent turns the day's finished job tickets into QuickBooks invoices and sends them to customers.",
          'workflow',
        ],
        [
          '10:10 p.m.: the after-hours caller',
          'A homeowner with no heat gets a friendly answer, a price range for an after-hours visit, and the on-call tech is texted the details.',
          'clock',
        ],
      ],
    ),
    stats('What it costs, side by side', 'Why owners call it about 10x more cost-efficient.', [
      [
        '$3,500',
        'Monthly cost of one full-time receptionist',
        'Before overtime, benefits and covering sick days, for about 40 hours a week.',
      ],
      ['$297', 'Monthly price of a Starter plan', 'One agent, 500 voice minutes and 2,000 messages, no setup fee.'],
      ['168 hrs', 'Hours covered every week', 'Twenty-four hours a day, seven days a week, holidays included.'],
      ['7 days', 'Typical time to go live', 'From the kickoff call to your first customer conversation.'],
    ]),
    productGrid('Agents that talk to your customers', 'On the phone, in the browser, by email and by text.', [
      'ai-receptionist',
      'ai-voice-chat',
      'ai-email-agent',
      'ai-sms-text-agent',
      'outbound-ai',
    ]),
    productGrid(
      'Agents that work behind the scenes',
      "For the repetitive processes and technical questions that eat your team's week.",
      ['ai-workflow-agent', 'virtual-se'],
    ),
    testimonials('What changed after the first month', 'In their own words.', [
      {
        quote:
          'Portal leads used to sit for hours while my agents were at showings. Now every lead gets a call within five minutes, and we booked 23 more showings last month than the month before.',
        name: 'Kevin Marsh',
        role: 'Managing broker',
        company: 'Harbor Lane Realty',
      },
      {
        quote:
          'The intake agent screens every new inquiry, asks the right questions for personal injury versus family law, and books a consult with the right attorney. Our paralegals got ten hours a week back.',
        name: 'Angela Torres',
        role: 'Office administrator',
        company: 'Ames Keller Law',
      },
      {
        quote:
          'Half our calls were "is this in stock?" and "where is my order?". The agents answer those by phone and text now, and my staff spend their time with customers in the store.',
        name: 'Luis Ferreira',
        role: 'Owner',
        company: 'Summit Trail Outfitters',
      },
    ]),
    steps('Ready for your next step?', 'Whether you are adding a second agent or starting your first.', [
      [
        'Pick the gap to close',
        'Missed calls, slow replies, no-shows or paperwork. Not sure? Ask Michael in the chat or try the voice agent first.',
      ],
      ['Book a 30-minute call', 'We map the workflow with you and send a fixed quote and a design within two days.'],
      ['Go live in days', 'Typically within 7 days of kickoff, with a test number to try before customers do.'],
    ]),
    faq('Returning visitors often ask', 'The questions we hear after someone has read the basics.', [
      [
        'Can I start with one agent and add more later?',
        'Yes, and most clients do. Start on Starter with one agent, then move to Growth (up to three agents) or Scale (all seven) whenever you are ready. Upgrades take effect immediately and we carry your setup over.',
      ],
      [
        'Do I keep my phone number?',
        'Yes. You keep your number and forward calls to the agent all the time, after hours only, or only when your team does not pick up within a set number of rings.',
      ],
      [
        'Who decides what the agent says?',
        'You do. We draft the script, answers and transfer rules from our discovery call, you approve them, and you can ask for changes at any time. Most edits are live the same day.',
        ['Can I change what the agent says?', 'Can I customise the instructions for my agent?'],
      ],
      [
        'What reporting do I get?',
        'A summary after every conversation by text or email, full transcripts in your dashboard, and a weekly report with calls answered, appointments booked, transfers and the questions customers asked most.',
      ],
      [
        'Can I try an agent before I buy?',
        'Yes. Talk to our voice agent in your browser on our AI Voice Chat page, chat with Michael, or ask for a test number during your consultation so you can call your own agent before it goes live.',
      ],
      ['What does it cost again?', COST_ANSWER],
    ]),
  ],
  { canonicalPage: '/' },
)

const aiAgency = page(
  'ai-agency',
  'AI Agency',
  seo(
    'Done-for-you AI agency for small businesses',
    'Kestrel AI is the AI agency for small and medium businesses: we find the work worth automating, build the agents, and run them for you.',
  ),
  [
    hero({
      eyebrow: 'Your AI agency',
      heading: 'A done-for-you AI agency for small and medium businesses',
      subheading:
        'You do not need an AI strategy, a developer or a weekend with a chatbot builder. Tell us where customers and hours slip away; we design, build, connect and run the AI agents that fix it, live in days and billed monthly.',
      primaryCta: BOOK,
      secondaryCta: link('See our products', '/products'),
    }),
    featureGrid(
      'What an AI agency does for you',
      'Everything between "I think AI could help" and "the agent booked six jobs last night".',
      [
        [
          'Finds the work worth automating',
          'We look at your calls, inbox and busiest hours to find where an agent pays for itself fastest, usually missed calls or slow follow-up.',
          'chart',
        ],
        [
          'Designs the conversations',
          'We write the greeting, the questions, the answers and the handoff rules in your voice, and you approve every line.',
          'message',
        ],
        [
          'Builds and connects',
          'Phone line, calendar, CRM, scheduling software, payment links: we wire the agent into the tools you already pay for.',
          'plug',
        ],
        [
          'Tests before customers do',
          'Every agent is put through dozens of real scenarios, from the confused caller to the angry one, before it goes live.',
          'shield',
        ],
        [
          'Runs and watches it',
          'We monitor conversations, catch anything the agent should have handled better and fix it, usually the same day.',
          'clock',
        ],
        [
          'Keeps improving it',
          'Monthly reviews of results and transcripts, new answers as your business changes, and new agents when you are ready.',
          'sparkles',
        ],
      ],
    ),
    steps('Our process', 'A typical first agent, from the first call to live.', [
      [
        'Day 0: Discovery call',
        'A free 30-minute consultation. We map one workflow, show you an agent handling it live, and give you a fixed quote.',
      ],
      [
        'Days 1 to 2: Design',
        'You receive the conversation design, the questions the agent asks, transfer rules and a list of integrations to connect.',
      ],
      [
        'Days 3 to 5: Build and test',
        'We build the agent, connect your tools, train it on your documents and test it. You get a test number to call yourself.',
      ],
      [
        'Days 5 to 7: Go live',
        'We switch on call forwarding, text or email, watch the first conversations closely and adjust anything that needs it.',
      ],
      [
        'Every month after',
        'Reports on conversations, bookings and transfers, plus a review call to tune the agent and plan the next one.',
      ],
    ]),
    featureGrid(
      'Agency or do-it-yourself?',
      'Chatbot builders are cheap until you count the hours. Here is the difference.',
      [
        [
          'Time to first result',
          'Do-it-yourself tools take weeks of evenings to get right. With us, most agents are live within 7 days and you spend about two hours in total.',
          'bolt',
        ],
        [
          'Quality of conversations',
          'We have written thousands of call flows for small businesses and know where callers get stuck. You start with what already works.',
          'headset',
        ],
        [
          'Integrations',
          'We handle the connections to your calendar, CRM and industry software, including the fiddly ones with odd scheduling rules.',
          'plug',
        ],
        [
          'When something goes wrong',
          'You have a team that monitors your agent and fixes issues, not a help-center article and a ticket queue.',
          'users',
        ],
      ],
    ),
    industries(
      'Industries we build for every week',
      'Pre-built playbooks mean your agent already knows how your industry works.',
      [
        {
          name: 'Home services',
          description:
            'Plumbing, HVAC, electrical and roofing: emergency triage, service-area checks and job booking in ServiceTitan, Jobber or Housecall Pro.',
          icon: 'building',
          businessName: 'home-services company',
          terms: [
            'home services',
            'home service',
            'home-services company',
            'handyman',
            'remodeling',
            'remodeler',
            'renovation',
            'construction',
            'contractor',
          ],
        },
        {
          name: 'Dental and medical clinics',
          description:
            'New-patient intake, insurance questions, recalls and reminders connected to Dentrix, Open Dental and common practice systems.',
          icon: 'calendar',
          businessName: 'dental practice',
          terms: [
            'dental practice',
            'dental clinic',
            'dental office',
            'dentist',
            'dental',
            'dentistry',
            'orthodontist',
            'orthodontics',
          ],
        },
        {
          name: 'Law firms',
          description:
            'Intake by practice area, conflict-check details, consultation booking and after-hours coverage for urgent matters.',
          icon: 'shield',
          businessName: 'law firm',
          terms: ['law firm', 'law office', 'attorney', 'lawyer', 'legal practice'],
        },
        {
          name: 'Real estate',
          description:
            'Speed-to-lead calls, showing requests and buyer qualification, logged in Follow Up Boss or your CRM.',
          icon: 'home',
          businessName: 'real estate brokerage',
          terms: ['real estate', 'realty', 'realtor', 'property management', 'brokerage'],
        },
        {
          name: 'Car dealerships',
          description:
            'Service scheduling, recall questions, inventory inquiries and internet-lead follow-up for sales and service.',
          icon: 'car',
          businessName: 'car dealership',
          terms: ['car dealer', 'car dealership', 'auto dealer', 'auto dealership', 'dealership', 'car sales'],
        },
        {
          name: 'Hotels',
          description:
            'Guest requests, room service, reservations and local recommendations by phone and text, all night long.',
          icon: 'bed',
          businessName: 'hotel',
          terms: ['hotel', 'motel', 'resort', 'bed and breakfast', 'hospitality'],
        },
        {
          name: 'Retail',
          description: 'Order status, stock checks, returns and store hours across phone, text and email.',
          icon: 'store',
          businessName: 'retail store',
          terms: ['retail', 'retailer', 'e-commerce', 'ecommerce', 'online store', 'boutique'],
        },
        {
          name: 'Accounting and professional services',
          description:
            'Client intake, document collection and appointment booking during tax season and the rest of the year.',
          icon: 'users',
          businessName: 'accounting firm',
          terms: ['accounting', 'accountant', 'CPA', 'bookkeeping', 'bookkeeper', 'tax preparation', 'tax preparer'],
        },
      ],
    ),
    faq('About working with an AI agency', 'What owners want to know before they hand us a phone line.', [
      [
        'Why not just buy a chatbot tool?',
        'You can, and for some businesses it works. Most owners we meet tried and ran out of evenings. With us you get a tested agent connected to your tools in about a week, plus a team that monitors and improves it every month, for a plan price starting at $297 a month.',
      ],
      [
        'Do I need anyone technical on my team?',
        'No. If you can forward a phone line and share access to your calendar, we can do the rest. We walk you through each step on a call.',
      ],
      [
        'Who owns the agent and the data?',
        'You own your conversations, contacts, recordings and the scripts we write for you. If you leave, we export everything for you.',
        ['Do I own my data?', 'Can I export my data if I leave?'],
      ],
      [
        'How do you measure whether it works?',
        'We agree on the numbers before launch, for example calls answered after hours, appointments booked or reply time, and report on them weekly.',
      ],
      ['How much does it cost?', COST_ANSWER],
    ]),
  ],
)

const productsPage = page(
  'products',
  'Products',
  seo(
    'AI agents for every channel | Products',
    'Compare Kestrel AI agents: voice chat, receptionist, email, SMS-text, workflow, Virtual SE and OutboundAI, with starting prices.',
  ),
  [
    hero({
      eyebrow: 'Products',
      heading: 'Seven AI agents, one for every way customers reach you',
      subheading:
        'Phone, browser, email, text, outbound calls and the back office. Each agent is trained on your business, connected to your tools and set up by our team. Use one or combine them.',
      primaryCta: BOOK,
      secondaryCta: link('See pricing', '/pricing'),
    }),
    productGrid(
      'All products',
      'Pick the agent that fixes your biggest gap first. Starting prices match our plans.',
      ALL_PRODUCTS,
    ),
    featureGrid('Which agent fits which job', 'A quick comparison by channel, best use and starting plan.', [
      [
        'AI Voice Chat',
        'Channel: phone and browser voice. Best for: spoken questions and bookings, overflow calls, website visitors who would rather talk. From $297/month.',
        'headset',
      ],
      [
        'AI Receptionist',
        'Channel: your main phone line. Best for: answering every call, booking appointments, transfers and messages. From $297/month.',
        'phone',
      ],
      [
        'AI Email Agent',
        'Channel: shared inbox and web forms. Best for: quote requests, order questions, lead follow-up. From $297/month.',
        'mail',
      ],
      [
        'AI SMS-Text Agent',
        'Channel: two-way text. Best for: missed-call text-back, reminders, rebooking and reviews. From $297/month.',
        'message',
      ],
      [
        'AI Workflow Agent',
        'Channel: your back-office tools. Best for: intake, invoicing, data entry and paperwork. From $697/month on Growth.',
        'workflow',
      ],
      [
        'Virtual SE',
        'Channel: web, video and email. Best for: technical pre-sales questions, demos and qualification. From $1,497/month on Scale.',
        'presentation',
      ],
      [
        'OutboundAI',
        'Channel: outbound phone calls. Best for: speed to lead, quote follow-up and service reminders. From $1,497/month on Scale.',
        'megaphone',
      ],
    ]),
    featureGrid('Included with every agent', 'No add-on fees for the basics.', [
      [
        'Trained on your business',
        'Services, prices, hours, service area and policies, plus the questions your customers really ask.',
        'sparkles',
      ],
      ['Human handoff', 'Warm transfers, messages and approval steps whenever a person should take over.', 'users'],
      [
        'Summaries and transcripts',
        'A summary after every conversation and full transcripts in your dashboard.',
        'chart',
      ],
      [
        'Privacy by default',
        'Encrypted data, US hosting and no training of public models on your conversations.',
        'shield',
      ],
      [
        'Website chat',
        'A chat widget for your website that answers from the same knowledge, on every plan.',
        'message',
      ],
    ]),
    faq('Choosing the right agent', 'Not sure where to start? These answers help, and so does Michael.', [
      [
        'Which agent should I start with?',
        'If you miss phone calls, start with the AI Receptionist: it is usually the fastest payback. If most inquiries come by web form or email, start with the AI Email Agent. If no-shows hurt, the AI SMS-Text Agent. We will recommend one on your consultation.',
        ['Which agent do you recommend?', 'Where should I start?'],
      ],
      [
        'Can the agents work together?',
        'Yes, and that is where they shine. A missed call triggers a text from the AI SMS-Text Agent, the conversation is logged in your CRM, and OutboundAI follows up if the customer goes quiet. Growth covers up to three agents and Scale all seven.',
        ['Can I combine several agents?'],
      ],
      [
        'What is the difference between AI Voice Chat and the AI Receptionist?',
        'The AI Receptionist runs your main business line with booking, transfers and messages. AI Voice Chat is the voice agent itself, available on any phone number and on your website, so visitors can talk to it from the browser.',
      ],
      [
        'Are Virtual SE and OutboundAI available on every plan?',
        'They are included in the Scale plan at $1,497 a month, because they need deeper setup: your technical documentation for Virtual SE, and calling lists and compliance rules for OutboundAI.',
      ],
    ]),
  ],
)

const pricing = page(
  'pricing',
  'Pricing',
  seo(
    'Pricing: AI agent plans from $297/month',
    'Simple monthly plans for AI agents: Starter $297, Growth $697, Scale $1,497. Included minutes and messages, no long contracts.',
  ),
  [
    hero({
      eyebrow: 'Pricing',
      heading: 'Simple pricing at about a tenth of the cost of staff',
      subheading:
        'Setup by our team, 24/7 coverage, human handoff and reporting in every plan. US dollars, no long-term contracts.',
    }),
    {
      _type: 'pricingPlans',
      annualFreeMonths: 2,
      plans: [
        {
          _type: 'plan',
          name: 'Starter',
          price: '$297',
          period: 'per month',
          description: 'One agent to stop missing calls, texts or emails, for owner-operators and single locations.',
          features: [
            'No setup fee',
            '1 agent: AI Receptionist, AI Voice Chat, AI Email Agent or AI SMS-Text Agent',
            '500 voice minutes and 2,000 messages per month',
            'Live in about 5 business days',
          ],
          ctaLabel: 'Start with Starter',
          ctaHref: '/trynow',
          highlighted: false,
        },
        {
          _type: 'plan',
          name: 'Growth',
          price: '$697',
          period: 'per month',
          description: 'Up to three agents across phone, text and email, plus back-office automation.',
          features: [
            '$499 one-time setup fee',
            'Up to 3 agents, including the AI Workflow Agent',
            '1,500 voice minutes and 6,000 messages per month',
            'Weekly tuning in month one, then monthly reviews',
          ],
          ctaLabel: 'Choose Growth',
          ctaHref: '/trynow',
          highlighted: true,
        },
        {
          _type: 'plan',
          name: 'Scale',
          price: '$1,497',
          period: 'per month',
          description: 'All seven agents, for several locations, technical sales or outbound campaigns.',
          features: [
            '$1,500 one-time setup fee',
            'All seven agents, including Virtual SE and OutboundAI',
            '5,000 voice minutes and 20,000 messages per month',
            'Dedicated success manager and quarterly strategy review',
          ],
          ctaLabel: 'Talk to sales',
          ctaHref: '/contact',
          highlighted: false,
        },
      ],
      note: 'Pay annually and get two months free. Extra usage is $0.15 per voice minute and $0.03 per message, billed monthly; we alert you at 80% of your allowance. Need more than Scale? We quote custom volumes.',
      comparisonHeading: 'Compare the plans',
      comparison: [
        ['Setup fee', 'None', '$499', '$1,500'],
        ['Agents', '1', 'Up to 3', 'All seven'],
        ['Voice minutes a month', '500', '1,500', '5,000'],
        ['Messages a month', '2,000', '6,000', '20,000'],
        ['Phone numbers', '1', 'Up to 3', 'Multiple locations'],
        ['Integrations', 'Up to 2', 'Up to 5', 'Unlimited'],
        ['Website chat widget', 'yes', 'yes', 'yes'],
        ['Summaries by text and email', 'yes', 'yes', 'yes'],
        ['Trained on your website, FAQ and prices', 'yes', 'yes', 'yes'],
        ['Custom knowledge base from your documents', 'no', 'yes', 'yes'],
        ['Human handoff', 'Messages', 'Warm transfer', 'Warm transfer'],
        ['AI Workflow Agent', 'no', 'yes', 'yes'],
        ['Virtual SE and OutboundAI', 'no', 'no', 'yes'],
        ['Outbound calling rules and do-not-call list', 'no', 'no', 'yes'],
        ['Custom workflows', 'no', 'no', 'yes'],
        ['Tuning and reviews', 'Monthly', 'Weekly in month one', 'Success manager'],
      ].map(([feature, ...values]) => ({ _type: 'comparisonRow', feature, values })),
    },
    stats('What you are comparing against', 'The cost of covering the phones the traditional way.', [
      ['$3,500', 'One full-time receptionist per month', 'About 40 hours a week, before overtime and benefits.'],
      ['4+', 'Full-time hires to cover 24/7', 'Nights, weekends and holidays add up to 168 hours every week.'],
      [
        '10x',
        'About how much more cost-efficient our agents are',
        'Compared with staffing the same hours with people.',
      ],
    ]),
    faq('Pricing questions', 'How billing, usage and plans work.', [
      [
        'What counts as a voice minute or a message?',
        'A voice minute is one minute of conversation on any call the agent answers or places, rounded up to the next minute. A message is one text or email the agent sends or receives. Chat on your website counts as messages.',
      ],
      [
        'What happens if I go over my allowance?',
        'Nothing stops working. Extra usage is billed at $0.15 per voice minute and $0.03 per message, and we email you when you reach 80% of your allowance so you can move up a plan if that is cheaper.',
      ],
      [
        'Is there a discount for paying annually?',
        'Yes. Annual billing gives you two months free: Starter is $2,970 a year, Growth $6,970 and Scale $14,970.',
      ],
      [
        'Why does Starter have no setup fee?',
        'A single agent on a standard setup takes us a few hours, so we include it. Growth and Scale include custom knowledge bases, several integrations and multi-agent workflows, which take our team more time.',
      ],
      [
        'Can I change or cancel my plan?',
        "Upgrade at any time and it takes effect immediately; downgrades apply from the next billing month. Plans are month-to-month and you can cancel with 30 days' notice.",
        ['Can I cancel any time?', 'How do I cancel?', 'Can I downgrade my plan?'],
      ],
      [
        'Are phone numbers and call charges included?',
        'Yes. Phone numbers included in your plan and the carrier charges for calls and texts within your allowance are part of the price. There are no hidden per-call fees.',
      ],
    ]),
  ],
)

const about = page(
  'about',
  'About',
  seo(
    'About Kestrel AI: AI agents for Main Street',
    'Why we build AI agents for small and medium businesses, how we work, and the principles behind every agent we launch.',
  ),
  [
    hero({
      eyebrow: 'About us',
      heading: 'We build AI agents for the businesses that keep Main Street running',
      subheading:
        'Kestrel AI exists so that a five-person plumbing company or a family dental practice can answer every customer as well as a company with a 50-person call center, at about a tenth of the cost.',
      primaryCta: BOOK,
      secondaryCta: link('Join the team', '/careers'),
    }),
    customerLogos('Businesses we answer for', [
      'riverside-plumbing',
      'bayview-family-dental',
      'harbor-lane-realty',
      'tidewater-inn',
      'northwind-heating',
      'greenway-landscaping',
    ]),
    richText('Our story', [
      ...paragraphs(`
Kestrel AI started with a phone that would not stop ringing. One of our founders spent a summer helping at his family's HVAC business, and he watched the same thing happen every week: the technicians were on jobs, the office manager was on another line, and calls went to voicemail. Half of those callers never left a message. They called the next company on the list.

Big companies solved this years ago with call centers and sales teams. Small businesses could not afford to, so they lost customers quietly. When AI voices became good enough to hold a natural conversation, we saw a way to give every small business the coverage of a large one.

We started in 2022 with a single AI receptionist for a handful of local service companies. Today Kestrel AI builds and runs seven kinds of AI agents for more than 200 small and medium businesses, from plumbers and dental clinics to law firms, car dealerships and hotels.
`),
      h3('Why "Kestrel"?'),
      ...paragraphs(`
The kestrel is a small falcon that can hover in place in a stiff wind, watching patiently, then act in an instant. Small, sharp and tireless is exactly what we want our agents to be for the businesses that use them.
`),
    ]),
    team(
      'The people behind the agents',
      'The team that designs, launches and tunes every Kestrel AI agent, and writes our blog.',
      [DANIEL, MAYA, SOFIA],
    ),
    richText('Our mission', [
      ...paragraphs(`
**Make sure no small business loses a customer because nobody could answer.** We do that by putting AI agents on the front line that answer 24/7, go live in days, and cost about a tenth of staffing the same hours, while keeping people in charge of every decision that matters.
`),
    ]),
    featureGrid(
      'What we value',
      'The values we hire for and hold each other to.',
      [
        [
          "Owners' time is sacred",
          'Our clients run businesses, not software projects. We ask for two hours of their time and do the rest.',
          'clock',
        ],
        [
          'Honest about what AI can do',
          'We tell you when an agent is the wrong tool, and our agents say "let me get someone" instead of guessing.',
          'check',
        ],
        [
          'Results over features',
          'We measure ourselves by calls answered, jobs booked and hours saved, not by how clever the technology is.',
          'chart',
        ],
        [
          'Privacy is not optional',
          'Your customers trust you with their details. We encrypt everything and never train public models on your conversations.',
          'shield',
        ],
        ['Plain English', "No jargon in our proposals, our reports or our agents' conversations.", 'message'],
        [
          'Small business, big craft',
          'A corner bakery deserves the same care in conversation design as a national brand.',
          'store',
        ],
      ],
      'list',
    ),
    richText('How our team works', [
      ...paragraphs('A few principles guide every agent we design, build and run:'),
      ...list([
        '**Start with one workflow.** Fix the biggest leak first, prove it pays, then expand.',
        '**Humans stay in the loop.** Every agent has a clear path to a person, and anything that spends money or signs a contract waits for approval.',
        '**Test like a customer.** We call, text and email every agent ourselves, including as the confused, the rushed and the upset customer.',
        '**Read the transcripts.** Every week we review real conversations and improve the answers. Agents get better with age.',
        '**Ship in days.** A working agent this week beats a perfect one next quarter.',
      ]),
    ]),
    caseStudies('What our customers measured', 'One number each, and the story behind it.', [
      STORIES.bayview,
      STORIES.riverside,
      STORIES.harborLane,
    ]),
    stats('Kestrel AI by the numbers', 'Where we stand today, since that first AI receptionist in 2022.', [
      ['200+', 'Small and medium businesses served'],
      ['1.5M', 'Customer conversations handled'],
      ['7 days', 'Typical time from kickoff to go-live'],
      ['24/7', 'Coverage for every client, every day'],
    ]),
  ],
)

export const corePages: Doc[] = [landing, home, aiAgency, productsPage, pricing, about]
