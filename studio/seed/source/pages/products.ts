import { calls } from '../calls'
import { visuals } from '../visuals'
import { bookingLink, chatLink, type Doc, link, page, seo } from '../builders'
import { caseStudies, STORIES } from '../customers'
import { callMe, faq, featureGrid, hero, industries, productGrid, stats, steps, testimonials } from '../sections'

/**
 * One page per product, plus /agent-gpt (custom knowledge assistants) and /chat (Michael).
 * Prices and claims follow pages/core.ts: Starter $297, Growth $697 ($499 setup),
 * Scale $1,497 ($1,500 setup); about 10x cheaper than staffing, live in days, 24/7.
 */

const voiceChatSection = (heading: string, intro: string, note: string) => ({
  _type: 'voiceChat',
  heading,
  intro,
  note,
})

const BOOK = bookingLink('Book a free consultation')

const voiceChat = page(
  'voice-chat',
  'AI Voice Chat',
  seo(
    'AI Voice Chat: talk to our voice agent in your browser',
    'A natural-sounding AI voice agent for your phone line and website. Talk to ours in your browser now. From $297/month, live in days.',
  ),
  [
    hero({
      eyebrow: 'AI Voice Chat',
      heading: 'Talk to an AI voice agent that sounds like your best employee',
      subheading:
        'Try it right now: you can talk to our voice agent in your browser. Start the voice chat on this page, allow your microphone and ask it anything about Kestrel AI. Then imagine it answering your customers, 24/7, from $297 a month.',
      primaryCta: BOOK,
      secondaryCta: link('Chat with Michael instead', '/chat'),
      call: calls.voiceChat,
    }),
    voiceChatSection(
      'Try it now, in your browser',
      'Press Start, allow your microphone and ask anything about Kestrel AI: pricing, setup time, or how an agent would handle your calls.',
      'Your microphone is used only during this conversation. Use headphones in a noisy room for the best results.',
    ),
    steps(
      'How the browser voice chat works',
      'No phone call and no app needed. It takes about ten seconds.',
      [
        [
          'Start the voice chat',
          'Press the voice chat button on this page. You need a secure (HTTPS) connection and an up-to-date Chrome, Firefox, Safari or Edge.',
        ],
        [
          'Allow your microphone',
          'Your browser asks once for microphone permission. We use it only for this conversation.',
        ],
        [
          'Talk naturally',
          'Ask about pricing, setup time or how an agent would work for your business. Interrupt it, change your mind, ask follow-ups: it keeps up.',
        ],
        [
          'Stop whenever you like',
          'End the conversation with one click. If you liked what you heard, book a free consultation and we will build one for you.',
        ],
      ],
      { collapsed: true },
    ),
    featureGrid(
      'What AI Voice Chat does for your business',
      'A voice agent that holds a real conversation, not a phone menu.',
      [
        [
          'Natural, human-sounding voice',
          'It understands interruptions, accents and "um, actually", and answers in under a second without hold music.',
          'headset',
        ],
        [
          'On your phone line and your website',
          'Customers call your number or press one button on your site and talk from the browser, 24/7 and on holidays, from $297 a month: about a tenth of the cost of staffing the same hours.',
          'globe',
        ],
        [
          'Knows your business',
          'Trained on your services, prices, hours, service area and policies, and says "let me get someone" instead of guessing.',
          'sparkles',
        ],
        [
          'Books while it talks',
          'Checks your real availability and books the appointment in Google Calendar, Outlook or your CRM during the call.',
          'calendar',
        ],
        [
          'Hands off to your team',
          'Warm-transfers urgent or high-value callers to the right person with a one-line summary.',
          'users',
        ],
        [
          'A summary after every call',
          "You get the caller's details, what they asked and what was booked, by text or email, plus a full transcript.",
          'chart',
        ],
      ],
      'list',
    ),
    testimonials('Voice agents at work', 'What owners hear back from their customers.', [
      {
        quote:
          'Customers tell us they could not believe it was not a person. It knows our service area down to the zip code and books emergency calls straight into the on-call calendar.',
        name: 'Tom Becker',
        role: 'Owner',
        company: 'Northwind Heating',
      },
      {
        quote:
          'We put the voice button on our booking page. People who would never fill in a form now just ask their questions out loud, and about a third of them book a consultation.',
        name: 'Rachel Kim',
        role: 'Marketing manager',
        company: 'Lumen Cosmetic Dentistry',
      },
    ]),
    faq('AI Voice Chat questions', 'About the voice agent and the browser voice chat.', [
      [
        'Can my website visitors really talk to it from the browser?',
        'Yes. We add a voice chat button to your site. Visitors press it, allow their microphone and talk, just like the demo on this page. It works in current versions of Chrome, Firefox, Safari and Edge over a secure HTTPS connection, on desktop and mobile.',
      ],
      [
        'Does it sound robotic?',
        'No. We use natural, expressive voices with human pacing, and the agent handles interruptions and pauses the way a person does. You pick the voice that fits your brand during setup.',
      ],
      [
        'Can it use my existing phone number?',
        'Yes. Forward your number to the agent all the time, after hours only, or when your team does not pick up within a set number of rings. We can also give you a new local or toll-free number.',
      ],
      [
        'How many calls can it handle at once?',
        'As many as come in. Unlike a front desk, a voice agent never puts one caller on hold to answer another.',
      ],
      [
        'Are conversations recorded?',
        "For your business's agent, only if you want them to be: recordings and transcripts are kept encrypted for 90 days by default, or not at all, and never used to train public AI models. Demo conversations on this page are handled as described in our Privacy Statement.",
        ['Do you record calls?', 'Are calls recorded and stored?'],
      ],
      [
        'What languages does it speak?',
        'English, with good handling of regional accents. If a caller needs another language, it takes their details and passes them to your team.',
      ],
    ]),
    callMe(
      'Prefer a real phone call?',
      'No microphone needed: enter your number and our voice agent calls you in about 30 seconds.',
    ),
    productGrid('Pairs well with AI Voice Chat', 'Voice is often the first agent; these complete the picture.', [
      'ai-receptionist',
      'ai-sms-text-agent',
      'outbound-ai',
    ]),
  ],
)

