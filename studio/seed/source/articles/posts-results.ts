import { type Doc, h2, h3, inlineImage, list, paragraphs } from '../builders'
import { article, callout, code, cta } from './builders'
import { DANIEL, GETTING_STARTED, RESULTS } from './people'

/** Blog posts about putting a number on missed conversations and what an agent earns. */

const missedCallRevenue = article('post', {
  slug: 'missed-call-revenue',
  title: 'How to measure missed-call revenue (and what to do with the number)',
  excerpt:
    'A missed call is a customer deciding whether to try again or try someone else. A four-step method to put a monthly dollar figure on the calls your business does not answer.',
  date: '2026-05-05',
  author: DANIEL,
  categories: [RESULTS],
  cover: [
    'cover-missed-call-revenue.webp',
    'A phone showing a missed call beside a bar chart of answered and missed calls, with a dollar badge',
  ],
  seo: [
    'How to measure missed-call revenue',
    'A four-step method to put a monthly dollar figure on the calls your small business does not answer, with a worked example.',
  ],
  body: [
    ...paragraphs(`
      Every owner knows they miss calls. Very few know what those calls are worth, which makes it hard to decide what to spend on answering them. The good news is that you can put a defensible number on it in about an hour, with data you already have.
    `),
    h2('Step 1: Count the calls you miss'),
    ...paragraphs(`
      Export four weeks of call logs from your phone provider. Count every inbound call that was not answered by a person, including calls that reached voicemail. Then remove repeat callers who got through on a later attempt within the hour, and obvious spam.
    `),
    inlineImage(
      'inline-missed-call-chart.webp',
      'A bar chart of calls by hour of the day, with missed calls stacked on answered calls and peaking at lunch and after 5 p.m.',
      'Four weeks of calls at a home-services company, by hour. Teal bars are answered calls, coral bars are missed ones: lunch and the evening do most of the damage.',
    ),
    callout(
      'tip',
      'Look at when, not just how many',
      'Group missed calls by hour of the day. Most businesses find two or three clusters, typically lunch, the last hour of the day and evenings, which tells you exactly when coverage is needed.',
    ),
    h2('Step 2: Estimate how many were real opportunities'),
    ...paragraphs(`
      Not every missed call is a new customer. Listen to a sample of twenty voicemails, or call back twenty numbers, and sort them: new customer, existing customer with new work, existing customer with a question, and everything else. The share that are new or new work is your opportunity rate. For service businesses we usually see 30 to 50 percent.
    `),
    h2('Step 3: Estimate how many you would have won'),
    ...paragraphs(`
      Use your normal conversion rate for callers who reach a person. If seven in ten callers who talk to your team book a job, use 70 percent. Be conservative: callers who hit voicemail may already be comparing you with competitors.
    `),
    h2('Step 4: Multiply by what a customer is worth'),
    ...paragraphs(`
      Use your average first job value. If customers come back, consider first-year value instead, but be consistent. Put it together:
    `),
    code(
      'text',
      `
      Monthly missed-call revenue =
        missed calls per month
        x share that were real opportunities
        x share you would normally win
        x average value of a first job
      `,
      'The formula',
    ),
    h3('A worked example'),
    ...paragraphs(`
      A three-truck HVAC company missed 120 calls in four weeks. Listening to a sample showed 40 percent were real opportunities, and the office normally books 60 percent of callers. The average first job is $420.
    `),
    ...list([
      '120 × 0.40 = 48 real opportunities',
      '48 × 0.60 = about 29 jobs the company would normally have won',
      '29 × $420 = about $12,200 a month in missed first jobs',
    ]),
    ...paragraphs(`
      Even if only half of those callers would have booked, that is more than $6,000 a month, against $297 for an [AI Receptionist on the Starter plan](/pricing).
    `),
    callout(
      'warning',
      'Do not overclaim',
      'Some callers would have called back, or booked you next week anyway. Present the number as a range and use the low end when you compare it with the cost of answering. A number your team believes is worth more than a big one.',
    ),
    h2('What to do with the number'),
    ...list([
      '**Under $1,000 a month:** tighten your own coverage first, for example by staggering lunch breaks, and add missed-call text-back.',
      '**$1,000 to $5,000 a month:** an agent on overflow and after-hours calls usually pays for itself in the first weeks.',
      '**Over $5,000 a month:** answer every call on the first ring, and connect the agent to your calendar so it books instead of taking messages.',
    ]),
    ...paragraphs(`
      Then measure again a month after launch with the same method. The before and after is the only return-on-investment report you need.
    `),
    cta(
      'Get your missed-call estimate',
      'Send us your call log and we will run this calculation with you in a free consultation.',
      'Book a consultation',
      '/demo',
    ),
  ],
})

