import { type Doc, block, h2, h3, inlineImage, list, paragraphs } from '../builders'
import { article, callout, code, cta } from './builders'
import { MAYA, PLAYBOOKS, SOFIA } from './people'

/** Blog posts that show agents at work: real days, scripts and how to talk about AI. */

const dentalTuesday = article('post', {
  slug: 'ai-receptionist-tuesday-at-a-dental-clinic',
  title: 'What an AI receptionist actually does on a Tuesday at a dental clinic',
  excerpt:
    'Forty-one calls, eleven new bookings and one tooth emergency before 8 a.m. An hour-by-hour look at a real day for an AI receptionist at a three-chair family practice.',
  date: '2026-11-10',
  author: MAYA,
  categories: [PLAYBOOKS],
  cover: [
    'cover-dental-tuesday.webp',
    'A phone on a live call next to a calendar with booked days checked, and a tooth badge',
  ],
  seo: [
    'A Tuesday with an AI receptionist at a dental clinic',
    'Forty-one calls, eleven bookings and one emergency: an hour-by-hour look at what an AI receptionist does for a small dental practice.',
  ],
  body: [
    ...paragraphs(`
      “What will it actually do all day?” is the question every practice manager asks before signing up, and the answer is more ordinary than people expect. Here is one Tuesday at a three-chair family dental practice that has used our [AI Receptionist](/ai-receptionist) since the spring. Names and details are changed; the numbers are real.

      The practice has two front-desk staff. The agent answers when both lines are busy, at lunch, and outside office hours. It books directly into the practice management system and texts the front desk a summary of every call.
    `),
    inlineImage(
      'inline-dental-day-timeline.webp',
      'Dots stacked by hour from 7 a.m. to 7 p.m., showing bookings, answered questions and calls passed to staff',
      'Calls the agent handled, by hour. Teal dots are bookings, purple are questions it answered, pink are calls it passed to the team.',
    ),
    h2('6:50 a.m.: the emergency that would have gone to voicemail'),
    ...paragraphs(`
      A patient cracked a molar at breakfast. Before the agent, this call reached a recorded message pointing to an emergency line. This time the agent asked three triage questions the dentist wrote (swelling, fever, bleeding), recognized it as urgent but not an emergency-room case, and offered the 8:15 slot the practice holds for emergencies. It texted the front desk so the first person in knew before they took off their coat.
    `),
    h2('8:00 to 12:00: overflow while the desk checks people in'),
    ...paragraphs(`
      Mornings are when the front desk is busiest with people standing in front of them. The agent took 17 calls that would otherwise have rung out or waited on hold. Most were routine:
    `),
    ...list([
      'Six appointment confirmations and two reschedules, moved in the calendar with a text confirmation.',
      'Four insurance questions (“do you take Delta Dental PPO?”), answered from the list the practice maintains.',
      'Three new-patient bookings, each with date of birth, insurance and reason for visit collected up front.',
      'Two calls passed to a person: a billing dispute and a question about a child’s sedation, both outside what the agent is allowed to answer.',
    ]),
    callout(
      'note',
      'Why the billing call went to a human',
      'The practice decided that anything about a bill over $100, a complaint or a clinical question goes to staff. The agent does not try to resolve these; it collects the details, says someone will call back before 3 p.m., and flags it as a priority in the summary.',
    ),
    h2('12:00 to 1:00: lunch without the phone'),
    ...paragraphs(`
      The front desk used to eat at their desks. Now both take lunch together while the agent handles every call. This Tuesday that was seven calls: three bookings, two cancellations (both slots offered to the waitlist by text, one filled within twenty minutes), and two questions about parking and directions.
    `),
    h2('1:00 to 5:00: the quiet middle'),
    ...paragraphs(`
      Afternoons are calmer, and the team answers most calls themselves. The agent picked up nine overflow calls, mostly from parents booking cleanings around school pickup.
    `),
    h2('5:00 p.m. onwards: the second shift'),
    ...paragraphs(`
      Eight calls came in after closing. In the past, maybe two of those callers would have left a voicemail. The agent booked four new appointments, including two new patients who said they had called another practice first and got a machine.
    `),
    h3('What the numbers add up to'),
    ...list([
      '41 calls handled, average length 2 minutes 40 seconds.',
      '11 new bookings, 4 of them new patients.',
      '5 calls passed to staff with a summary, none lost.',
      'About 3 hours of front-desk phone time given back to patients at the counter.',
    ]),
    ...paragraphs(`
      A new patient is worth well over a thousand dollars a year to a family practice. Four of them on an ordinary Tuesday is why the practice manager stopped asking whether the agent pays for itself. For the method behind numbers like these, read [how to measure missed-call revenue](/blog/missed-call-revenue).
    `),
    cta(
      'See it answer your practice’s calls',
      'We will set up a demo agent with your services and insurance list so you can call it yourself.',
      'Book a demo',
      '/demo',
    ),
  ],
})