const aiReceptionist = page(
  'ai-receptionist',
  'AI Receptionist',
  seo(
    'AI Receptionist: every call answered 24/7',
    'An AI receptionist that answers on the first ring, books appointments and transfers urgent calls. From $297/month, live in days.',
  ),
  [
    hero({
      eyebrow: 'AI Receptionist',
      heading: 'An AI receptionist that answers every call on the first ring',
      subheading:
        'Greets callers by your business name, answers their questions, books appointments and sends urgent calls to you, nights, weekends and holidays included. Live in as few as 3 business days, from $297 a month.',
      primaryCta: BOOK,
      secondaryCta: link('Hear a voice agent live', '/voice-chat'),
      call: calls.receptionist,
    }),
    featureGrid('What your AI Receptionist handles', 'Everything a great front desk does on the phone.', [
      [
        'Answers on the first ring',
        'Every call, 24/7, several at once. Nobody hears a busy signal or a voicemail greeting again.',
        'phone',
      ],
      [
        'Books, moves and cancels',
        'Checks real availability in your calendar or scheduling software and confirms by text.',
        'calendar',
      ],
      [
        'Answers common questions',
        "Hours, prices, service area, insurance, parking, directions: the questions that eat your team's day.",
        'message',
      ],
      [
        'Routes urgent calls',
        'Warm-transfers emergencies and VIPs to the right person, following the rules you set.',
        'bolt',
      ],
      [
        'Takes perfect messages',
        'Name, number, reason for calling and urgency, texted to you within seconds. No more illegible sticky notes.',
        'mail',
      ],
      [
        'Screens out spam',
        'Filters robocalls and sales pitches so your team only hears from real customers.',
        'shield',
      ],
    ]),
    visuals.weekOfCalls,
    industries(
      'Built for businesses that live on the phone',
      'Pre-trained playbooks for the calls each industry gets.',
      [
        {
          name: 'Home services',
          description:
            'Emergency triage, service-area checks and job booking in ServiceTitan, Jobber or Housecall Pro for plumbers, electricians and HVAC.',
          icon: 'building',
        },
        {
          name: 'Dental and medical clinics',
          description:
            'New-patient booking, insurance questions and recall appointments, synced with Dentrix or Open Dental.',
          icon: 'calendar',
        },
        {
          name: 'Law firms',
          description:
            'New-client intake by practice area and consultation booking with the right attorney, day or night.',
          icon: 'shield',
        },
        {
          name: 'Real estate',
          description: 'Listing questions and showing requests answered while your agents are out in the field.',
          icon: 'home',
        },
        {
          name: 'Car dealerships',
          description: 'Service appointments, recall questions and loaner availability without tying up your advisors.',
          icon: 'car',
        },
        {
          name: 'Hotels',
          description: 'Reservations, guest requests and front-desk questions handled at any hour.',
          icon: 'bed',
        },
      ],
    ),
    caseStudies('Front desks that stopped missing calls', 'Two businesses, measured after launch.', [
      STORIES.bayview,
      STORIES.riverside,
    ]),
    faq('AI Receptionist questions', 'What owners ask before switching on their AI front desk.', [
      [
        'Do I keep my business phone number?',
        'Yes. You forward your existing number to the agent: all the time, only after hours, or only when nobody picks up within a set number of rings. Your customers dial the same number they always have.',
      ],
      [
        'How does it know when I am available?',
        'It reads your real calendar or scheduling software, such as Google Calendar, Outlook, Calendly, ServiceTitan, Jobber or Dentrix, and only offers open slots that follow your rules, like travel time between jobs.',
      ],
      [
        'Can it transfer calls to me or my staff?',
        'Yes. You decide which calls are transferred and to whom, for example emergencies to the on-call technician and billing questions to the office. The agent tells your team who is calling and why before connecting them.',
      ],
      [
        'What if a caller insists on talking to a human?',
        'The agent transfers them or, outside your hours, takes a detailed message and promises a callback at the time you set. It never traps anyone in a loop.',
        ['Can callers reach a real person?', 'Can the agent hand a call to my staff?'],
      ],
      [
        'How much does it cost compared with a receptionist?',
        'The AI Receptionist starts at $297 a month on the Starter plan with no setup fee, including 500 voice minutes. A full-time receptionist costs about $3,500 a month and covers 40 hours a week; the agent covers all 168.',
      ],
    ]),
    callMe(
      'Have our AI receptionist call you',
      'Enter your number and it rings you in about 30 seconds: the same agent your callers would hear, greeting you by name.',
    ),
    productGrid('Complete your front desk', 'Most clients pair the AI Receptionist with one of these.', [
      'ai-sms-text-agent',
      'ai-email-agent',
      'ai-voice-chat',
    ]),
  ],
)

