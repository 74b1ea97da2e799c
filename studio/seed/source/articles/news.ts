import { type Doc, h2, h3, inlineImage, list, paragraphs } from '../builders'
import { article, callout, cta } from './builders'
import { COMPANY, DANIEL, MAYA, PRODUCT, SOFIA } from './people'

/** News: launches, integrations, milestones, a partnership and events. Matches /launch and /about. */

const virtualSeLaunch = article('newsItem', {
  slug: 'virtual-se-and-the-new-agent-platform',
  title: 'Kestrel AI launches Virtual SE and the new Kestrel agent platform',
  excerpt:
    'Virtual SE, an AI pre-sales engineer, is available today alongside a new platform where every Kestrel AI agent shares one memory of each customer across phone, text, email and chat.',
  date: '2026-11-18',
  author: DANIEL,
  categories: [PRODUCT],
  cover: ['cover-virtual-se-launch.webp', 'A rocket badge beside a dashboard with a rising line chart, with confetti'],
  seo: [
    'Kestrel AI launches Virtual SE and a new agent platform',
    'Virtual SE answers technical pre-sales questions around the clock, and all seven Kestrel AI agents now share one memory of each customer.',
  ],
  body: [
    ...paragraphs(`
      Today we are launching [Virtual SE](/getvirtual-se), an AI pre-sales engineer, together with the new Kestrel agent platform. Both are available to customers now.
    `),
    h2('Virtual SE'),
    ...paragraphs(`
      Businesses that sell technical products, from HVAC equipment distributors to software resellers, lose deals when a prospect’s technical question waits two days for the one engineer who can answer it. Virtual SE is trained on your spec sheets, manuals and pricing rules. It answers compatibility questions, sizes solutions, runs tailored product walkthroughs and books your human engineer only when a deal is real.
    `),
    ...paragraphs(`
      Virtual SE answers only from your approved documents and says when a question needs an engineer’s judgment. It is included in the [Scale plan](/pricing), $1,497 a month with a one-time $1,500 setup.
    `),
    h2('One platform for every agent'),
    ...list([
      '**Shared customer memory.** When a customer texts after a phone call, the agent already knows what was discussed.',
      '**Agent hand-offs.** The receptionist can book a demo with Virtual SE, and the workflow agent sends the follow-up proposal.',
      '**Faster voice.** A rebuilt voice pipeline responds in well under a second and handles interruptions naturally.',
      '**Live conversation dashboard.** Watch conversations as they happen, read summaries and transcripts, and flag answers for our team to improve.',
      '**Guardrails you control.** Set the topics each agent may discuss, which prices it may quote and when it must hand off, in plain English.',
    ]),
    callout(
      'note',
      'Existing customers',
      'You have been moved to the new platform automatically, with no action needed. Your success manager will walk you through the dashboard and hand-offs in your next review.',
    ),
    ...paragraphs(`
      The full announcement, with a demo of Virtual SE, is on our [launch page](/launch).
    `),
    cta(
      'See Virtual SE answer questions about your products',
      'Book a live demo and bring your hardest technical question.',
      'Book a demo',
      '/demo',
    ),
  ],
})

const milestone200 = article('newsItem', {
  slug: '200-businesses-and-1-5-million-conversations',
  title: 'Kestrel AI now serves more than 200 businesses and has handled 1.5 million conversations',
  excerpt:
    'From a single AI receptionist for a handful of local service companies in 2022 to seven agents working for more than 200 small and medium businesses.',
  date: '2026-10-20',
  author: DANIEL,
  categories: [COMPANY],
  cover: ['cover-200-customers.webp', 'Two rows of badges for shops, clinics, homes and trades, with confetti'],
  body: [
    ...paragraphs(`
      This month Kestrel AI passed two milestones: more than 200 small and medium businesses now run our agents, and together those agents have handled 1.5 million customer conversations.

      We started in 2022 with one AI receptionist for a few local service companies. Today our customers include plumbers and HVAC companies, dental and medical clinics, law firms, real estate brokerages, car dealerships, hotels and independent retailers.
    `),
    h2('What 1.5 million conversations taught us'),
    ...list([
      '**Most conversations are ordinary, and that is the point.** Confirmations, reschedules, directions and price questions make up most of the volume. Answering them well frees people for the conversations that need them.',
      '**Evenings matter.** Across our customers, more than a third of conversations happen outside office hours.',
      '**Honesty scales.** Agents that say “let me get someone” instead of guessing get better reviews, not worse.',
      '**Fast launches work.** Our typical launch still takes seven days from kickoff to go-live.',
    ]),
    h2('Thank you'),
    ...paragraphs(`
      To every owner and manager who trusted us with their customers: thank you. Many of our best features, from missed-call text-back to the warm-transfer summary, started as a suggestion on a review call. Keep them coming.
    `),
    ...paragraphs(`
      Read [our story](/about), or see what is coming next in the [live conversation dashboard beta](/news/live-conversation-dashboard-beta).
    `),
  ],
})