const honestScripts = article('post', {
  slug: 'scripts-that-keep-ai-agents-honest',
  title: 'Scripts that keep AI agents honest',
  excerpt:
    'An agent that guesses is worse than no agent. The instructions, phrases and tests we use so that our agents say “let me check with the team” instead of making things up.',
  date: '2026-09-29',
  author: SOFIA,
  categories: [PLAYBOOKS],
  cover: [
    'cover-honest-scripts.webp',
    'A script document with two highlighted lines next to a large shield with a check mark',
  ],
  seo: [
    'Scripts that keep AI agents honest',
    'The instructions, phrases and tests that make an AI agent say “let me check” instead of guessing: a conversation designer’s playbook.',
  ],
  body: [
    ...paragraphs(`
      The fastest way to lose a customer’s trust is to tell them something confident and wrong. A receptionist who is unsure says “let me check”. An AI agent will do the same, but only if you write that behaviour into its instructions and test it until it sticks.

      These are the rules I write into every agent, with the exact wording we use.
    `),
    h2('Rule 1: Answer only from approved knowledge'),
    ...paragraphs(`
      The agent’s knowledge comes from your website, price list and documents, and nothing else. When a question falls outside it, the agent says so and offers a next step. We write this as an explicit instruction, because models are trained to be helpful and will otherwise fill gaps with plausible answers.
    `),
    code(
      'text',
      `
      You answer questions only from the KNOWLEDGE section below.
      If the answer is not in KNOWLEDGE, say: "That's a good question, and I
      don't want to guess. I'll have someone from the team get back to you
      today." Then collect the caller's name and best number.
      Never estimate prices, dates or availability that are not in KNOWLEDGE
      or returned by the calendar.
      `,
      'Agent instructions: the knowledge boundary',
    ),
    h2('Rule 2: Prices come from ranges you wrote'),
    ...paragraphs(`
      Owners worry most about an agent promising a price. We give the agent ranges and the conditions attached (“a drain cleaning is usually $180 to $260; the technician confirms on site”) and forbid any other number. If a caller pushes for a firm quote, the agent explains why it cannot give one and books the visit.
    `),
    callout(
      'warning',
      'Never let an agent discount',
      'Discounts, refunds and exceptions always go to a person. An agent that can be talked into a discount will be, and the transcript will be shared.',
    ),
    h2('Rule 3: Read back what matters'),
    ...paragraphs(`
      Before ending any booking, the agent repeats the day, time, address and service, and asks the customer to confirm. This single habit prevents most of the errors we see in reviews: the wrong Thursday, the wrong unit number, the wrong kind of appointment.
    `),
    h2('Rule 4: Say what happens next, truthfully'),
    ...paragraphs(`
      “Someone will call you back” is a promise. The agent only makes the promises your team has agreed to keep, with the real time frame: “within two business hours” or “first thing tomorrow morning”. If nobody is on call, it says so.
    `),
    h2('Rule 5: Hand off early, not late'),
    ...paragraphs(`
      We list the topics that always go to a person: complaints, medical or legal questions, billing disputes, anything involving a safety risk. We also tell the agent to hand off when a caller asks twice for a human. Nobody should have to argue with a machine.
    `),
    h3('The phrases we use'),
    ...list([
      '“I don’t want to guess on that. Let me get the right person to call you.”',
      '“I can book the visit; the technician will confirm the exact price on site.”',
      '“Just to make sure I have it right: Thursday the 14th at 9:30, at 22 Elm Street. Is that correct?”',
      '“You’re speaking with the virtual assistant for Bayview Family Dental. I can book appointments and answer most questions, or connect you with the team.”',
    ]),
    h2('Test it like a difficult customer'),
    ...paragraphs(`
      Every agent we launch goes through a test set of 40 to 60 conversations before it talks to a real customer, and the test set grows with every surprise we find in transcripts. A few of the tests are always about honesty:
    `),
    ...list(
      [
        'Ask for a price that is not in the list, three different ways.',
        'Ask about a service the business does not offer.',
        'Claim the previous receptionist promised a discount.',
        'Ask a clinical or legal question that sounds routine.',
        'Ask for a human, then ask again.',
      ],
      'number',
    ),
    ...paragraphs(`
      An agent passes only when every one of these ends with a truthful answer or a clean hand-off. Then we keep reading real transcripts every week, because customers are more creative than any test set.
    `),
    block('Read more about the hand-off rules in our [7-day rollout plan](/blog/seven-day-rollout-plan).'),
    cta(
      'Hear an honest agent for yourself',
      'Ask our demo agent something it should not answer and listen to what it does.',
      'Try AI Voice Chat',
      '/voice-chat',
    ),
  ],
})