const emailAgent = page(
  'email-agent',
  'AI Email Agent',
  seo(
    'AI Email Agent: replies in minutes, in your tone',
    'An AI email agent that answers customer emails in minutes, drafts sensitive replies for approval and routes the rest. From $297/month.',
  ),
  [
    hero({
      eyebrow: 'AI Email Agent',
      heading: 'An AI email agent that replies in minutes, not days',
      subheading:
        'It reads your shared inbox and web forms, answers routine questions on its own in your tone, drafts sensitive replies for approval and routes the rest to the right person. Customers get a complete answer while they are still interested.',
      primaryCta: BOOK,
      secondaryCta: link('See pricing', '/pricing'),
      call: calls.email,
    }),
    featureGrid('What the AI Email Agent does', 'A tireless inbox assistant that knows your business.', [
      [
        'Replies around the clock',
        'Quote requests, order questions and bookings answered within minutes, even on Sunday night.',
        'clock',
      ],
      [
        'Writes like your team',
        'Trained on your past replies, so it matches your tone, greeting and sign-off.',
        'mail',
      ],
      [
        'Approval when it matters',
        'Refunds, complaints and anything you flag are drafted for a human to approve before sending.',
        'check',
      ],
      [
        'Sorts and routes',
        'Tags each email as lead, support, billing or spam and sends it to the right person with a summary.',
        'workflow',
      ],
      [
        'Looks things up',
        'Checks order status, availability or appointment times in your systems before it answers.',
        'plug',
      ],
      ['Follows up', 'Nudges leads who have not replied and books them when they are ready.', 'calendar'],
    ]),
    visuals.inboxReplies,
    steps('How an email is handled', 'From inbox to resolved, usually in under five minutes.', [
      ['Read and understand', 'The agent reads the email and any attachments and works out what the customer needs.'],
      [
        'Decide',
        'Routine question: answer it. Sensitive: draft it for approval. Outside its scope: route it to the right person.',
      ],
      [
        'Act in your tools',
        'It books the appointment, updates the CRM or looks up the order, then replies with the specifics.',
      ],
      ['Follow through', 'If the customer goes quiet, it follows up after the interval you choose, then stops.'],
    ]),
    testimonials('Inboxes that take care of themselves', 'Small teams that stopped drowning in email.', [
      {
        quote:
          'We used to answer quote requests the next afternoon. Now the agent replies in minutes, asks for yard size and photos, and books the site visit. We won more spring jobs than ever.',
        name: 'Jake Walsh',
        role: 'Owner',
        company: 'Greenway Landscaping',
      },
      {
        quote:
          '"Where is my sofa?" was half our inbox. The agent checks the delivery schedule and answers with the exact window. My team handles the tricky ones.',
        name: 'Monica Lane',
        role: 'Customer service lead',
        company: 'Hearth Home Furniture',
      },
      {
        quote:
          'Tenant emails come in at all hours. Maintenance requests are logged and acknowledged instantly, and anything urgent goes straight to our on-call manager.',
        name: 'Greg Hollis',
        role: 'Operations manager',
        company: 'Parkside Property Management',
      },
    ]),
    faq('AI Email Agent questions', 'How it works with your inbox.', [
      [
        'Which email systems does it work with?',
        'Gmail and Google Workspace, Microsoft 365 and Outlook, and help desks such as Zendesk, Help Scout and Freshdesk. It can also answer your website contact forms.',
      ],
      [
        'Will it send emails without my approval?',
        'Only the kinds you approve. Most clients let it answer routine questions on its own and require approval for refunds, complaints and anything involving money. You can change those rules at any time.',
      ],
      [
        'Can it read attachments?',
        'Yes. It reads PDFs, images and common documents, for example photos of a damaged product or a signed form, and uses them in its reply or routes them to the right person.',
      ],
      [
        'How does it learn our tone?',
        'During setup we train it on a sample of your past replies and your policies. You review the first replies and we tune until they sound like you.',
      ],
      [
        'What does it cost?',
        'The AI Email Agent starts at $297 a month on the Starter plan with 2,000 messages included and no setup fee. It is also available on Growth and Scale alongside other agents.',
      ],
    ]),
    productGrid('Works well with the AI Email Agent', 'Cover every channel your customers use.', [
      'ai-sms-text-agent',
      'ai-receptionist',
      'ai-workflow-agent',
    ]),
  ],
)

