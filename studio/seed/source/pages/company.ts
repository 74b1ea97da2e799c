import type { IconName } from '../../../../lib/content/icon-names'
import { bookingLink, type Doc, link, list, page, paragraphs, ref, seo } from '../builders'

/**
 * Company and resource pages: careers, demos, demo booking, agent marketplace, integrations,
 * launch announcement, thank-you, contact pages, and the intros of the blog and news.
 */

type Section = Record<string, unknown>

const feature = (title: string, description: string, icon?: IconName) => ({ title, description, icon })
const step = (title: string, description: string) => ({ title, description })
const stat = (value: string, label: string, detail?: string) => ({ value, label, detail })
const qa = (question: string, answer: string, alternateQuestions?: string[]) => ({
  question,
  answer,
  ...(alternateQuestions ? { alternateQuestions } : {}),
})
const tile = (name: string, category: string, description: string, href?: string) => ({
  name,
  category,
  description,
  href,
})

const richText = (heading: string | undefined, body: unknown[]): Section => ({ _type: 'richText', heading, body })

const BOOK_DEMO = link('Book a live demo', '/demo')
const CAREERS_EMAIL = 'careers@kestrel-ai.com'

const careers = page(
  'careers',
  'Careers',
  seo(
    'Careers at Kestrel AI | Build AI agents for small business',
    'Join Kestrel AI and build the AI agents that answer calls, texts and emails for thousands of small businesses. Remote-first, US-based team.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'Careers',
      heading: 'Help small businesses never miss another customer',
      subheading:
        'We build AI agents that answer the phone for plumbers, book showings for real estate teams and take room-service orders at 2 a.m. If you like shipping things real people depend on, we’d like to meet you.',
      primaryCta: link('See what we build', '/demos'),
      secondaryCta: link('About Kestrel AI', '/about'),
    },
    richText('How we work', [
      ...paragraphs(`
        Kestrel AI is a small, remote-first team of engineers, deployment specialists and sellers who have
        spent time on the other side of the counter: running a family restaurant, working a dealership service
        desk, answering phones at a busy clinic. We know what a missed call costs a small business, and it
        shapes everything we build.
      `),
      ...list([
        '**Customers first, literally.** Everyone, including engineers, listens to real agent conversations every week and joins customer launches.',
        '**Small teams, real ownership.** You will own a product area or a set of customers end to end, from the first call to the metrics a month later.',
        '**Write it down.** We work asynchronously across U.S. time zones, with clear written proposals and short, purposeful meetings.',
        '**Ship carefully.** Our agents talk to our customers’ customers. We test every change against real scenarios before it goes live.',
      ]),
    ]),
    {
      _type: 'featureGrid',
      heading: 'Benefits',
      intro: 'We take care of the people who take care of our customers.',
      features: [
        feature(
          'Health, dental and vision',
          '100% of employee premiums and 75% for dependents on our medical, dental and vision plans.',
          'shield',
        ),
        feature(
          'Remote-first',
          'Work from anywhere in the United States, with a $1,000 home-office budget and a monthly internet and phone stipend.',
          'home',
        ),
        feature(
          'Meaningful equity',
          'Every full-time employee receives stock options, with an extended 5-year window to exercise after leaving.',
          'chart',
        ),
        feature(
          'Time off that gets used',
          'Flexible paid time off with a 15-day minimum, 11 company holidays and a winter break between Christmas and New Year.',
          'calendar',
        ),
        feature(
          'Parental leave',
          '16 weeks of fully paid leave for all new parents, plus a gradual return schedule.',
          'users',
        ),
        feature('401(k) with match', 'We match 4% of your salary in your 401(k), vested immediately.', 'check'),
        feature(
          'Learning budget',
          '$1,500 a year for courses, books and conferences, plus time to use it.',
          'sparkles',
        ),
        feature(
          'Twice-yearly offsites',
          'The whole team meets in person twice a year to plan, build and spend time with customers.',
          'globe',
        ),
      ],
    },
    {
      _type: 'jobOpenings',
      heading: 'Open roles',
      intro: `Don’t see the right role? Send a short note about what you’d like to work on to ${CAREERS_EMAIL}.`,
      jobs: [
        {
          title: 'Senior Software Engineer, Agent Platform',
          team: 'Engineering',
          location: 'Remote (United States)',
          employmentType: 'Full-time',
          summary:
            'Build the platform that runs our voice, text and email agents: conversation orchestration, tool calling, integrations with CRMs and calendars, and the evaluation harness that tests every agent before launch. You have five or more years building production web services in TypeScript or Python and care about reliability. Salary range $170,000–$205,000 plus equity.',
          applyEmail: CAREERS_EMAIL,
        },
        {
          title: 'Voice AI Engineer',
          team: 'Engineering',
          location: 'Remote (United States)',
          employmentType: 'Full-time',
          summary:
            'Make our agents sound great on the phone and in the browser. You will tune latency, turn-taking and interruption handling, work with speech recognition and synthesis providers, and debug real calls end to end. Experience with real-time audio, WebRTC or telephony (SIP, Twilio) is a strong plus. Salary range $165,000–$200,000 plus equity.',
          applyEmail: CAREERS_EMAIL,
        },
        {
          title: 'AI Deployment Specialist',
          team: 'Customer Success',
          location: 'Remote (US, Eastern or Central time)',
          employmentType: 'Full-time',
          summary:
            'Take new customers from kickoff to a live agent in days. You will interview business owners, write agent instructions and knowledge bases, connect calendars and CRMs, test scenarios and tune agents after launch. Ideal for someone with a background in customer success, solutions consulting or operations who loves figuring out how a business runs. Salary range $85,000–$105,000 plus equity.',
          applyEmail: CAREERS_EMAIL,
        },
        {
          title: 'Account Executive, Small and Medium Business',
          team: 'Sales',
          location: 'Remote (United States)',
          employmentType: 'Full-time',
          summary:
            'Run discovery and live demos with owners of dental practices, real estate teams, dealerships, hotels and home-service companies, and close Growth and Scale plans. You have two or more years closing SMB software or services deals and can explain technology in plain English. On-target earnings $140,000–$160,000 (50/50 split) plus equity.',
          applyEmail: CAREERS_EMAIL,
        },
      ],
      emptyMessage: `We have no open roles right now, but we always like to hear from great people. Write to ${CAREERS_EMAIL}.`,
    },
    {
      _type: 'steps',
      heading: 'Our hiring process',
      intro: 'Four steps, usually completed within three weeks. We reply to every application.',
      steps: [
        step(
          'Intro call',
          'A 30-minute conversation with the hiring manager about your experience and what you want to work on next.',
        ),
        step(
          'Skills conversation',
          'A practical session based on real work: pairing on a problem, reviewing an agent transcript or running a mock discovery call.',
        ),
        step('Team interviews', 'Meet three or four future teammates, including someone from outside your function.'),
        step(
          'References and offer',
          'We speak with two references and make a written offer with salary, equity and start date.',
        ),
      ],
    },
  ],
)