const afterHours = article('post', {
  slug: 'after-hours-calls-home-services',
  title: 'After-hours calls: what home-service companies lose between 6 p.m. and 8 a.m.',
  excerpt:
    'Burst pipes and dead furnaces do not keep office hours. What evening and weekend call data shows for plumbers, electricians and HVAC companies, and three ways to cover the gap.',
  date: '2026-07-21',
  author: DANIEL,
  categories: [RESULTS],
  cover: ['cover-after-hours.webp', 'A house under a night sky with a moon badge and a phone taking a call'],
  seo: [
    'After-hours calls: what home-service companies lose',
    'Evening and weekend call data for plumbers, electricians and HVAC companies, and three ways to cover the after-hours gap without burning out your team.',
  ],
  body: [
    ...paragraphs(`
      I grew up around an HVAC business, and the phone never stopped at 5 p.m. It just stopped being answered. Fifteen years later, the data from our home-service customers shows the same pattern: a third or more of inbound calls arrive outside office hours, and they are the calls most likely to turn into a job tonight.
    `),
    inlineImage(
      'inline-after-hours-heatmap.webp',
      'A grid of hours across the days of the week, brightest on weekday evenings and weekend days',
      'When home-service customers call, by day and hour. Bright cells are the busiest; weekday evenings and weekends stand out.',
    ),
    h2('Why after-hours calls are worth more'),
    ...list([
      '**They are urgent.** Nobody calls about a routine tune-up at 9 p.m. They call because water is on the floor.',
      '**They are less price-sensitive.** An emergency call-out fee is easier to accept when the alternative is a flooded basement.',
      '**The first business that answers wins.** Homeowners go down the search results until someone picks up.',
    ]),
    h2('Three ways to cover the gap'),
    h3('1. An on-call rotation'),
    ...paragraphs(`
      The traditional answer. It works, but technicians hate answering the phone at 2 a.m. to discover the call was about next week’s estimate. Rotations also tend to collapse in busy seasons, which is exactly when calls peak.
    `),
    h3('2. An answering service'),
    ...paragraphs(`
      Human operators take a message and page your on-call technician. Better than voicemail, but operators cannot see your calendar or price list, so most calls still end with “someone will call you back”, and the customer keeps dialling.
    `),
    h3('3. An AI receptionist that can triage and book'),
    ...paragraphs(`
      The agent answers every call on the first ring, asks your triage questions, and sorts calls into three kinds: emergencies it sends to the on-call technician with a summary, urgent jobs it books into the first slot tomorrow, and routine requests it books during normal hours. Your technician only wakes up for the calls that justify it.
    `),
    callout('note', 'Triage questions that work for plumbing', [
      'Is water actively leaking right now?',
      'Have you been able to turn off the water supply?',
      'Is the leak near electrical outlets or the panel?',
    ]),
    h2('What changes when every call is answered'),
    ...paragraphs(`
      Home-service customers who add after-hours coverage typically book several extra jobs a week in their first month, most of them emergency call-outs at premium rates. Just as important, the on-call technician is woken up less often, because the agent handles everything that can wait until morning.
    `),
    ...paragraphs(`
      To size the opportunity for your own business, use the method in [how to measure missed-call revenue](/blog/missed-call-revenue), but count only calls between 6 p.m. and 8 a.m. and on weekends.
    `),
    cta(
      'Cover tonight’s calls by next week',
      'Our AI Receptionist answers every after-hours call on the first ring and wakes your technician only for real emergencies.',
      'See the AI Receptionist',
      '/ai-receptionist',
    ),
  ],
})