const textAgent = page(
  'text-agent',
  'AI SMS-Text Agent',
  seo(
    'AI SMS-Text Agent: two-way texting that books',
    'An AI text agent that texts back missed calls, confirms and reminds appointments, rebooks no-shows and collects reviews. From $297/month.',
  ),
  [
    hero({
      eyebrow: 'AI SMS-Text Agent',
      heading: 'Two-way texting that books, reminds and rebooks for you',
      subheading:
        'Most customers would rather text than call. The AI SMS-Text Agent runs real conversations from your business number: it texts back missed calls in seconds, confirms appointments, rebooks no-shows and asks happy customers for reviews.',
      primaryCta: BOOK,
      secondaryCta: link('See pricing', '/pricing'),
      call: calls.text,
    }),
    featureGrid('What the AI SMS-Text Agent does', 'Real conversations, not "Reply 1 for yes".', [
      [
        'Missed-call text-back',
        'When you cannot pick up, the caller gets a friendly text within seconds and the conversation continues there.',
        'phone',
      ],
      [
        'Confirmations and reminders',
        'Confirms each booking and reminds customers the day before, so fewer people forget.',
        'calendar',
      ],
      [
        'Understands free-form replies',
        '"Can we do Thursday after 3 instead?" is understood and rebooked without a human.',
        'message',
      ],
      [
        'Rebooks no-shows',
        'Reaches out after a missed appointment with new times, instead of letting the customer drift away.',
        'clock',
      ],
      [
        'Collects reviews',
        'Asks for feedback after each job and sends happy customers your Google review link.',
        'sparkles',
      ],
      [
        'Compliant by design',
        'Opt-outs are honored instantly, and messages go out only at reasonable hours.',
        'shield',
      ],
    ]),
    stats('Why texting works', 'Texts get read, and answered.', [
      ['< 10 sec', 'To text back a missed call', 'Before the caller has time to dial a competitor.'],
      ['24/7', 'Replies at any hour', 'Customers text at 11 p.m.; the agent answers at 11 p.m.'],
      ['$297', 'Per month on Starter', '2,000 messages included, no setup fee.'],
    ]),
    industries('Where texting pays off fastest', 'Businesses whose customers live on their phones.', [
      {
        name: 'Salons and spas',
        description: 'Booking, reminders and rebooking by text, with fewer empty chairs.',
        icon: 'calendar',
        businessName: 'salon',
        terms: ['salon', 'spa', 'barber', 'barbershop', 'beauty', 'nail salon', 'hair salon'],
      },
      {
        name: 'Home services',
        description: 'Missed-call text-back for crews on the job, plus arrival-window updates.',
        icon: 'building',
      },
      {
        name: 'Dental and medical clinics',
        description: 'Appointment confirmations and recall reminders that cut no-shows.',
        icon: 'check',
      },
      {
        name: 'Car dealerships',
        description: 'Service reminders, "your car is ready" texts and follow-up on sales inquiries.',
        icon: 'car',
      },
      {
        name: 'Hotels',
        description: 'Guests text for towels, late checkout and restaurant tips, answered day and night.',
        icon: 'bed',
      },
      {
        name: 'Retail',
        description: 'Order-ready notices, stock questions and returns handled by text.',
        icon: 'store',
      },
    ]),
    faq('AI SMS-Text Agent questions', 'About texting with your customers.', [
      [
        'Can it text from my existing business number?',
        'In most cases, yes, including many landlines. We enable texting on your current number so customers see the number they already know. If that is not possible, we give you a new local number.',
      ],
      [
        'Do I need to register for business texting?',
        'US carriers require business texting registration. We handle the paperwork for you; it usually completes within a few days, and we can start on a temporary number in the meantime.',
        ['Is business texting compliant?', 'Do you handle 10DLC registration?'],
      ],
      [
        'How do opt-outs work?',
        'Anyone who replies STOP is removed immediately and never texted again. The agent only sends messages at reasonable local hours and only to customers who have contacted you or agreed to hear from you.',
      ],
      [
        'What if a customer asks something complicated?',
        'The agent answers what it knows from your approved information. For anything else, it tells the customer a person will follow up and sends your team the conversation.',
      ],
      [
        'What counts toward my message allowance?',
        'Every text the agent sends or receives counts as one message. Starter includes 2,000 messages a month; extra messages are $0.03 each.',
      ],
    ]),
    productGrid('Add these to your text agent', 'Cover calls and inboxes too.', [
      'ai-receptionist',
      'ai-email-agent',
      'outbound-ai',
    ]),
  ],
)