const demos = page(
  'demos',
  'Demos',
  seo(
    'AI Agent Demos by Industry | Kestrel AI',
    'Watch Kestrel AI agents handle real scenarios: after-hours calls, lead follow-up, service booking, room service orders and more.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'Demo library',
      heading: 'See AI agents handle real customer conversations',
      subheading:
        'Each demo follows one everyday scenario from first contact to booked appointment, the way it runs for our customers. Pick the one closest to your business, then book a live demo tailored to your workflow.',
      primaryCta: BOOK_DEMO,
      secondaryCta: link('Talk to Michael', '/chat'),
    },
    {
      _type: 'industries',
      heading: 'Demo scenarios',
      intro: 'Every scenario links to the product that runs it, with sample transcripts and setup details.',
      items: [
        {
          name: 'After-hours dental booking',
          description:
            'A patient with a chipped tooth calls at 8:30 p.m. The AI Receptionist checks the schedule, books the first emergency slot and texts the office manager.',
          icon: 'phone',
          href: '/ai-receptionist',
        },
        {
          name: 'Talk to a website in your browser',
          description:
            'A visitor clicks “Talk to an AI Agent” and asks about pricing and service area out loud. AI Voice Chat answers and offers a consultation.',
          icon: 'headset',
          href: '/voice-chat',
        },
        {
          name: 'Real estate lead text-back',
          description:
            'A portal lead arrives at 9:40 p.m. The AI SMS-Text Agent replies in under a minute, qualifies the buyer and books a Saturday showing.',
          icon: 'home',
          href: '/text-agent',
        },
        {
          name: 'Dealership service booking',
          description:
            'An owner calls about a warning light. The agent finds the vehicle, books a 7:30 a.m. drop-off with a loaner and confirms by text.',
          icon: 'car',
          href: '/ai-receptionist',
        },
        {
          name: 'Hotel room service by phone',
          description:
            'A guest orders a late-night sandwich without mayo and asks for an iron. The order goes to the kitchen, the request to housekeeping.',
          icon: 'bed',
          href: '/voice-chat',
        },
        {
          name: 'Retail order status and returns',
          description:
            'A customer emails “where is my order?” and asks to exchange boots. The AI Email Agent looks up Shopify and starts the exchange.',
          icon: 'store',
          href: '/email-agent',
        },
        {
          name: 'Speed-to-lead callback',
          description:
            'A home-services web form is submitted. OutboundAI calls the prospect within five minutes, answers questions and books an estimate.',
          icon: 'megaphone',
          href: '/outbound-ai',
        },
        {
          name: 'Technical pre-sales walkthrough',
          description:
            'A contractor asks whether a rooftop unit fits a building’s specs. Virtual SE answers from the spec sheets and books an engineer call.',
          icon: 'presentation',
          href: '/getvirtual-se',
        },
        {
          name: 'New-client intake automation',
          description:
            'An accounting firm’s AI Workflow Agent collects documents, checks them for gaps, creates the client record and books the kickoff.',
          icon: 'workflow',
          href: '/agent-gpt-builder',
        },
      ],
    },
    {
      _type: 'steps',
      heading: 'How to get the most from a demo',
      steps: [
        step(
          'Pick your closest scenario',
          'Start with the demo that matches the conversations your team handles most often.',
        ),
        step(
          'Try it yourself',
          'Use voice chat or the chat assistant on this site to ask the questions your customers ask.',
        ),
        step(
          'Book a tailored demo',
          'In 30 minutes we rebuild the scenario with your services, hours and tools, and show you the agent handling it live.',
        ),
      ],
    },
  ],
)

