import { type Doc, h2, h3, inlineImage, list, paragraphs } from '../builders'
import { article, callout, code, cta } from './builders'
import { GETTING_STARTED, MAYA, PLAYBOOKS, SOFIA } from './people'

/** Blog posts for owners choosing and launching their first agent. */

const voiceOrText = article('post', {
  slug: 'voice-or-text-choosing-your-first-agent',
  title: 'Voice or text? How to choose between a voice agent and an SMS agent',
  excerpt:
    'Both answer customers around the clock, but they win different conversations. A simple way to decide which channel to automate first, based on how your customers already reach you.',
  date: '2026-10-13',
  author: SOFIA,
  categories: [GETTING_STARTED],
  cover: [
    'cover-voice-vs-sms.webp',
    'Two phones side by side: one on a live voice call with a sound wave, the other showing a text conversation',
  ],
  seo: [
    'Voice or SMS agent? How to choose your first AI agent',
    'Voice agents and SMS agents win different conversations. How to pick the channel to automate first from the way your customers already reach you.',
  ],
  body: [
    ...paragraphs(`
      Almost every owner we talk to asks the same question in the first ten minutes: should the first agent answer the phone or answer texts? The honest answer is that it depends less on the technology than on your customers. Both kinds of agent work 24/7, both go live in days, and both cost about a tenth of staffing the same hours. But they win different conversations.

      Here is the framework we use on every consultation.
    `),
    h2('Start with where your missed conversations are'),
    ...paragraphs(`
      Pull up your phone system’s call log for the last four weeks and count two numbers: calls that went unanswered, and calls that reached voicemail. Then open your business texting inbox, if you have one, and count texts that waited more than an hour for a reply.

      Whichever number is bigger is usually your first agent. A plumbing company that misses 40 calls a month while technicians are on jobs needs a voice agent. A salon whose clients text to move appointments, and who wait until the evening for an answer, needs a text agent.
    `),
    inlineImage(
      'inline-voice-sms-comparison.webp',
      'A phone on a voice call next to a phone showing a two-way text conversation',
      'A voice agent handles the call in real time; a text agent holds a conversation that can pause and resume for hours.',
    ),
    h2('When a voice agent is the right first step'),
    ...list([
      '**The request is urgent.** Burst pipes, a broken-down car, a toothache. People in a hurry call, and they call the next business if you do not pick up.',
      '**The request needs back-and-forth.** Booking a new patient, qualifying a legal matter or quoting a job takes five to ten exchanges. That is two minutes on the phone and an afternoon by text.',
      '**Your customers are older or less online.** Many of them will always call first.',
      '**You advertise a phone number.** Google Business Profile, yard signs and vans all drive calls.',
    ]),
    ...paragraphs(`
      Our [AI Receptionist](/ai-receptionist) answers your business line on the first ring, and [AI Voice Chat](/voice-chat) adds a talk button to your website so visitors can ask out loud instead of filling in a form.
    `),
    h2('When a text agent is the right first step'),
    ...list([
      '**The conversation is about something already booked.** Confirmations, reminders, running late, rescheduling. Nobody wants a phone call for these.',
      '**Your customers are at work.** A text can be answered in a meeting; a call cannot.',
      '**You miss calls you cannot answer anyway.** Missed-call text-back turns a missed call into a text conversation within seconds, so the caller is not left with silence.',
      '**You need a written record.** Addresses, photos of the problem and order numbers are easier to collect in writing.',
    ]),
    ...paragraphs(`
      The [AI SMS-Text Agent](/text-agent) runs real two-way conversations from your existing business number, including landlines, and understands replies like “can we do Thursday instead?” without menus.
    `),
    callout(
      'tip',
      'The combination most owners end up with',
      'A voice agent on the main line, plus missed-call text-back for the few calls it cannot take: when the caller hangs up before it answers, or calls back to back. The two agents share one memory of the customer, so the text picks up where the call left off.',
    ),
    h2('Questions to settle before you choose'),
    h3('What happens when the agent cannot help?'),
    ...paragraphs(`
      Decide this first, for either channel. A voice agent can warm-transfer to a person with a one-line summary; a text agent can hand the thread to your team in the same inbox. If nobody is available, both should take a message and promise a callback time they can keep.
    `),
    h3('What language do your customers speak?'),
    ...paragraphs(`
      Our agents currently hold conversations in English only. If a large share of your callers prefer another language, tell us during the consultation: we will set the agent to offer a callback from your bilingual staff rather than struggle through the conversation.
    `),
    h3('What does it cost to try?'),
    ...paragraphs(`
      One agent on the [Starter plan](/pricing) is $297 a month with no setup fee, including 500 voice minutes and 2,000 messages. If you later add a second channel, the [Growth plan](/pricing) covers up to three agents for $697 a month plus a one-time $499 setup.
    `),
    cta(
      'Not sure which channel to start with?',
      'Bring your call log to a free 30-minute consultation and we will show you where your missed conversations are.',
      'Book a consultation',
      '/demo',
    ),
  ],
})