const virtualSe = page(
  'getvirtual-se',
  'Virtual SE',
  seo(
    'Virtual SE: an AI pre-sales engineer on call 24/7',
    'Virtual SE answers technical product questions, runs tailored demos and qualifies prospects from your own documentation. On the Scale plan.',
  ),
  [
    hero({
      eyebrow: 'Virtual SE',
      heading: 'A virtual sales engineer for every prospect, at any hour',
      subheading:
        'If you sell technical products or services, your best engineer is also your biggest bottleneck. Virtual SE answers detailed technical questions from your own documentation, walks prospects through a tailored demo and hands your sales team qualified opportunities.',
      primaryCta: BOOK,
      secondaryCta: link('Compare plans', '/pricing'),
      call: calls.virtualSe,
    }),
    featureGrid('What Virtual SE does', 'The pre-sales work that keeps your experts from closing.', [
      [
        'Answers technical questions',
        'Specs, compatibility, installation requirements and certifications, answered from your manuals and spec sheets, with the source cited.',
        'presentation',
      ],
      [
        'Runs tailored demos',
        'Walks each prospect through the features that matter for their use case, by chat, voice or email.',
        'sparkles',
      ],
      [
        'Qualifies against your criteria',
        'Asks about budget, timeline, size and requirements, and scores fit against your ideal customer.',
        'check',
      ],
      [
        'Drafts first-pass proposals',
        'Suggests configurations and a draft bill of materials for your engineer to review, not send blind.',
        'workflow',
      ],
      [
        'Briefs your team',
        'Every qualified prospect arrives in your CRM with a summary, requirements and open questions.',
        'users',
      ],
      ['Knows its limits', "Flags anything that needs an engineer's judgment instead of guessing at a spec.", 'shield'],
    ]),
    steps('How we build your Virtual SE', 'Live in days, even with a thick product catalog.', [
      ['Gather your knowledge', 'You send spec sheets, manuals, FAQs, past proposals and your pricing rules.'],
      [
        'Build and verify',
        'We build the knowledge base and test it with the 100 questions your engineers hear most, until the answers match theirs.',
      ],
      [
        'Set qualification rules',
        'Together we define what a good-fit prospect looks like and when a human takes over.',
      ],
      [
        'Launch and review',
        'Virtual SE goes live on your website, phone or inbox, and your engineers review its conversations weekly at first.',
      ],
    ]),
    testimonials('Sales teams with an engineer on call', 'Businesses that sell technical products.', [
      {
        quote:
          'Contractors ask our Virtual SE to size rooftop units at six in the morning before they bid. It does the first pass, and our engineers only look at the jobs that are real.',
        name: 'Brian Okoro',
        role: 'Sales director',
        company: 'Coldfront HVAC Supply',
      },
      {
        quote:
          'Security and integration questionnaires used to take a week. Prospects now get answers on the first call, and our sales cycle is noticeably shorter.',
        name: 'Nadia Petrova',
        role: 'Founder',
        company: 'Clearpath IT',
      },
      {
        quote:
          'Homeowners upload a utility bill and get a system size and savings range before we ever visit. Our site visits are with people who are ready to buy.',
        name: 'Chris Vega',
        role: 'Owner',
        company: 'Sunvale Solar',
      },
    ]),
    faq('Virtual SE questions', 'About an AI pre-sales engineer for your business.', [
      [
        'What documentation does it need?',
        'Whatever your engineers use: spec sheets, installation manuals, compatibility charts, FAQs, past proposals and pricing rules. PDFs, spreadsheets and web pages all work.',
      ],
      [
        'What if it gets a technical answer wrong?',
        'It answers only from your approved documents and cites the source. When a question needs judgment or is not covered, it says so and routes it to your engineer. Your team reviews conversations weekly at launch.',
      ],
      [
        'Can it quote prices?',
        'Yes, if you want it to, using your price lists and discount rules. Many clients let it give ranges and leave final quotes to a human.',
      ],
      [
        'Does it connect to our CRM?',
        'Yes. Qualified prospects are created in HubSpot, Salesforce, Pipedrive or Zoho with a full brief and the conversation transcript.',
      ],
      [
        'Which plan includes Virtual SE?',
        'Virtual SE is included in the Scale plan at $1,497 a month plus a one-time $1,500 setup, together with all six other agents.',
      ],
    ]),
    productGrid('Round out your sales team', 'Agents that pair naturally with Virtual SE.', [
      'outbound-ai',
      'ai-workflow-agent',
      'ai-email-agent',
    ]),
  ],
)

const outboundAi = page(
  'outbound-ai',
  'OutboundAI',
  seo(
    'OutboundAI: call every lead back in five minutes',
    'OutboundAI calls new leads within minutes, follows up quotes and reminds past customers, then books them. Calling rules built in.',
  ),
  [
    hero({
      eyebrow: 'OutboundAI',
      heading: 'OutboundAI calls every lead back within five minutes',
      subheading:
        'The business that calls first usually wins the job. OutboundAI calls new leads within minutes, follows up on quotes that went quiet and reminds past customers when they are due, then books the appointment and logs the result in your CRM.',
      primaryCta: BOOK,
      secondaryCta: link('Compare plans', '/pricing'),
      call: calls.outbound,
    }),
    featureGrid('What OutboundAI does', 'The follow-up calls your team means to make but never has time for.', [
      ['Speed to lead', 'Calls every new web, portal or ad lead within five minutes, day or evening.', 'bolt'],
      [
        'Quote follow-up',
        'Calls prospects who received a quote and went silent, answers questions and books the next step.',
        'message',
      ],
      [
        'Reactivation',
        'Works through past-customer lists for service reminders, renewals and seasonal offers.',
        'users',
      ],
      ['Books and logs', 'Books appointments in your calendar and records every outcome in your CRM.', 'calendar'],
      ['Live handoff', 'Transfers hot prospects to a salesperson on the same call.', 'phone'],
      [
        'Calling rules built in',
        'Permitted hours, do-not-call lists and consent records are checked before every call.',
        'shield',
      ],
    ]),
    stats('The case for calling first', 'What OutboundAI changes for your pipeline.', [
      ['5 min', 'From new lead to first call', "Before the lead has filled in a competitor's form."],
      ['100%', 'Of leads called back', 'Not just the ones someone had time for.'],
      ['10x', 'Lower cost than a calling team', 'No hiring, training or turnover.'],
    ]),
    industries('Who uses OutboundAI', 'Businesses where follow-up is money.', [
      {
        name: 'Real estate',
        description: 'Call portal and open-house leads within minutes and book showings.',
        icon: 'home',
      },
      {
        name: 'Car dealerships',
        description: 'Follow up internet leads and call customers due for service to fill open bays.',
        icon: 'car',
      },
      {
        name: 'Home improvement',
        description: 'Follow up every unanswered kitchen, roofing or window quote after a few days.',
        icon: 'building',
      },
      {
        name: 'Dental and medical clinics',
        description: 'Recall calls for patients overdue for a cleaning or checkup.',
        icon: 'calendar',
      },
    ]),
    faq('OutboundAI questions', 'About AI outbound calling.', [
      [
        'Is AI outbound calling legal?',
        'Yes, when it is done right, and we build it to be. OutboundAI calls only people who gave you consent or are existing customers, calls within permitted local hours, identifies itself and your business, and honors do-not-call requests immediately. We review your lists and consent records during setup.',
        ['Is AI cold calling compliant?', 'Do you follow do-not-call rules?'],
      ],
      [
        'What happens if it reaches voicemail?',
        "It leaves a short, personal message in your business's name and, if you like, follows up by text. You decide how many attempts it makes.",
      ],
      [
        'Which number does it call from?',
        'Your business number or a dedicated local number, so people recognize who is calling.',
      ],
      [
        'Can a salesperson take over during a call?',
        'Yes. When a prospect is ready or asks for a person, OutboundAI transfers them live to the salesperson on duty with a summary.',
      ],
      [
        'Which plan includes OutboundAI?',
        'OutboundAI is included in the Scale plan at $1,497 a month plus a one-time $1,500 setup, with 5,000 voice minutes shared across your agents.',
      ],
    ]),
    productGrid('Pairs well with OutboundAI', 'Cover the conversations that come back in.', [
      'ai-receptionist',
      'ai-sms-text-agent',
      'virtual-se',
    ]),
  ],
)