const homeServiceIntegrations = article('newsItem', {
  slug: 'servicetitan-jobber-housecall-pro-integrations',
  title: 'New integrations for home-service companies: ServiceTitan, Jobber and Housecall Pro',
  excerpt:
    'AI Receptionist and the AI SMS-Text Agent can now check real technician availability and book jobs directly in the three field-service platforms our customers use most.',
  date: '2026-09-22',
  author: MAYA,
  categories: [PRODUCT],
  cover: [
    'cover-home-service-integrations.webp',
    'A wrench at the centre of a hub connected to calendar, house, phone, team, chat and payment badges',
  ],
  body: [
    ...paragraphs(`
      Home-service companies are our largest group of customers, and the request we heard most this year was simple: book the job where the dispatcher already looks. Starting today, our agents connect directly to ServiceTitan, Jobber and Housecall Pro.
    `),
    h2('What the agents can do'),
    ...list([
      'Check real availability by job type, technician skills and service zone.',
      'Create the customer and the job with the address, problem description and photos sent by text.',
      'Recognize existing customers and their equipment history.',
      'Add the call summary and transcript link to the job notes.',
    ]),
    ...paragraphs(`
      For the caller, the difference is immediate. Instead of “someone will call you back to schedule”, they hear a real arrival window and get a text confirmation before they hang up. For the dispatcher, the job is already on the board with everything the technician needs, and no one retypes a message from a notepad.
    `),
    callout(
      'tip',
      'Included in your plan',
      'These integrations count as one integration each. Starter includes up to two integrations and Growth up to five, so most customers can add one without changing plans.',
    ),
    h2('How to turn it on'),
    ...paragraphs(`
      Existing customers can ask their success manager; we connect and test the integration within two business days. New customers get it set up during the normal launch week. See [all supported integrations](/agent-integrations), or read our [integrations checklist](/blog/integrations-checklist) to prepare.
    `),
  ],
})

const partnership = article('newsItem', {
  slug: 'lakeshore-small-business-network-partnership',
  title: 'Kestrel AI partners with the Lakeshore Small Business Network',
  excerpt:
    'Members of the regional network get a free missed-call audit and the Growth plan setup fee waived, plus monthly workshops on putting AI agents to work.',
  date: '2026-08-25',
  author: DANIEL,
  categories: [COMPANY],
  cover: ['cover-partnership.webp', 'Two interlocking rings, one with a storefront badge and one with a sparkle badge'],
  body: [
    ...paragraphs(`
      We are partnering with the Lakeshore Small Business Network, a nonprofit that supports more than 1,200 independent businesses across the region, to help its members stop losing customers to unanswered calls and slow replies.
    `),
    h2('What members get'),
    ...list([
      '**A free missed-call audit.** We analyze four weeks of call logs and estimate what unanswered calls cost the business, using the method in [how to measure missed-call revenue](/blog/missed-call-revenue).',
      '**The Growth setup fee waived.** Members who choose the Growth plan before March 31, 2027 pay $697 a month with no $499 setup fee.',
      '**Monthly workshops.** A 45-minute online session each month on a practical topic, from writing an honest agent script to measuring results.',
    ]),
    h2('Why this partnership'),
    ...paragraphs(`
      Most of the network’s members have fewer than 20 employees. They cannot staff a phone line around the clock, and they should not have to. Working with a network they already trust lets us reach owners who would never answer a cold email about AI.
    `),
    callout(
      'note',
      'Are you a member?',
      'Mention the network when you book your consultation and we will apply the offer to your quote.',
    ),
    cta(
      'Book your free missed-call audit',
      'Thirty minutes, weekdays only, with someone who has launched agents for businesses like yours.',
      'Book a consultation',
      '/demo',
    ),
  ],
})

const dashboardBeta = article('newsItem', {
  slug: 'live-conversation-dashboard-beta',
  title: 'The live conversation dashboard is now in beta',
  excerpt:
    'Watch your agents’ conversations as they happen, search every transcript and flag an answer for our team to improve, all in one place.',
  date: '2026-07-28',
  author: SOFIA,
  categories: [PRODUCT],
  cover: [
    'cover-dashboard-beta.webp',
    'A dashboard window with a sidebar, three summary tiles and a rising line chart',
  ],
  body: [
    ...paragraphs(`
      Until now, our customers saw their agents’ work through summaries by text and email and a monthly report. Starting today, customers in the beta can open a live dashboard instead.
    `),
    inlineImage(
      'inline-dashboard.webp',
      'The conversation dashboard: navigation on the left, three summary tiles and a chart of conversations over time',
      'The beta dashboard: today’s conversations, bookings and hand-offs at the top, the trend over time below.',
    ),
    h2('What is in the beta'),
    ...list([
      '**Live view.** See conversations in progress across phone, text and email.',
      '**Search.** Find any conversation by name, number or topic, with the summary and full transcript.',
      '**Flag an answer.** Mark an answer as wrong or incomplete; our conversation designers review every flag within one business day.',
      '**Weekly trends.** Conversations, bookings, hand-offs and response times, week over week.',
    ]),
    h3('Join the beta'),
    ...paragraphs(`
      Any customer on Growth or Scale can join; ask your success manager. We plan to make the dashboard available to every customer later this year.
    `),
    h3('Why we built it'),
    ...paragraphs(`
      Owners told us the summaries were useful but that they wanted to see the whole picture without waiting for a monthly report: how many calls came in during last night’s storm, which questions the agent handed off, whether a new promotion was driving bookings. The dashboard answers those questions in a few clicks, and every flag you raise makes your agent better within a day.
    `),
  ],
})