const demo = page(
  'demo',
  'Book a demo',
  seo(
    'Book a Live AI Agent Demo | Kestrel AI',
    'Book a free 30-minute live demo. We show an AI agent handling your real customer scenarios and give you a clear plan and fixed quote.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'Free 30-minute live demo',
      heading: 'Book a live demo built around your business',
      subheading:
        'Tell us a little about your business and we’ll come to the call with an agent already set up for one of your real scenarios. You’ll hear it answer, book and follow up, and leave with a fixed quote.',
    },
    {
      _type: 'steps',
      heading: 'What happens in your demo',
      intro: 'Thirty minutes, weekdays only, with someone who has launched agents for businesses like yours.',
      steps: [
        step(
          'Before the call',
          'We review your website and the details you send, and set up a demo agent with your services, hours and common questions.',
        ),
        step(
          'Minutes 1–10: your workflow',
          'We ask where calls, texts and emails slip through today, what tools you use and what a great outcome looks like.',
        ),
        step(
          'Minutes 10–20: live agent',
          'You call or chat with the agent yourself. Try the hard questions; we show the summary and CRM entry it creates.',
        ),
        step(
          'Minutes 20–30: plan and quote',
          'We recommend the right plan and integrations, estimate your launch date, and answer questions about data, security and hand-off.',
        ),
        step(
          'After the call',
          'You receive a written recap, the recording of your demo agent’s calls and a fixed quote. No pressure and no obligation.',
        ),
      ],
    },
    {
      _type: 'leadForm',
      heading: 'Request your demo',
      intro: 'Share your name, work email and company. We’ll reply within one business day with times that suit you.',
      submitLabel: 'Request my demo',
      source: 'demo',
      successPath: '/thank-you',
    },
    {
      _type: 'faq',
      heading: 'Demo questions',
      items: [
        qa('Is the demo really free?', 'Yes. The 30-minute demo and consultation are free, with no obligation to buy.'),
        qa(
          'Do I need to prepare anything?',
          'No. If you can, tell us which conversations you’d most like to automate, such as after-hours calls, lead follow-up or appointment booking. Your website gives us everything else we need.',
        ),
        qa(
          'Can my team join?',
          'Of course. Many owners bring their office manager or whoever answers the phone today, since they know the questions customers ask best.',
        ),
        qa(
          'Do you offer weekend demos?',
          'Demos run Monday through Friday. If your week is packed, early-morning and late-afternoon slots are usually available.',
        ),
      ],
    },
  ],
)