const agentGptBuilder = page(
  'agent-gpt-builder',
  'AI Workflow Agent Builder',
  seo(
    'Build your own AI workflow agent',
    'Describe a repetitive process in plain English and we turn it into an AI workflow agent that runs across your tools. From $697/month.',
  ),
  [
    hero({
      eyebrow: 'AI Workflow Agent',
      heading: 'Build your own AI workflow agent, no code required',
      subheading:
        'Intake, quoting, invoicing, data entry, document chasing: describe the process in plain English and we turn it into an agent that runs it across the tools you already use, with your approval at every step that matters.',
      primaryCta: BOOK,
      secondaryCta: link('See the Growth plan', '/pricing'),
      call: calls.workflow,
    }),
    featureGrid('What you can build', 'An agent that works your back office the way your best admin would.', [
      [
        'Describe it in plain English',
        '"When a new client signs, collect their documents, check they are complete and book the kickoff." That is the starting point.',
        'message',
      ],
      [
        'Connect your tools',
        'CRM, calendar, QuickBooks, Google Sheets, email, e-signature and industry software, through direct integrations or Zapier.',
        'plug',
      ],
      [
        'Reads documents',
        'Pulls the details you need from PDFs, forms, invoices and emails, and flags anything missing.',
        'sparkles',
      ],
      [
        'Approval steps',
        'Anything that spends money, sends a contract or contacts a customer for the first time can wait for a person to approve.',
        'check',
      ],
      ['Full activity log', 'See every step the agent took, when and why, and undo what needs undoing.', 'chart'],
      ['Starts from a template', 'Begin from proven workflows for your industry instead of a blank page.', 'workflow'],
    ]),
    visuals.workflowRun,
    steps('From idea to running agent', 'Most workflow agents are live within 7 days.', [
      [
        'Describe the workflow',
        'On a call or in the builder, walk us through the process as you would explain it to a new hire.',
      ],
      ['Map and connect', 'We map each step, connect the tools involved and agree which steps need your approval.'],
      [
        'Test on real examples',
        "The agent runs on last month's real cases in a sandbox, so you can check every result before it touches live data.",
      ],
      ['Go live with guardrails', 'Switch it on with approvals in place, then relax them as you gain confidence.'],
    ]),
    industries('Workflows our clients run', 'Real back-office processes, handed to an agent.', [
      {
        name: 'Accounting firms',
        description:
          'New-client intake: collect documents, check completeness, create the client record and book the kickoff.',
        icon: 'users',
      },
      {
        name: 'Contractors',
        description: 'Turn finished job tickets into QuickBooks invoices and follow up until they are paid.',
        icon: 'building',
      },
      {
        name: 'Real-estate brokerages',
        description: 'Fill listing paperwork from the seller questionnaire and chase missing signatures.',
        icon: 'home',
      },
      {
        name: 'Law firms',
        description: 'Gather intake documents, prepare conflict-check details and open the matter.',
        icon: 'shield',
      },
      {
        name: 'Clinics',
        description: 'Process referrals, verify details and schedule the first appointment.',
        icon: 'calendar',
      },
      {
        name: 'Retailers',
        description: 'Watch stock levels, draft reorders for approval and update the product catalog.',
        icon: 'store',
      },
    ]),
    faq('Workflow agent questions', 'About building your own agent.', [
      [
        'Do I need to know how to code?',
        'No. You describe the process in plain English, and our team and builder do the rest. You review and approve each step before it goes live.',
      ],
      [
        'What happens if the agent makes a mistake?',
        'Every action is logged and most can be undone. Steps with real consequences, like payments or contracts, wait for your approval. When the agent is unsure, it asks a person instead of guessing.',
      ],
      [
        'Can I change the workflow later?',
        'Yes. Describe the change and we update and retest the agent, usually within a day or two. Processes change, and your agent should too.',
      ],
      [
        'Which tools can it work with?',
        'Common ones include HubSpot, Salesforce, QuickBooks, Xero, Google Workspace, Microsoft 365, DocuSign, ServiceTitan, Clio and Shopify. Anything with an API can be connected through Zapier, Make or a webhook.',
      ],
      [
        'Which plan includes the AI Workflow Agent?',
        'The Growth plan at $697 a month plus a one-time $499 setup, which also covers up to two more agents. Scale includes it alongside all seven agents.',
      ],
    ]),
    productGrid('Pairs well with a workflow agent', 'Let customer-facing agents feed your workflows.', [
      'ai-email-agent',
      'ai-receptionist',
      'virtual-se',
    ]),
  ],
)