const workshops = article('newsItem', {
  slug: 'main-street-ai-workshops',
  title: 'Join our free Main Street AI Workshops this summer',
  excerpt:
    'Three free 45-minute online sessions for owners and office managers: what AI agents can and cannot do, a live teardown of a real receptionist call, and how to measure results.',
  date: '2026-06-09',
  author: MAYA,
  categories: [COMPANY],
  cover: ['cover-event-webinar.webp', 'A presentation screen with a sound-wave badge above rows of audience seats'],
  body: [
    ...paragraphs(`
      This summer we are running three free online workshops for small-business owners and office managers. Each is 45 minutes, practical, and ends with open questions. No slides about the future of AI, just what works today.
    `),
    h2('The sessions'),
    ...list(
      [
        '**June 24: What an AI agent can and cannot do for a small business.** The jobs agents do well, the ones they should never do, and how to pick your first.',
        '**July 15: Live teardown of a real receptionist call.** We play an anonymized call, pause at every decision, and show the script behind it.',
        '**August 12: Measuring results.** Missed-call revenue, speed to lead, and the three numbers to check every week.',
      ],
      'number',
    ),
    ...paragraphs(`
      Each workshop is led by the people who do the work every day: Maya Okafor, who runs our customer launches, and Sofia Lindqvist, who writes our agents’ scripts. Bring your questions, your call logs and your skepticism. Nobody will try to sell you anything during the session, and you will leave with at least one change you can make the same afternoon, with or without an AI agent.
    `),
    callout(
      'note',
      'How to join',
      'All sessions start at 12:00 p.m. Eastern and are recorded. Register through our contact form and mention the workshop; we will send the link and the recording.',
    ),
    cta('Save your seat', 'Tell us which session you want to join and we will send the link.', 'Register', '/contact'),
  ],
})

const bayviewMilestone = article('newsItem', {
  slug: 'bayview-family-dental-1000-appointments',
  title: 'Bayview Family Dental’s AI receptionist books its 1,000th appointment',
  excerpt:
    'Seven months after launch, the AI receptionist at a three-chair family practice has booked 1,000 appointments, a third of them outside office hours.',
  date: '2026-04-21',
  author: MAYA,
  categories: [COMPANY],
  cover: [
    'cover-customer-milestone.webp',
    'A calendar almost full of checked days beside a tooth badge, with confetti',
  ],
  body: [
    ...paragraphs(`
      Bayview Family Dental, a three-chair family practice, launched the [AI Receptionist](/ai-receptionist) last September. This week it booked its 1,000th appointment.
    `),
    h2('The numbers'),
    ...list([
      '1,000 appointments booked, including 212 new patients.',
      '34 percent of bookings made outside office hours.',
      'No-shows down by about a quarter since text reminders started.',
      'The front desk now takes lunch together, every day.',
    ]),
    ...paragraphs(`
      “We were worried patients would hate talking to a machine,” the practice manager told us. “Mostly they don’t notice it’s new. They notice they got an appointment at nine at night.”
    `),
    h2('How they got there'),
    ...paragraphs(`
      Bayview started small. For the first two weeks the agent answered only after-hours calls, while the front desk read every summary. Once the team trusted the bookings, they switched it on for lunch and for overflow when both lines were busy. Text reminders and waitlist offers came in month two, on the same Starter plan.

      The practice still reviews a handful of conversations with us every month. Most changes are small: a new insurance plan added to the list, a clearer answer about parking during construction, a rule that children’s first visits are always booked in the morning.
    `),
    ...paragraphs(`
      Curious what an AI receptionist would do for your practice? See [how the AI Receptionist works](/ai-receptionist) or [book a demo](/demo) set up with your own services.
    `),
  ],
})

export const newsItems: Doc[] = [
  virtualSeLaunch,
  milestone200,
  homeServiceIntegrations,
  partnership,
  dashboardBeta,
  workshops,
  bayviewMilestone,
]