const marketplace = page(
  'agent-marketplace',
  'Agent Marketplace',
  seo(
    'AI Agent Marketplace: Pre-built Templates | Kestrel AI',
    'Start from a pre-built AI agent template for your industry: dental, real estate, dealerships, hotels, retail, home services and more.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'Agent Marketplace',
      heading: 'Pre-built AI agents, ready for your industry',
      subheading:
        'Every template is built from hundreds of real conversations in its industry: the questions customers ask, the information your team needs, and the hand-off rules that keep customers happy. Pick one, we tailor it to your business, and you’re live in days.',
      primaryCta: BOOK_DEMO,
      secondaryCta: link('See integrations', '/agent-integrations'),
    },
    {
      _type: 'logoGrid',
      heading: 'Agent templates',
      intro:
        'Each template runs on one of our products. Choose one as your starting point; we adapt scripts, knowledge and integrations to you.',
      items: [
        tile(
          'Dental front desk',
          'Healthcare',
          'Books cleanings and emergencies, answers insurance questions and sends recall reminders.',
          '/ai-receptionist',
        ),
        tile(
          'Medical clinic scheduler',
          'Healthcare',
          'Schedules visits, handles reschedules and routes clinical questions to staff without giving medical advice.',
          '/ai-receptionist',
        ),
        tile(
          'Real estate lead responder',
          'Real estate',
          'Texts new buyer and seller leads within a minute, qualifies them and books showings.',
          '/text-agent',
        ),
        tile(
          'Property management line',
          'Real estate',
          'Takes maintenance requests, answers tenant questions and schedules unit viewings.',
          '/ai-receptionist',
        ),
        tile(
          'Dealership service advisor',
          'Automotive',
          'Books service and recall appointments, captures VIN and mileage, and gives repair status.',
          '/ai-receptionist',
        ),
        tile(
          'Dealership sales BDC',
          'Automotive',
          'Responds to internet leads about specific vehicles, collects trade-in details and books test drives.',
          '/outbound-ai',
        ),
        tile(
          'Hotel room service',
          'Hospitality',
          'Takes in-room dining orders by phone or text, flags allergies and routes tickets to the kitchen.',
          '/voice-chat',
        ),
        tile(
          'Guest services concierge',
          'Hospitality',
          'Handles amenity requests, late checkout and local recommendations 24/7.',
          '/text-agent',
        ),
        tile(
          'Restaurant reservations',
          'Hospitality',
          'Books tables, manages waitlists and answers menu, hours and private-event questions.',
          '/ai-receptionist',
        ),
        tile(
          'Retail order desk',
          'Retail',
          'Answers order status, starts returns and exchanges, and shares store hours and stock.',
          '/email-agent',
        ),
        tile(
          'Home services dispatcher',
          'Home services',
          'Qualifies plumbing, HVAC and electrical jobs, books visits and texts on-call techs for emergencies.',
          '/ai-receptionist',
        ),
        tile(
          'Law firm intake',
          'Professional services',
          'Screens new matters by practice area, collects key facts and books consultations.',
          '/ai-receptionist',
        ),
        tile(
          'Accounting client onboarding',
          'Professional services',
          'Collects documents, checks completeness, creates client records and books kickoffs.',
          '/agent-gpt-builder',
        ),
        tile(
          'Salon and spa booking',
          'Personal services',
          'Books and rebooks appointments by text, sends reminders and fills last-minute cancellations.',
          '/text-agent',
        ),
        tile(
          'Quote follow-up caller',
          'Sales',
          'Calls prospects with open quotes, answers objections and books a second visit.',
          '/outbound-ai',
        ),
        tile(
          'Technical pre-sales assistant',
          'B2B sales',
          'Answers spec and compatibility questions from your documentation and qualifies opportunities.',
          '/getvirtual-se',
        ),
      ],
    },
    {
      _type: 'featureGrid',
      heading: 'What every template includes',
      features: [
        feature(
          'Industry-tested scripts',
          'Greetings, qualification questions and answers refined on real conversations in your industry.',
          'sparkles',
        ),
        feature(
          'Hand-off rules',
          'Clear rules for when the agent transfers to a person, takes a message or alerts your on-call staff.',
          'users',
        ),
        feature(
          'Pre-mapped integrations',
          'Field mappings for the CRMs, calendars and industry systems most common in your sector.',
          'plug',
        ),
        feature(
          'Compliance guardrails',
          'AI disclosure, call-recording notices, opt-out handling and topics the agent must never advise on.',
          'shield',
        ),
        feature(
          'Reporting',
          'A weekly summary of conversations, bookings, missed opportunities and suggested improvements.',
          'chart',
        ),
        feature(
          'Launch testing',
          'We run dozens of test conversations with your details before any customer talks to your agent.',
          'check',
        ),
      ],
    },
    {
      _type: 'steps',
      heading: 'From template to live agent',
      steps: [
        step('Choose a template', 'Pick the template closest to your business, or ask us to combine two.'),
        step(
          'Tailor it',
          'In a 30-minute kickoff we collect your services, hours, policies and tools, and adapt the scripts.',
        ),
        step('Connect and test', 'We connect your phone line, calendar and CRM, and test real scenarios with you.'),
        step(
          'Go live',
          'Your agent starts answering, usually within a week, and we tune it weekly during the first month.',
        ),
      ],
    },
  ],
)