const sevenDayRollout = article('post', {
  slug: 'seven-day-rollout-plan',
  title: 'A 7-day rollout plan for your first AI agent',
  excerpt:
    'From kickoff call to live agent in one week: what happens each day, what we need from you, and the two checkpoints that keep the launch calm.',
  date: '2026-09-08',
  author: MAYA,
  categories: [GETTING_STARTED, PLAYBOOKS],
  cover: ['cover-seven-day-rollout.webp', 'Seven connected day cards, the first five checked off, leading to a launch'],
  seo: [
    'A 7-day rollout plan for your first AI agent',
    'What happens each day between kickoff and go-live, what we need from you, and the checkpoints that keep an AI agent launch calm.',
  ],
  body: [
    ...paragraphs(`
      Most of our customers are live within seven days of their kickoff call. That surprises people who have lived through a software project, so here is exactly how the week goes. Your part adds up to about two hours, most of it on day one and day five.
    `),
    inlineImage(
      'inline-rollout-timeline.webp',
      'A timeline of seven steps: kickoff, knowledge, script, integrations, testing, soft launch and review',
      'The seven steps of a typical launch. Steps one and five need the owner; the rest is our work.',
    ),
    h2('Day 1: Kickoff (45 minutes of your time)'),
    ...paragraphs(`
      We walk through one real day of your customer conversations: who calls, what they ask, what you book, and when a person must step in. We leave with your price list, service area, hours, policies and the five questions your front desk answers most.
    `),
    callout('note', 'Bring these to the kickoff', [
      'Your current greeting and after-hours message',
      'Your price list, or the price ranges you are happy to quote',
      'Who gets urgent calls, and how: transfer, text or email',
      'Log-ins or an invite for your calendar and CRM',
    ]),
    h2('Day 2: Knowledge'),
    ...paragraphs(`
      We turn your website, documents and kickoff notes into the agent’s knowledge base, and write down what it must never do: quote a price outside your ranges, promise a time your calendar does not have, or give medical, legal or financial advice.
    `),
    h2('Day 3: Script and voice'),
    ...paragraphs(`
      We write the greeting, the questions the agent asks in order, and the hand-off rules. For a voice agent you pick a voice from a short list. We keep the script plain: short sentences, one question at a time, and your business name in the first five words.
    `),
    h2('Day 4: Integrations'),
    ...paragraphs(`
      We connect the calendar, CRM and notification channels from your plan. Starter includes up to two integrations, Growth up to five. Every connection gets a test booking that we delete afterwards. Our [integrations checklist](/blog/integrations-checklist) lists what to prepare.
    `),
    h2('Day 5: Testing with you (60 minutes of your time)'),
    ...paragraphs(`
      We run 40 to 60 scripted test conversations ourselves, including the rushed customer, the confused one and the upset one. Then you call or text the agent as your trickiest customer. Anything that sounds wrong gets fixed the same day.
    `),
    callout(
      'warning',
      'Do not skip the owner test',
      'The owner’s test calls find the problems nobody else can: the nickname customers use for a service, the street that is technically outside your area, the regular who always asks for the same technician.',
    ),
    h2('Day 6: Soft launch'),
    ...paragraphs(`
      The agent goes live for a slice of traffic: usually after-hours calls only, or overflow when your team does not pick up within four rings. Your team sees every summary and we read every transcript.
    `),
    h2('Day 7: Review and full launch'),
    ...paragraphs(`
      We review the first day’s conversations with you, make the final adjustments and switch the agent on for all the traffic you chose. From here we tune weekly for the first month, then monthly.
    `),
    h2('What slows a launch down'),
    ...list([
      'Waiting for a calendar or CRM invite. Send it on day one.',
      'Prices that live only in someone’s head. A range is fine; silence is not.',
      'Changing the scope mid-week. Launch the first workflow, then add the next one.',
    ]),
    cta(
      'Ready to pick a start date?',
      'Book a kickoff this week and your first agent can be live by next week.',
      'Get started',
      '/trynow',
    ),
  ],
})