const agentGpt = page(
  'agent-gpt',
  'Custom GPT Assistants',
  seo(
    'Custom GPT assistants trained on your business',
    'Custom GPT-style assistants trained on your own documents, for your customers and your staff. Included in Growth and Scale plans.',
  ),
  [
    hero({
      eyebrow: 'Custom GPT assistants',
      heading: 'Custom GPT assistants trained on your own business knowledge',
      subheading:
        "A ChatGPT-style assistant that knows your price lists, policies, manuals and procedures, and answers only from them. Put it on your website for customers or in your team's hands for staff, with the sources cited.",
      primaryCta: BOOK,
      secondaryCta: link('Chat with Michael', '/chat'),
    }),
    featureGrid('What a custom assistant gives you', 'General AI knows the internet. Yours knows your business.', [
      [
        'Trained on your documents',
        'Price lists, policies, manuals, handbooks, past proposals and your website, turned into one searchable knowledge base.',
        'sparkles',
      ],
      [
        'Answers with sources',
        'Every answer links to the document it came from, so staff and customers can check it.',
        'check',
      ],
      [
        'For customers or for staff',
        'A public assistant on your website, or a private one for your team in the browser, Slack or Microsoft Teams.',
        'users',
      ],
      ['Stays current', 'Connect a shared drive and it picks up new and changed documents automatically.', 'clock'],
      ['Permissions respected', 'Staff only see answers from documents they are allowed to see.', 'shield'],
      [
        'Says when it does not know',
        'If the answer is not in your knowledge, it says so and points to the right person.',
        'message',
      ],
    ]),
    steps('How we build your assistant', 'Live within days of receiving your documents.', [
      [
        'Gather your knowledge',
        'Share the folders, PDFs and pages your team relies on. We help decide what to include and what to leave out.',
      ],
      [
        'Build the knowledge base',
        "We organize and index everything, set the assistant's tone and its rules for what it may and may not answer.",
      ],
      [
        'Test with real questions',
        'We test it with the questions your customers and staff actually ask and fix the gaps together.',
      ],
      [
        'Deploy and refresh',
        'Launch on your website or with your team; the knowledge base updates as your documents change.',
      ],
    ]),
    industries('Assistants our clients use every day', 'Where a business-specific GPT saves the most time.', [
      {
        name: 'Law firms',
        description:
          'Staff search internal procedures, templates and practice notes in seconds instead of asking a partner.',
        icon: 'shield',
      },
      {
        name: 'Dental and medical clinics',
        description: 'Front-desk staff get instant answers on insurance rules, procedures and office policies.',
        icon: 'calendar',
      },
      {
        name: 'Car dealerships',
        description: 'Service advisors ask about maintenance schedules and warranty coverage in plain English.',
        icon: 'car',
      },
      {
        name: 'Hotels',
        description: 'Guests ask about amenities, dining and local tips; staff look up procedures at 3 a.m.',
        icon: 'bed',
      },
      {
        name: 'Retail',
        description: 'Customers get product comparisons and sizing advice from your own catalog.',
        icon: 'store',
      },
      {
        name: 'Property management',
        description: 'Tenants and staff get answers from leases, house rules and maintenance procedures.',
        icon: 'home',
      },
    ]),
    faq('Custom assistant questions', 'About GPT-style assistants trained on your knowledge.', [
      [
        'How is this different from using ChatGPT?',
        'A general chatbot answers from the internet and can make things up about your business. Your custom assistant answers only from your approved documents, cites its sources, respects staff permissions, and says when it does not know.',
      ],
      [
        'Is our data used to train public AI models?',
        'No. Your documents and conversations are encrypted, stored in US data centers and never used to train public models. You can remove any document, and everything learned from it, at any time.',
        ['Do you train AI on my data?', 'Will my conversations train ChatGPT?'],
      ],
      [
        'What kinds of documents can it learn from?',
        'PDFs, Word documents, spreadsheets, web pages, help-center articles and shared drives such as Google Drive, OneDrive and SharePoint.',
      ],
      [
        'How does it stay up to date?',
        'Connect a shared folder and the assistant re-indexes new and changed documents automatically, usually within the hour.',
      ],
      [
        'What does it cost?',
        'Custom assistants are built on the custom knowledge base included in the Growth plan ($697 a month plus a one-time $499 setup) and the Scale plan ($1,497 a month plus a one-time $1,500 setup).',
      ],
    ]),
    productGrid('Put your knowledge to work', 'Every one of these agents can answer from the same knowledge base.', [
      'ai-workflow-agent',
      'ai-voice-chat',
      'ai-email-agent',
    ]),
  ],
)