const integrations = page(
  'agent-integrations',
  'Agent Integrations',
  seo(
    'AI Agent Integrations: CRM, Calendar, Phone | Kestrel AI',
    'Kestrel AI agents connect to HubSpot, Salesforce, Google Calendar, Twilio, Zendesk, Shopify, Slack and more, so every conversation ends up in your tools.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'Integrations',
      heading: 'AI agents that work inside the tools you already use',
      subheading:
        'Your agents read calendars, look up orders, create CRM records and notify your team where they already work. No new software to learn and no copying details between systems.',
      primaryCta: BOOK_DEMO,
      secondaryCta: link('Browse agent templates', '/agent-marketplace'),
    },
    {
      _type: 'logoGrid',
      heading: 'Supported integrations',
      intro:
        'Connected and maintained by our team as part of your plan. Don’t see your system? We connect most tools with an API, webhooks or Zapier.',
      items: [
        tile(
          'HubSpot',
          'CRM',
          'Create and update contacts, deals and notes, and log every call and conversation transcript.',
        ),
        tile(
          'Salesforce',
          'CRM',
          'Create leads, update opportunities and log activities with full conversation history.',
        ),
        tile('Pipedrive', 'CRM', 'Add leads and deals, move them through stages and schedule follow-up activities.'),
        tile('Zoho CRM', 'CRM', 'Sync leads, contacts and notes, and assign owners based on your rules.'),
        tile(
          'Google Calendar',
          'Calendar',
          'Check real availability and book, move or cancel appointments for one person or a team.',
        ),
        tile(
          'Microsoft Outlook Calendar',
          'Calendar',
          'Book meetings into Outlook and Exchange calendars with buffers and working hours.',
        ),
        tile('Calendly', 'Calendar', 'Offer times from your Calendly event types and book without sending a link.'),
        tile('Twilio', 'Phone and SMS', 'Answer and place calls and send texts on your existing Twilio numbers.'),
        tile(
          'RingCentral',
          'Phone and SMS',
          'Forward lines or extensions to your agent and transfer calls back to your team.',
        ),
        tile('Zendesk', 'Helpdesk', 'Reply to tickets, add internal notes, set tags and escalate to the right group.'),
        tile('Freshdesk', 'Helpdesk', 'Answer and triage tickets with your canned responses and policies.'),
        tile('Gorgias', 'Helpdesk', 'Handle e-commerce support tickets with order context from your store.'),
        tile('Shopify', 'E-commerce', 'Look up orders, tracking and products, and start returns and exchanges.'),
        tile('WooCommerce', 'E-commerce', 'Check order status and product details for WordPress stores.'),
        tile(
          'Follow Up Boss',
          'Real estate',
          'Create leads with source and property, add notes and assign agents by your routing rules.',
        ),
        tile(
          'Dealer management systems (DMS)',
          'Automotive',
          'Connect to leading DMS and service scheduling platforms for appointments, vehicle history and repair status.',
        ),
        tile(
          'Oracle Hospitality OPERA',
          'Hospitality PMS',
          'Validate guests and rooms, post charges and log requests against reservations.',
        ),
        tile(
          'Cloudbeds',
          'Hospitality PMS',
          'Look up reservations, guests and room status for independent hotels and inns.',
        ),
        tile(
          'Zapier',
          'Automation',
          'Connect thousands of other apps with triggers for new leads, bookings and conversations.',
        ),
        tile('Slack', 'Team chat', 'Post call summaries, hot leads and escalations to the right channel in real time.'),
        tile('Gmail', 'Email', 'Read and reply from shared inboxes in Google Workspace, in your brand voice.'),
        tile('Microsoft 365', 'Email', 'Work in Outlook shared mailboxes and Teams notifications for Microsoft shops.'),
        tile('QuickBooks Online', 'Accounting', 'Create invoices and look up payment status for workflow agents.'),
        tile(
          'Webhooks and REST API',
          'Developer',
          'Send conversation events to any system and trigger agents from your own apps.',
        ),
      ],
    },
    {
      _type: 'featureGrid',
      heading: 'How integrations work',
      features: [
        feature(
          'Set up by our team',
          'You grant access once; we configure field mappings, routing rules and test data. No code on your side.',
          'plug',
        ),
        feature(
          'Least-privilege access',
          'Agents get only the permissions they need, such as reading a calendar or creating a contact, and every action is logged.',
          'shield',
        ),
        feature(
          'Real-time, two-way',
          'Agents read live availability and order data during the conversation and write results back the moment it ends.',
          'bolt',
        ),
        feature(
          'Monitored for you',
          'We watch for expired credentials and failed syncs, and fix them before they affect your customers.',
          'check',
        ),
      ],
    },
    {
      _type: 'faq',
      heading: 'Integration questions',
      items: [
        qa(
          'Are integrations included in my plan?',
          'Yes. Starter includes up to two integrations, such as a calendar and a CRM, Growth up to five, and Scale unlimited integrations and custom workflows.',
        ),
        qa(
          'What if my software isn’t listed?',
          'Most tools with an API, webhooks or a Zapier app can be connected. Tell us what you use during your consultation and we’ll confirm before you sign up.',
          ['Do you integrate with software that is not on your list?', 'Can you connect a tool you do not list?'],
        ),
        qa(
          'Do you store my CRM data?',
          'We store only what the agent needs to do its job, such as conversation transcripts and the records it creates. See our Privacy Statement for details.',
        ),
      ],
    },
  ],
)