const speedToLead = article('post', {
  slug: 'speed-to-lead-first-five-minutes',
  title: 'Speed to lead: why the first five minutes decide who wins the job',
  excerpt:
    'A web-form lead answered in five minutes is far more likely to book than one answered the next morning. How to measure your response time and get it under five minutes, every time.',
  date: '2026-10-27',
  author: DANIEL,
  categories: [RESULTS, GETTING_STARTED],
  cover: [
    'cover-speed-to-lead.webp',
    'A stopwatch ring with a lightning bolt at its centre, surrounded by phone, email and chat badges',
  ],
  seo: [
    'Speed to lead: why the first five minutes matter',
    'How to measure your lead response time and get every web-form, email and text lead answered in under five minutes.',
  ],
  body: [
    ...paragraphs(`
      When someone fills in the form on your website, they rarely fill in just yours. They are comparing three or four businesses, and the first one to reply with something useful usually gets the conversation. Sales teams call this speed to lead, and small businesses almost always lose on it, not for lack of effort but because the owner is on a job when the lead arrives.
    `),
    h2('Measure your response time first'),
    ...paragraphs(`
      Take your last 30 leads from every source: website form, email, texts and marketplace sites. For each, note when it arrived and when someone first replied with something more than an automatic acknowledgement. Sort them and look at the median and at the slowest quarter.
    `),
    callout(
      'tip',
      'Test yourself anonymously',
      'Fill in your own website form from a personal email address on a Tuesday at 7 p.m. and time the reply. Then do the same for two competitors.',
    ),
    h2('Why five minutes'),
    ...paragraphs(`
      Response-time studies have found for years that leads contacted within minutes are far more likely to turn into a real conversation than leads contacted hours later. The exact numbers vary by industry, but the shape is always the same: the drop is steepest in the first hour, and most of the value is gone by the next day. Five minutes is a target any business can hit with an agent, and that almost none can hit with people alone.
    `),
    h2('What a good first reply contains'),
    ...list(
      [
        'The customer’s name and the thing they asked about, so it is clearly not a form letter.',
        'One useful fact: a price range, an available time, or what happens next.',
        'One question that moves toward a booking.',
        'A way to reach a person.',
      ],
      'number',
    ),
    h2('How to get under five minutes, every time'),
    h3('Email and web-form leads'),
    ...paragraphs(`
      The [AI Email Agent](/email-agent) replies to every form and email lead within minutes, in your tone, asks the qualifying questions and offers times from your calendar. If the lead has not booked after two days, it follows up once, politely.
    `),
    h3('Phone and text leads'),
    ...paragraphs(`
      For calls, the [AI Receptionist](/ai-receptionist) answers on the first ring. For texts and missed calls, the [AI SMS-Text Agent](/text-agent) replies in seconds. For lists of older leads that never booked, [OutboundAI](/outbound-ai) calls back within the rules you set.
    `),
    h2('Keep measuring'),
    ...paragraphs(`
      Once an agent is answering, your median response time becomes a number you can watch every week in your conversation summaries. Track two more alongside it: the share of leads that book a first appointment, and how long it takes them to book.
    `),
    cta(
      'Reply to every lead in minutes',
      'See how the AI Email Agent answers a lead from your own website form.',
      'Book a demo',
      '/demo',
    ),
  ],
})

export const resultsPosts: Doc[] = [missedCallRevenue, afterHours, speedToLead]