const integrationsChecklist = article('post', {
  slug: 'integrations-checklist',
  title: 'The integrations checklist: what to connect before your AI agent goes live',
  excerpt:
    'An agent is only as useful as the systems it can read and write. A practical checklist of calendars, CRMs, phone lines and notifications, and how to grant access safely.',
  date: '2026-08-18',
  author: MAYA,
  categories: [GETTING_STARTED],
  cover: [
    'cover-integrations-checklist.webp',
    'A hub connecting calendar, contacts, email, store, phone and chat icons, next to a checklist with four items ticked',
  ],
  seo: [
    'Integrations checklist for your first AI agent',
    'Calendars, CRMs, phone lines and notifications: what to connect before an AI agent goes live, and how to grant access safely.',
  ],
  body: [
    ...paragraphs(`
      An agent that can only talk is a nicer voicemail. An agent that can see your real availability, create the customer record and tell your team what happened is a member of staff. The difference is integrations, and most of the delay in any launch comes from access that nobody has granted yet.

      Work through this list before your kickoff call and your launch week gets shorter.
    `),
    inlineImage(
      'inline-integration-map.webp',
      'A central hub connected to eight systems: calendar, contacts, phone, email, chat, store, payments and field service',
      'A typical small-business setup: the agent sits in the middle and reads or writes to each system only what it needs.',
    ),
    h2('1. Calendar: where bookings land'),
    ...list([
      'Which calendar is the source of truth: Google Calendar, Outlook, Calendly or your industry software?',
      'Whose calendars can the agent book into, and for which services?',
      'Buffers between appointments, and the earliest and latest times you accept.',
      'How far ahead customers may book, and the minimum notice.',
    ]),
    callout(
      'tip',
      'Create a service account',
      'Invite a dedicated user (for example agent@yourbusiness.com) rather than sharing an owner log-in. You can remove it in one click and every booking shows who made it.',
    ),
    h2('2. CRM or customer list: who the customer is'),
    ...paragraphs(`
      The agent should recognize returning customers and create new records with the details it collected. Decide which fields matter: name, phone, email, address, service requested and how they heard about you. HubSpot, Salesforce, Pipedrive, Zoho and Follow Up Boss connect directly; most others connect through Zapier or webhooks.
    `),
    h2('3. Phone numbers and texting'),
    ...list([
      'Keep your number. We forward your existing line, or a single extension, to the agent; nothing changes on your marketing.',
      'Decide the forwarding rule: all calls, after-hours only, or when nobody answers within four rings.',
      'For texting, confirm your number can be text-enabled, including landlines, and that your business is registered for business texting.',
    ]),
    h2('4. Notifications: how your team hears about it'),
    ...paragraphs(`
      Every conversation ends with a summary. Choose where each kind goes: new bookings by email, urgent issues by text to the on-call person, hot leads to a Slack channel. Fewer, better notifications beat an inbox nobody reads.
    `),
    h2('5. Industry systems'),
    ...paragraphs(`
      Dental practice software, field-service platforms, dealer management systems and hotel property systems make the biggest difference, because they hold real availability and history. If you use one, mention it on the first call so we can confirm the connection before you sign up. See the [full list of supported integrations](/agent-integrations).
    `),
    h3('If your system has no direct integration'),
    ...paragraphs(`
      Most tools accept webhooks. The agent can send a structured event at the end of each conversation, and your system, or Zapier, does the rest. This is what a booking event looks like:
    `),
    code(
      'json',
      `
      {
        "event": "appointment.booked",
        "customer": { "name": "Jordan Lee", "phone": "+1 555 0142" },
        "service": "New patient exam",
        "start": "2026-08-25T09:30:00-04:00",
        "summary": "New patient, has Delta Dental PPO, prefers mornings.",
        "transcriptUrl": "https://app.kestrel-ai.com/conversations/…"
      }
      `,
      'Webhook payload: appointment booked',
    ),
    h2('Granting access safely'),
    ...list([
      '**Least privilege.** The agent gets read access to availability and write access to bookings and contacts, nothing more.',
      '**No shared passwords.** Use invites and OAuth connections that you can revoke.',
      '**A log of every action.** Every booking, record and message the agent creates is logged and linked to the conversation.',
    ]),
    cta(
      'Want us to check your stack?',
      'Tell us which tools you use and we will confirm every connection before you sign up.',
      'Talk to our team',
      '/contact',
    ),
  ],
})

export const gettingStartedPosts: Doc[] = [voiceOrText, sevenDayRollout, integrationsChecklist]