const launch = page(
  'launch',
  'Launch: Virtual SE and the Kestrel agent platform',
  seo(
    'Introducing Virtual SE and the Kestrel Agent Platform',
    'Kestrel AI launches Virtual SE, an AI pre-sales engineer, and a new agent platform where voice, text, email and workflow agents work as one team.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'Now available',
      heading: 'Introducing Virtual SE and the new Kestrel agent platform',
      subheading:
        'Virtual SE answers technical pre-sales questions and runs tailored product walkthroughs around the clock. It launches alongside our new agent platform, where every Kestrel AI agent shares one memory of each customer across phone, text, email and chat.',
      primaryCta: link('Meet Virtual SE', '/getvirtual-se'),
      secondaryCta: BOOK_DEMO,
    },
    {
      _type: 'featureGrid',
      heading: 'What’s new',
      intro: 'Available to every customer today. Virtual SE is included in the Scale plan.',
      features: [
        feature(
          'Virtual SE',
          'An AI pre-sales engineer trained on your spec sheets, manuals and pricing rules. It answers compatibility questions, sizes solutions and books your human engineer only when a deal is real.',
          'presentation',
        ),
        feature(
          'Shared customer memory',
          'When a customer texts after a phone call, the agent already knows what was discussed. Every agent sees the same history, so nobody repeats themselves.',
          'users',
        ),
        feature(
          'Agent hand-offs',
          'Agents pass conversations to each other: the receptionist books a demo with Virtual SE, and the workflow agent sends the follow-up proposal.',
          'workflow',
        ),
        feature(
          'Faster voice',
          'A rebuilt voice pipeline cuts response time to well under a second and handles interruptions naturally, on the phone and in the browser.',
          'bolt',
        ),
        feature(
          'Live conversation dashboard',
          'Watch conversations as they happen, read summaries and transcripts, and flag answers for our team to improve.',
          'chart',
        ),
        feature(
          'Guardrails you control',
          'Set the topics each agent may discuss, which prices it may quote and when it must hand off, all in plain English.',
          'shield',
        ),
      ],
    },
    {
      _type: 'stats',
      heading: 'The platform in numbers',
      items: [
        stat(
          '7',
          'AI agents on one platform',
          'Voice Chat, Receptionist, Email, SMS-Text, Workflow, Virtual SE and OutboundAI.',
        ),
        stat('24/7', 'Coverage on every channel', 'Phone, browser voice, text, email and chat.'),
        stat('~10x', 'Cost efficiency', 'Compared with staffing the same hours with people.'),
        stat('Days', 'From kickoff to live', 'Most agents go live within a week.'),
      ],
    },
    {
      _type: 'productGrid',
      heading: 'Start with the agents in this launch',
      products: [ref('product-virtual-se'), ref('product-ai-workflow-agent'), ref('product-ai-voice-chat')],
    },
    richText('Ready to see it?', [
      ...paragraphs(`
        Existing customers get the new platform automatically, with no action needed; your success manager will
        walk you through the dashboard and hand-offs. New to Kestrel AI? [Book a live demo](/demo) and we’ll show
        Virtual SE answering questions about your own products, or [watch a demo](/demos) first.
      `),
    ]),
  ],
)