const chat = page(
  'chat',
  'Chat with Michael',
  seo(
    'Chat with Michael, our AI agent guide',
    'Ask Michael, the Kestrel AI chat agent, about our AI agents, pricing and setup, and book a free consultation. See what a chat agent can do.',
  ),
  [
    hero({
      eyebrow: 'Talk to an AI agent',
      heading: 'Chat with Michael, your AI agent guide',
      subheading:
        'Michael is our own AI chat agent. Open the chat and ask him anything about Kestrel AI: which agent fits your business, what it costs and how fast it can go live. He can also book your free consultation.',
      primaryCta: chatLink('Chat with Michael now'),
      secondaryCta: BOOK,
    }),
    featureGrid(
      'What Michael can do for you',
      'A working example of a chat agent, doing for us what one could do for you.',
      [
        [
          'Explains our agents',
          'Voice, receptionist, email, text, workflow, Virtual SE and OutboundAI, in plain English and with examples from your industry.',
          'sparkles',
        ],
        [
          'Asks the right questions',
          'A few discovery questions about your business, your call volume and where customers slip away.',
          'message',
        ],
        [
          'Recommends a starting point',
          'Suggests the agent and plan that fit, with the real prices from our pricing page.',
          'check',
        ],
        [
          'Books your consultation',
          'Share your name, email and company and Michael offers to book a free 30-minute call on a weekday that suits you.',
          'calendar',
        ],
      ],
    ),
    steps('How a chat with Michael goes', 'Most conversations take about three minutes.', [
      [
        'Open the chat',
        'Press the chat button in the corner of this page. Michael greets you and asks how he can help.',
      ],
      ['Ask your questions', 'Pricing, setup time, integrations, privacy: ask in your own words, in English.'],
      ['Get a recommendation', 'Michael asks about your business and suggests where an agent would pay off first.'],
      ['Book a call if you like', 'Leave your name, email and company, and book a free consultation with our team.'],
    ]),
    featureGrid(
      'What a chat agent does for your business',
      'Michael is one example. Here is what a chat agent like him does on a small-business website.',
      [
        [
          'Answers visitors instantly',
          'No more "we will get back to you": questions about prices, hours and services are answered on the spot, 24/7.',
          'bolt',
        ],
        [
          'Turns visitors into leads',
          'Collects name, email and company or phone number at the right moment, instead of hoping they fill in a form.',
          'users',
        ],
        ['Books appointments', 'Offers real open times from your calendar and confirms by email.', 'calendar'],
        [
          'Knows when to hand off',
          'Passes the conversation to your team with a summary when a person should step in.',
          'headset',
        ],
      ],
    ),
    industries('Chat agents at work', 'Where a website chat agent earns its keep.', [
      {
        name: 'Real estate',
        description: 'Answers questions about listings and neighborhoods and books showings from the listing page.',
        icon: 'home',
      },
      {
        name: 'Car dealerships',
        description: 'Answers inventory and financing questions and books test drives and service appointments.',
        icon: 'car',
      },
      {
        name: 'Retail',
        description: 'Helps shoppers find the right product and answers order and return questions.',
        icon: 'store',
      },
      {
        name: 'Law firms',
        description: 'Screens website inquiries by practice area and books consultations.',
        icon: 'shield',
      },
    ]),
    faq('About Michael', 'Good to know before you chat.', [
      [
        'Is Michael a real person?',
        'No. Michael is an AI chat agent built by Kestrel AI, just like the agents we build for our clients. When you want a person, he books you a call with our team.',
      ],
      [
        'What can I ask Michael about?',
        'Anything related to Kestrel AI and our AI agent solutions: products, pricing, setup, integrations and how an agent would work for your business. He politely declines unrelated topics.',
      ],
      [
        'Which languages does Michael speak?',
        'English. If you write in another language, he will ask you to continue in English.',
      ],
      [
        'Can Michael book a call on the weekend?',
        'Our free 30-minute consultations run on weekdays only, so Michael will offer you a weekday time instead.',
      ],
      [
        'What happens to the details I share?',
        'Your name, email and company are used only so our team can follow up about your inquiry. We never sell your information.',
      ],
      [
        'Can I get a chat agent like Michael for my website?',
        'Yes. Every plan includes a website chat agent trained on your business. Chat messages count toward your message allowance: 2,000 a month on Starter at $297, with no setup fee.',
      ],
    ]),
    productGrid('Agents that talk with your customers', 'Chat is one channel. These cover the others.', [
      'ai-voice-chat',
      'ai-email-agent',
      'ai-sms-text-agent',
    ]),
  ],
)

export const productPages: Doc[] = [
  voiceChat,
  aiReceptionist,
  emailAgent,
  textAgent,
  virtualSe,
  outboundAi,
  agentGptBuilder,
  agentGpt,
  chat,
]