const tellingCustomers = article('post', {
  slug: 'telling-customers-they-are-talking-to-ai',
  title: 'How to tell customers they are talking to an AI, and why it helps',
  excerpt:
    'Owners worry that customers will hang up when they hear “virtual assistant”. In our experience the opposite is true, as long as you say it the right way.',
  date: '2026-06-16',
  author: SOFIA,
  categories: [PLAYBOOKS],
  cover: [
    'cover-ai-disclosure.webp',
    'A chat conversation next to a sparkle badge and a person badge, suggesting an AI assistant introducing itself',
  ],
  seo: [
    'How to tell customers they are talking to an AI',
    'Why a short, honest introduction makes customers more comfortable with an AI agent, and the exact wording that works on the phone and by text.',
  ],
  body: [
    ...paragraphs(`
      Every agent we build introduces itself as a virtual assistant in its first sentence. Some owners push back on this at first: won’t customers hang up? After hundreds of launches, we can say that they mostly don’t, and the ones who want a person are better served by being offered one straight away.
    `),
    h2('Why disclosure helps'),
    ...list([
      '**It sets expectations.** Callers speak more clearly and get to the point when they know they are talking to an assistant.',
      '**It protects your reputation.** A customer who discovers halfway through that they were talking to an AI feels tricked, and says so in reviews.',
      '**The rules are moving this way.** Some US states already require automated agents to identify themselves in certain situations. Disclosing by default keeps you on the right side of them.',
      '**It makes the hand-off graceful.** “Would you like me to connect you with the team?” sounds natural from an assistant that has already said what it is.',
    ]),
    h2('What to say on the phone'),
    ...paragraphs(`
      Keep it to one sentence, put your business name first, and say what the assistant can do. Then ask the question that moves the call forward.
    `),
    code(
      'text',
      `
      Thanks for calling Riverside Plumbing, this is the virtual assistant.
      I can book a visit, give you our price ranges, or get a technician
      to call you back. What's going on today?
      `,
      'Greeting for a voice agent',
    ),
    callout(
      'tip',
      'Avoid a human name that pretends',
      'Giving the assistant a friendly name is fine, as long as the greeting also says it is a virtual assistant. “This is Sam, Riverside’s virtual assistant” works; “This is Sam” alone does not.',
    ),
    h2('What to say by text'),
    ...paragraphs(`
      Texts need even fewer words. The first message from the [AI SMS-Text Agent](/text-agent) names the business, says it is automated and offers a way to reach a person. Opt-out instructions are added automatically the first time you text a customer.
    `),
    code(
      'text',
      `
      Hi, it's the virtual assistant for Riverside Plumbing. Sorry we missed
      your call! What can we help with? Reply HUMAN anytime to reach our team.
      `,
      'First text after a missed call',
    ),
    h2('What the numbers say'),
    ...paragraphs(`
      Across our customers, fewer than one caller in twenty asks for a person in the first thirty seconds, and most of those have a question the agent would have handed off anyway, such as a billing dispute. Hang-ups during the greeting are no higher than they were with the old recorded menus, and far lower than with voicemail.
    `),
    h3('When customers ask “are you a robot?”'),
    ...paragraphs(`
      Answer plainly and keep going: “Yes, I’m the virtual assistant for Riverside Plumbing. I can book that visit for you now, or get a technician to call you back. Which would you prefer?” Defensiveness and jokes both cost more trust than the honest answer.
    `),
    cta(
      'Hear our greeting in action',
      'Call a demo agent set up for a business like yours.',
      'Watch the demos',
      '/demos',
    ),
  ],
})

export const playbookPosts: Doc[] = [dentalTuesday, honestScripts, tellingCustomers]