// Where the contact and demo forms go once sent (their successPath): nothing to find in search.
const thankYou = page(
  'thank-you',
  'Thank you',
  seo(
    'Thank you | Kestrel AI',
    'Thanks for contacting Kestrel AI. Here is what happens next, plus demos and guides to explore while you wait.',
    { hideFromSearch: true },
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'Message received',
      heading: 'Thank you — we’ll be in touch within one business day',
      subheading:
        'Rather not wait? Pick a time for your free 30-minute consultation now: your details are already filled in. Or watch an agent handle a real scenario while we review them.',
      primaryCta: bookingLink('Pick a time now'),
      secondaryCta: link('Watch demos', '/demos'),
    },
    {
      _type: 'steps',
      heading: 'What happens next',
      steps: [
        step(
          'We review your details',
          'We look at your website and industry so the first conversation is useful from minute one.',
        ),
        step(
          'You pick a time, or we email you',
          'Book a weekday time above in a minute, or get a reply from a real person within one business day with a few times for a free 30-minute consultation.',
        ),
        step('Your consultation', 'We map one workflow in your business and show an agent handling it live.'),
        step(
          'Your plan and quote',
          'You receive a written recommendation, a launch date and a fixed quote. No obligation.',
        ),
      ],
    },
    richText('While you wait', [
      ...list([
        '[Browse the demo library](/demos) to see agents handle after-hours calls, lead follow-up and bookings.',
        '[Read the blog](/blog) for practical guides to putting AI agents to work in a small business.',
        '[Try AI Voice Chat](/voice-chat) and talk to an agent right in your browser.',
        '[Compare plans](/pricing) to see what each one includes.',
      ]),
    ]),
  ],
)

const contactFaq: Section = {
  _type: 'faq',
  heading: 'Before you reach out',
  items: [
    qa(
      'How quickly will you reply?',
      'We reply to every message within one business day, usually within a few hours, Monday through Friday.',
    ),
    qa(
      'Who will I talk to?',
      'You talk with a member of our solutions team who has launched agents for businesses like yours, not a call center.',
    ),
    qa(
      'Can I book a call directly?',
      'Yes. Use the “Book your free consultation” button to pick a weekday time for a free 30-minute design consultation.',
    ),
    qa(
      'I’m an existing customer. Where do I get support?',
      'Email support@kestrel-ai.com or contact your success manager for the fastest help with a live agent.',
    ),
    qa(
      'Do you offer weekend calls?',
      'Our team books calls Monday through Friday. Your AI agents, of course, work 24/7.',
    ),
  ],
}

const contact = page(
  'contact',
  'Contact',
  seo(
    'Contact Kestrel AI | Talk to our team',
    'Talk to the Kestrel AI team about AI agents for your business. We reply within one business day, Monday through Friday.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'Contact us',
      heading: 'Talk to our team',
      subheading:
        'Tell us where calls, texts or emails slip through in your business. We’ll reply within one business day with ideas and times for a free 30-minute consultation.',
    },
    {
      _type: 'leadForm',
      heading: 'Send us a message',
      intro: 'Your name, work email and company are all we need to get started.',
      submitLabel: 'Send',
      source: 'contact',
      successPath: '/thank-you',
    },
    richText('Other ways to reach us', [
      ...list([
        '**Email:** [hello@kestrel-ai.com](mailto:hello@kestrel-ai.com)',
        '**Hours:** Monday to Friday, 9 a.m. to 6 p.m. Eastern Time',
        '**Customer support:** [support@kestrel-ai.com](mailto:support@kestrel-ai.com)',
        '**Careers:** [careers@kestrel-ai.com](mailto:careers@kestrel-ai.com)',
        '**Privacy requests:** [privacy@kestrel-ai.com](mailto:privacy@kestrel-ai.com)',
      ]),
    ]),
    contactFaq,
  ],
)

// The contact page as an ad campaign's landing page (linked from no page, its own lead source): its
// canonical page is /contact, which search engines are pointed at; out of the sitemap. "Hide from
// search" keeps it out of search should the canonical page be cleared.
const contact2 = page(
  'contact2',
  'Get your free AI agent plan',
  seo(
    'Get a Free AI Agent Plan for Your Business | Kestrel AI',
    'Find out which calls, texts and emails an AI agent could handle for your business. Free 30-minute plan, fixed quote, live in days.',
    { hideFromSearch: true },
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'Free 30-minute consultation',
      heading: 'Find out what an AI agent could handle for you this month',
      subheading:
        'Every missed call is a customer who may try the next name on the list. Leave your details and we’ll show you, in one free call, how many of those conversations an AI agent could answer 24/7, what it would cost, and how soon it could go live.',
    },
    {
      _type: 'stats',
      items: [
        stat('24/7', 'Every call, text and email answered'),
        stat('~10x', 'More cost-efficient than staffing'),
        stat('Days', 'From first call to live agent'),
      ],
    },
    {
      _type: 'leadForm',
      heading: 'Get your free plan',
      intro: 'We’ll reply within one business day with weekday times for your consultation.',
      submitLabel: 'Get my plan',
      source: 'contact2',
      successPath: '/thank-you',
    },
    {
      _type: 'steps',
      heading: 'What you’ll get',
      steps: [
        step(
          'A missed-opportunity estimate',
          'Based on your call and message volume, how many customers slip through today.',
        ),
        step(
          'A recommended agent setup',
          'Which agents and integrations fit your business, and which to launch first.',
        ),
        step(
          'A fixed quote and launch date',
          'A clear monthly price and a realistic go-live date, with no obligation.',
        ),
      ],
    },
  ],
  { canonicalPage: 'contact' },
)

const blog = page(
  'blog',
  'Blog',
  seo(
    'Blog: Practical Guides to AI Agents | Kestrel AI',
    'Practical guides for small-business owners putting AI agents to work: receptionists, text and email agents, lead follow-up and more.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'Kestrel AI Blog',
      heading: 'Practical guides for putting AI agents to work',
      subheading: 'Straightforward advice for owners and managers of small and medium businesses.',
    },
    richText(undefined, [
      ...paragraphs(`
        We write about what actually works when a small business hands calls, texts, emails and routine
        paperwork to AI agents: how to choose the first workflow, what to tell customers, how to measure
        results, and the mistakes we see most often. Every guide comes from real launches with our customers.
      `),
    ]),
  ],
)

const news = page(
  'news',
  'News',
  seo(
    'News and Product Updates | Kestrel AI',
    'Company news, product launches and updates from Kestrel AI, the agency building AI agents for small and medium businesses.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'Kestrel AI News',
      heading: 'Company news and product updates',
      subheading: 'Launches, new integrations, customer milestones and updates from our team.',
    },
    richText(undefined, [
      ...paragraphs(`
        This is where we announce new agents and features, share what changed in each release, and introduce
        the people and partners behind Kestrel AI. For press inquiries, email
        [hello@kestrel-ai.com](mailto:hello@kestrel-ai.com).
      `),
    ]),
  ],
)

export const companyPages: Doc[] = [
  careers,
  demos,
  demo,
  marketplace,
  integrations,
  launch,
  thankYou,
  contact,
  contact2,
  blog,
  news,
]
