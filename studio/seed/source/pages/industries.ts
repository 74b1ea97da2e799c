import type { IconName } from '../../../../lib/content/icon-names'
import { type Doc, link, page, paragraphs, ref, seo } from '../builders'
import { portrait } from '../sections'

/**
 * Industry pages: real estate, car dealerships, hotels and retail. Each one walks a
 * business owner from the problem to a concrete scenario and the products that solve it.
 */

type Section = Record<string, unknown>

const feature = (title: string, description: string, icon?: IconName) => ({ title, description, icon })
const stat = (value: string, label: string, detail?: string) => ({ value, label, detail })
const step = (title: string, description: string) => ({ title, description })
const qa = (question: string, answer: string) => ({ question, answer })
const quote = (text: string, name: string, role: string, company: string) => ({
  quote: text,
  name,
  role,
  company,
  photo: portrait(name),
})

const featureGrid = (heading: string, intro: string, features: ReturnType<typeof feature>[]): Section => ({
  _type: 'featureGrid',
  heading,
  intro,
  features,
})

const products = (heading: string, intro: string, slugs: string[]): Section => ({
  _type: 'productGrid',
  heading,
  intro,
  products: slugs.map((slug) => ref(`product-${slug}`)),
})

const realEstate = page(
  'real-estate',
  'AI agents for real estate',
  seo(
    'AI Agents for Real Estate Brokerages | Kestrel AI',
    'Answer every buyer and seller lead in under a minute, book showings 24/7 and hand your agents qualified appointments. Live in days.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'For real estate brokerages and teams',
      heading: 'Answer every real estate lead in under a minute, day or night',
      subheading:
        'Kestrel AI agents pick up portal leads, sign calls and website inquiries the moment they arrive, qualify the buyer or seller, and book the showing straight onto your agent’s calendar. Your team walks into appointments instead of chasing voicemails.',
      primaryCta: link('Book a live demo', '/demo'),
      secondaryCta: link('Hear an AI receptionist', '/ai-receptionist'),
    },
    featureGrid(
      'Where brokerages quietly lose deals',
      'Most brokerages don’t have a lead problem. They have a speed and follow-up problem, and it gets worse every time an agent is in a showing, at a closing or asleep.',
      [
        feature(
          'Leads cool off in minutes',
          'A buyer who submits a form on a listing portal usually contacts two or three agents. The first one to respond with a real answer tends to win the showing, and that window is measured in minutes, not hours.',
          'clock',
        ),
        feature(
          'Agents can’t answer while they’re showing',
          'Your best producers are in the field. Sign calls and texts that arrive during a showing go to voicemail, and most callers never leave one.',
          'phone',
        ),
        feature(
          'Scheduling ping-pong',
          'Finding a showing time means juggling the buyer, the listing agent, lockbox access and your own calendar. Three back-and-forth texts later, the buyer has booked with someone else.',
          'calendar',
        ),
        feature(
          'Follow-up falls through the cracks',
          'Long-term nurture leads, open-house sign-ins and expired listings need consistent touches for months. In a busy season, they simply don’t get them.',
          'users',
        ),
      ],
    ),
    featureGrid(
      'How Kestrel AI agents work for your brokerage',
      'One set of agents covers your phone lines, text, email and website chat, and writes everything back to your CRM.',
      [
        feature(
          'Instant lead response',
          'New leads from your IDX site, portals and sign riders get a personalized text or call within 60 seconds, referencing the exact property they asked about.',
          'bolt',
        ),
        feature(
          'Buyer and seller qualification',
          'The agent asks about timeline, price range, pre-approval, neighborhoods and whether they have a home to sell, then tags the lead in your CRM so agents know who to call first.',
          'check',
        ),
        feature(
          'Showing scheduling',
          'It offers real open slots from your agents’ calendars, confirms the showing by text, sends reminders and reschedules when plans change.',
          'calendar',
        ),
        feature(
          'Listing questions answered',
          'Square footage, HOA fees, school districts, parking, pet policy: the agent answers from your listing data and hands off anything it can’t verify.',
          'home',
        ),
        feature(
          'After-hours coverage',
          'Evening and weekend inquiries get the same fast, accurate answer as a Tuesday morning call. Urgent seller calls can be transferred to the on-call agent.',
          'headset',
        ),
        feature(
          'Long-term nurture',
          'The AI SMS-Text Agent and AI Email Agent keep cold leads warm with market updates and check-ins, and alert your team the moment someone re-engages.',
          'message',
        ),
      ],
    ),
    {
      _type: 'stats',
      heading: 'What brokerages see after launch',
      items: [
        stat(
          '< 60 sec',
          'Response time to new leads',
          'Every inquiry gets a real answer, including nights and weekends.',
        ),
        stat(
          '24/7',
          'Showing requests handled',
          'Buyers can book when they’re browsing listings, usually after 8 p.m.',
        ),
        stat('~10x', 'Lower cost than staffing', 'Compared with an inside sales assistant covering the same hours.'),
        stat('Days', 'From kickoff to live', 'Most brokerages go live within a week of their consultation.'),
      ],
    },
    {
      _type: 'steps',
      heading: 'A Thursday night lead, start to finish',
      intro: 'Here is what happens when a buyer finds one of your listings at 9:40 p.m.',
      steps: [
        step(
          '9:40 p.m. — A buyer inquires about 14 Maple Court',
          'Dana fills out the contact form on your IDX site. Your agents are off for the night; the lead lands in Follow Up Boss.',
        ),
        step(
          '9:41 p.m. — The agent texts back',
          'The AI SMS-Text Agent replies: “Hi Dana, thanks for asking about 14 Maple Court. It’s still available. Are you hoping to see it this weekend?” Dana answers within minutes.',
        ),
        step(
          '9:45 p.m. — Qualification in the conversation',
          'The agent learns Dana is pre-approved up to $650,000, needs three bedrooms and wants to move before the school year. It answers her question about HOA dues from the listing data.',
        ),
        step(
          '9:48 p.m. — Showing booked',
          'It offers Saturday at 10:30 a.m. or 1:00 p.m. from the listing agent’s calendar. Dana picks 10:30; both get a confirmation and a reminder is scheduled.',
        ),
        step(
          '8:00 a.m. — Your agent gets the brief',
          'The listing agent sees a summary in the CRM and in Slack: budget, timeline, must-haves and the full transcript. The first human conversation starts warm.',
        ),
      ],
    },
    {
      _type: 'testimonials',
      heading: 'Brokerages that stopped missing leads',
      items: [
        quote(
          'We used to answer portal leads the next morning. Now they get a text back before they’ve closed the browser tab, and our agents show up to appointments that are already qualified. We booked 31 more showings in the first month.',
          'Renee Alvarado',
          'Broker-owner',
          'Alvarado Home Group',
        ),
        quote(
          'I was skeptical that buyers would talk to an AI. Most of them don’t care — they care that someone answered. The transcripts in our CRM have made our agents’ first calls twice as useful.',
          'Marcus Bell',
          'Team lead',
          'Bell & Partners Realty',
        ),
        quote(
          'Our sign calls used to go to my cell. Now the receptionist answers, tells them about the property and books the showing. I only get texted when a seller wants a listing appointment.',
          'Priya Natarajan',
          'Listing agent',
          'Harbor Point Properties',
        ),
      ],
    },
    {
      _type: 'faq',
      heading: 'Real estate questions',
      items: [
        qa(
          'Does it work with my CRM?',
          'Yes. We integrate with Follow Up Boss, HubSpot, Salesforce, Pipedrive and Zoho out of the box, and with most other real estate CRMs through Zapier or webhooks. New leads, conversation transcripts, tags and booked showings are written back automatically.',
        ),
        qa(
          'Will buyers know they’re talking to an AI?',
          'Yes. Our agents introduce themselves as your brokerage’s virtual assistant and never pretend to be a licensed agent. They stick to facts from your listings and hand off anything that needs professional advice, such as pricing strategy or contract questions.',
        ),
        qa(
          'How does showing scheduling work?',
          'The agent reads availability from Google Calendar or Outlook for the agents you choose, offers open slots, and books the showing with a confirmation text. You can set buffers between showings, blackout times and which agents cover which listings.',
        ),
        qa(
          'Can it call leads, not just text them?',
          'Yes. OutboundAI can call new leads within a minute of their inquiry and follow up with older leads on a schedule you approve. It respects calling hours and do-not-call preferences.',
        ),
        qa(
          'How long does setup take?',
          'Most brokerages are live within a week. We connect your CRM and calendars, load your listings and FAQs, agree on hand-off rules with you, and test real scenarios before anything goes live.',
        ),
        qa(
          'What does it cost?',
          'Plans start at $297 per month for a single agent with no setup fee. Most brokerages choose Growth at $697 per month, which covers up to three agents, such as the AI Receptionist, the AI SMS-Text Agent and the AI Workflow Agent, with CRM integration. Calling leads with OutboundAI is part of the Scale plan. See the pricing page for details.',
        ),
      ],
    },
    products(
      'The agents real estate teams use most',
      'Start with one channel and add more as your team sees results.',
      ['ai-receptionist', 'ai-sms-text-agent', 'outbound-ai', 'ai-email-agent', 'ai-voice-chat', 'ai-workflow-agent'],
    ),
  ],
)

const dealership = page(
  'mercedes-dealer',
  'AI agents for premium car dealerships',
  seo(
    'AI Agents for Luxury Car Dealerships | Kestrel AI',
    'Book service appointments, respond to sales leads and cover after-hours calls with AI agents built for premium dealerships. Live in days.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'For premium and luxury dealerships',
      heading: 'A concierge-level answer for every service call and sales lead',
      subheading:
        'Your clients expect the experience they paid for, whether they call at 7 a.m. about a warning light or message at 10 p.m. about a certified pre-owned coupe. Kestrel AI agents book service, qualify sales leads and cover after-hours calls for luxury dealerships like a Mercedes dealer, in your brand’s voice.',
      primaryCta: link('Book a live demo', '/demo'),
      secondaryCta: link('See the AI Receptionist', '/ai-receptionist'),
    },
    featureGrid(
      'The gaps premium buyers notice',
      'Luxury clients have little patience for hold music. Every missed call or slow reply is a service visit that goes to an independent shop, or a buyer who drives to the next rooftop.',
      [
        feature(
          'Service lines on hold',
          'Monday mornings bring a wave of calls for appointments, recalls and status updates. Advisors are at the drive, so callers wait, hang up, or book somewhere else.',
          'phone',
        ),
        feature(
          'Internet leads answered hours later',
          'Sales leads from your website and third-party listings often wait until a BDC rep gets to them. By then the shopper has test-driven elsewhere.',
          'clock',
        ),
        feature(
          'After-hours silence',
          'Many shoppers research in the evening. When the showroom closes, their questions about inventory, trade-ins and lease offers go unanswered until tomorrow.',
          'building',
        ),
        feature(
          '“Is my car ready yet?”',
          'Status calls tie up advisors and the front desk all day, even though the answer is already in your dealer management system.',
          'car',
        ),
      ],
    ),
    featureGrid(
      'How Kestrel AI agents support your store',
      'Agents connect to your dealer management system, CRM and scheduler so every answer is accurate and every conversation is logged.',
      [
        feature(
          'Service appointment booking',
          'The AI Receptionist books maintenance, recall and repair appointments by phone or text, captures VIN and mileage, offers loaner or shuttle options, and writes the appointment to your scheduler.',
          'calendar',
        ),
        feature(
          'Sales lead response in seconds',
          'Website and marketplace leads get an immediate, personal reply about the exact vehicle, then a test-drive offer with real times from your sales team’s calendars.',
          'bolt',
        ),
        feature(
          'After-hours concierge',
          'Evening and weekend callers get answers about inventory, hours, trade-in appraisals and lease questions. Hot leads are handed to the on-call manager by text.',
          'headset',
        ),
        feature(
          'Repair status updates',
          'Clients can text “Is my car ready?” and get the current status from your DMS, with a callback from their advisor when a human answer is needed.',
          'message',
        ),
        feature(
          'Recall and service campaigns',
          'OutboundAI calls or texts owners about open recalls and upcoming service intervals and books them into open bays, so your shop stays full in slower weeks.',
          'megaphone',
        ),
        feature(
          'On-brand, every time',
          'Your agent uses your dealership name, tone and policies. It never quotes a price or trade-in value you haven’t approved.',
          'shield',
        ),
      ],
    ),
    {
      _type: 'stats',
      heading: 'What dealerships gain',
      items: [
        stat(
          '24/7',
          'Service and sales coverage',
          'Appointments and leads captured around the clock, not just when the desk is staffed.',
        ),
        stat(
          '< 60 sec',
          'Response to internet leads',
          'Every lead gets an answer about the exact vehicle it asked about.',
        ),
        stat('~10x', 'Lower cost per conversation', 'Compared with staffing extra BDC hours for the same coverage.'),
        stat('Days', 'To go live', 'Connected to your scheduler and CRM, tested, and answering calls within days.'),
      ],
    },
    {
      _type: 'steps',
      heading: 'A Saturday evening at your dealership',
      intro: 'The showroom closed at 6 p.m. Here is what happens next.',
      steps: [
        step(
          '7:15 p.m. — A service client calls',
          'An owner reports a tire-pressure warning and wants it looked at Monday. The AI Receptionist finds her by phone number, confirms the vehicle, and books a 7:30 a.m. drop-off with a loaner.',
        ),
        step(
          '8:02 p.m. — An internet lead arrives',
          'A shopper asks about a certified pre-owned SUV on your site. The agent replies by text within a minute with mileage, warranty coverage and two test-drive times for Monday.',
        ),
        step(
          '8:06 p.m. — The shopper asks about a trade-in',
          'The agent collects year, model, mileage and condition, explains how your appraisal works, and notes it for the sales manager without quoting a number.',
        ),
        step(
          '8:09 p.m. — Test drive confirmed',
          'The shopper picks Monday at 11 a.m. The appointment, trade-in details and full transcript are written to your CRM and assigned to a salesperson.',
        ),
        step(
          'Monday 8:00 a.m. — Your team starts ahead',
          'Advisors see the new service appointments on their board, and the sales manager has a short list of qualified appointments before the doors open.',
        ),
      ],
    },
    {
      _type: 'testimonials',
      heading: 'Dealers who made the switch',
      items: [
        quote(
          'Our service phones were the number-one complaint in our customer surveys. Now every call is answered on the first ring, and advisors spend their time with the people standing at the drive.',
          'Thomas Reinholt',
          'Service director',
          'Lakeside Premium Motors',
        ),
        quote(
          'Evening leads used to sit until the next morning. Now they have a test drive booked before our BDC logs in. We attribute eleven extra deliveries in the first quarter to after-hours response alone.',
          'Alicia Romero',
          'General sales manager',
          'Crestview Luxury Auto',
        ),
      ],
    },
    {
      _type: 'faq',
      heading: 'Dealership questions',
      items: [
        qa(
          'Does it connect to our DMS and CRM?',
          'Yes. We connect to the major dealer management systems and automotive CRMs through their partner APIs or your existing integration tools, and to service schedulers for live appointment availability. During your consultation we confirm exactly which systems you run.',
        ),
        qa(
          'Will it quote prices or trade-in values?',
          'Only what you approve. By default the agent shares advertised prices and published offers, collects trade-in details, and leaves numbers to your sales team. You control the rules.',
        ),
        qa(
          'Can calls be transferred to a person?',
          'Yes. You decide when the agent hands off: for example an upset client, a warranty dispute or a buyer ready to talk numbers. It warm-transfers during business hours and texts the on-call manager after hours.',
        ),
        qa(
          'Is this affiliated with a vehicle manufacturer?',
          'No. Kestrel AI is an independent company. We build agents for individual dealerships, and your agent follows your store’s policies and any brand standards you give us.',
        ),
        qa(
          'How quickly can we launch?',
          'Most stores launch service booking first, in under a week, and add sales lead response and recall campaigns over the following weeks.',
        ),
      ],
    },
    {
      _type: 'richText',
      heading: 'Trademark notice',
      body: paragraphs(`
        Mercedes-Benz is a registered trademark of Mercedes-Benz Group AG. Kestrel AI is an independent
        company and is not affiliated with, sponsored by or endorsed by Mercedes-Benz Group AG,
        Mercedes-Benz USA, LLC or any vehicle manufacturer. Brand names are used only to describe the kind
        of premium and luxury dealerships our agents serve.
      `),
    },
    products(
      'Agents for service and sales',
      'Most dealerships start with the AI Receptionist and add lead response next.',
      ['ai-receptionist', 'ai-sms-text-agent', 'outbound-ai', 'ai-voice-chat', 'ai-workflow-agent'],
    ),
  ],
)

const roomService = page(
  'room-service',
  'AI agents for hotels and room service',
  seo(
    'AI Room Service and Guest Requests for Hotels | Kestrel AI',
    'Let guests order in-room dining and request towels, late checkout or a taxi by phone or text, 24/7, while your staff focuses on service.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'For hotels, resorts and boutique properties',
      heading: 'In-room dining and guest requests, answered 24/7 by voice and text',
      subheading:
        'Guests pick up the room phone or send a text and an AI agent takes their order, answers questions about the menu and the property, and routes requests to the right team. No busy signals at breakfast rush, no unanswered calls at 2 a.m.',
      primaryCta: link('Book a live demo', '/demo'),
      secondaryCta: link('Try AI Voice Chat', '/voice-chat'),
    },
    featureGrid(
      'Why guest requests slip through',
      'Small and mid-size properties run lean. The same few people answer the phone, run the front desk and deal with checkouts.',
      [
        feature(
          'Breakfast rush overload',
          'Between 7 and 9 a.m. the in-room dining line rings constantly. Guests wait on hold or give up, and order totals drop.',
          'clock',
        ),
        feature(
          'One desk, many jobs',
          'A front desk agent checking in a family can’t also take a call for extra pillows, a menu question and a wake-up call.',
          'users',
        ),
        feature(
          'Overnight staffing',
          'Late-night calls for food, amenities or directions land on a skeleton crew who are also handling security and audits.',
          'bed',
        ),
        feature(
          'Lost requests',
          'Requests scribbled on notes or passed along verbally get forgotten, and a forgotten request is what guests remember in their review.',
          'message',
        ),
      ],
    ),
    featureGrid(
      'What your AI agents handle',
      'Agents work from your menus, policies and service hours, and send every order and request to the team that fulfills it.',
      [
        feature(
          'In-room dining orders',
          'Guests order by phone or text. The agent walks them through the menu, handles modifications and allergies, suggests add-ons, confirms the room number and sends the ticket to the kitchen.',
          'phone',
        ),
        feature(
          'Housekeeping and amenity requests',
          'Extra towels, a crib, a late checkout request or a repair: the agent logs it, routes it to the right department and texts the guest an estimated time.',
          'bed',
        ),
        feature(
          'Concierge answers',
          'Pool hours, Wi-Fi password, parking, restaurant recommendations and airport shuttles, answered instantly from your property guide.',
          'sparkles',
        ),
        feature(
          'Text-based guest messaging',
          'Guests who prefer not to call can text the same agent from their own phone, before arrival, during the stay and after checkout.',
          'message',
        ),
        feature(
          'Works with your PMS',
          'Room numbers, guest names and folio charges are checked against your property management system, such as Oracle Opera or Cloudbeds.',
          'plug',
        ),
        feature(
          'Upsells that feel like service',
          'The agent suggests a bottle of wine with dinner, a late checkout or a spa booking at the right moment, the way your best staff would.',
          'chart',
        ),
      ],
    ),
    {
      _type: 'stats',
      heading: 'The difference guests feel',
      items: [
        stat('24/7', 'Orders and requests taken', 'Every call and text answered, even at 3 a.m.'),
        stat('0', 'Calls on hold at breakfast', 'The agent handles many guests at once, so nobody waits.'),
        stat(
          '~10x',
          'Lower cost than extra shifts',
          'Compared with adding staff to cover the phones around the clock.',
        ),
        stat('Days', 'To go live', 'Menus, policies and routing are set up and tested within days.'),
      ],
    },
    {
      _type: 'steps',
      heading: 'A guest’s late arrival, handled',
      intro: 'A business traveler checks in at 11:20 p.m. after a delayed flight.',
      steps: [
        step(
          '11:35 p.m. — The guest calls for food',
          'She dials in-room dining from the room phone. The agent greets her by name from the PMS and tells her the late-night menu is available until 1 a.m.',
        ),
        step(
          '11:37 p.m. — Order with a modification',
          'She orders the club sandwich without mayo and a sparkling water. The agent confirms the total, notes that it will be charged to the room and quotes 30 minutes.',
        ),
        step(
          '11:38 p.m. — A second request',
          'She asks for an iron and a 6 a.m. wake-up call. The agent sends the iron to housekeeping and schedules the wake-up call.',
        ),
        step(
          '11:39 p.m. — Tickets routed',
          'The kitchen printer receives the order, the night attendant gets the iron request by text, and everything is logged against the room.',
        ),
        step(
          '7:30 a.m. — Checkout made easy',
          'She texts “late checkout?” The agent checks availability, approves noon per your policy and updates the reservation.',
        ),
      ],
    },
    {
      _type: 'testimonials',
      heading: 'Hoteliers on the results',
      items: [
        quote(
          'Our in-room dining line used to ring out every morning. Now every call is answered, orders are clearer, and our average check is up because the agent remembers to mention the fresh juice.',
          'Jean-Paul Moreau',
          'Food and beverage manager',
          'The Linden House Hotel',
        ),
        quote(
          'Overnight, we run with two people. The agent takes the amenity and food calls so they can focus on the guest in front of them. Our review scores for responsiveness went up within a month.',
          'Kara Whitfield',
          'General manager',
          'Bayfront Suites',
        ),
      ],
    },
    {
      _type: 'faq',
      heading: 'Hotel questions',
      items: [
        qa(
          'Does it work with our phone system?',
          'Yes. We can forward your in-room dining or guest services extension to the agent through your existing phone provider or a number from Twilio or RingCentral. Guests keep dialing the same extension.',
        ),
        qa(
          'Which PMS systems do you support?',
          'We connect to common property management systems including Oracle Opera and Cloudbeds for guest lookup, room validation and room charges. During your consultation we confirm the right connection for your property.',
        ),
        qa(
          'How do orders reach the kitchen?',
          'Orders can print on your existing kitchen printer, appear in your POS, or arrive as a text or Slack message. We match what your team already uses.',
        ),
        qa(
          'What about allergies and special requests?',
          'The agent asks about allergies on every food order, flags them clearly on the ticket, and never guarantees a dish is allergen-free unless your menu data says so.',
        ),
        qa(
          'Can guests still reach a person?',
          'Always. Guests can ask for the front desk at any point and the agent transfers the call or alerts staff immediately.',
        ),
      ],
    },
    products('Agents for hospitality', 'Voice handles the room phone, text covers guests on their own devices.', [
      'ai-receptionist',
      'ai-voice-chat',
      'ai-sms-text-agent',
      'ai-workflow-agent',
      'ai-email-agent',
    ]),
  ],
)

const retail = page(
  'retail-services',
  'AI agents for retail and service businesses',
  seo(
    'AI Agents for Retail Stores and Service Shops | Kestrel AI',
    'Answer order status, returns, store hours and appointment requests automatically by phone, text, email and chat, 24/7. Live in days.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: 'For retail stores and service shops',
      heading: 'Give every shopper a fast answer without pulling staff off the floor',
      subheading:
        '“Where’s my order?” “Can I return this?” “Are you open Sunday?” Kestrel AI agents answer the questions your team hears fifty times a day, book fittings and service appointments, and turn phone calls into sales, across phone, text, email and web chat.',
      primaryCta: link('Book a live demo', '/demo'),
      secondaryCta: link('See the AI Email Agent', '/email-agent'),
    },
    featureGrid(
      'The questions that eat your day',
      'Most customer contacts in retail are the same handful of questions. Answering them by hand costs you time on the floor and sales at the register.',
      [
        feature(
          'Order status, again',
          'Online shoppers call and email to ask where their package is, even though the tracking number is already in your system.',
          'store',
        ),
        feature(
          'Returns and exchanges',
          'Every return request means looking up the order, checking the policy and explaining the steps, often while customers are waiting in line.',
          'check',
        ),
        feature(
          'Phones ringing during the rush',
          'On a busy Saturday nobody can get to the phone, and the caller who wanted to know if you had their size in stock goes somewhere else.',
          'phone',
        ),
        feature(
          'Appointments by phone tag',
          'Fittings, alterations, repairs and consultations take several calls to schedule, and no-shows leave gaps in the calendar.',
          'calendar',
        ),
      ],
    ),
    featureGrid(
      'How Kestrel AI agents help your store',
      'Agents connect to your e-commerce platform, helpdesk and calendar, so answers are specific to each customer and each order.',
      [
        feature(
          'Order status in seconds',
          'Customers give an order number or email and get the current status and tracking link from Shopify or WooCommerce, by text, email, chat or phone.',
          'bolt',
        ),
        feature(
          'Returns that follow your policy',
          'The agent checks the purchase date and item against your return policy, starts the return or exchange, and sends the label or drop-off instructions.',
          'shield',
        ),
        feature(
          'Store hours and stock questions',
          'Holiday hours, parking, locations and whether an item is in stock at a given store, answered instantly from your data.',
          'clock',
        ),
        feature(
          'Appointment booking',
          'Fittings, repairs, consultations and pickups are booked into your calendar with confirmation and reminder texts that cut no-shows.',
          'calendar',
        ),
        feature(
          'Inbox on autopilot',
          'The AI Email Agent drafts or sends answers to routine support emails in Gorgias, Zendesk or Freshdesk, and escalates anything unusual to your team.',
          'mail',
        ),
        feature(
          'Sales, not just support',
          'When a shopper asks about a product, the agent recommends options, shares links and can hold an item for pickup.',
          'sparkles',
        ),
      ],
    ),
    {
      _type: 'stats',
      heading: 'What retailers see',
      items: [
        stat('24/7', 'Customer questions answered', 'Shoppers get help when they shop, including late at night.'),
        stat('~10x', 'Lower cost per contact', 'Compared with staffing extra hours for phones and inbox.'),
        stat('< 1 min', 'Typical reply time', 'On phone, text, email and chat.'),
        stat('Days', 'From kickoff to live', 'Connected to your store platform and helpdesk within days.'),
      ],
    },
    {
      _type: 'steps',
      heading: 'A return, handled while you serve customers',
      intro: 'It’s Saturday at 2 p.m., your busiest hour.',
      steps: [
        step(
          '2:04 p.m. — A customer texts about a return',
          'Jordan bought boots online that don’t fit and texts your store number asking how to return them.',
        ),
        step(
          '2:05 p.m. — The agent finds the order',
          'Jordan shares the order email. The agent finds the order in Shopify, confirms it was delivered nine days ago and is within your 30-day window.',
        ),
        step(
          '2:06 p.m. — Exchange instead of refund',
          'The agent asks if Jordan wants a different size. The half size up is in stock at your downtown store, so it offers an in-store exchange and holds the pair until Monday.',
        ),
        step(
          '2:07 p.m. — Confirmed and logged',
          'Jordan gets a confirmation text with the store address and hours. The hold and conversation are logged in your helpdesk for the floor team.',
        ),
        step(
          'Monday — The exchange takes two minutes',
          'Jordan walks in, your associate pulls the held pair, and Jordan leaves with the right size and a matching care kit.',
        ),
      ],
    },
    {
      _type: 'testimonials',
      heading: 'Retailers who got their time back',
      items: [
        quote(
          'We were spending two hours a day on “where is my order” emails. The AI Email Agent answers them in minutes, and our team only sees the tricky ones.',
          'Hannah Cho',
          'Owner',
          'Juniper & Pine Boutique',
        ),
        quote(
          'Our repair shop books half its appointments after closing time now, by text. No-shows dropped once customers started getting reminders.',
          'Luis Ortega',
          'Co-owner',
          'Ortega Bike Works',
        ),
        quote(
          'The phone used to be a distraction during the weekend rush. Now it’s answered every time, and we still get the sales because the agent holds items for pickup.',
          'Samantha Greene',
          'Store manager',
          'Northgate Outfitters',
        ),
      ],
    },
    {
      _type: 'faq',
      heading: 'Retail questions',
      items: [
        qa(
          'Which store platforms do you connect to?',
          'Shopify and WooCommerce are supported out of the box for order lookup, returns and product data. Helpdesks such as Gorgias, Zendesk and Freshdesk are supported for email and ticketing.',
        ),
        qa(
          'Can it process refunds?',
          'It can start returns and exchanges according to your policy. Whether it can issue refunds directly is up to you; many stores let it approve refunds under a set amount and route larger ones to a manager.',
        ),
        qa(
          'Does it work for multiple locations?',
          'Yes. The agent knows each location’s hours, address and services, and routes appointments and holds to the right store.',
        ),
        qa(
          'What if a customer is upset?',
          'The agent recognizes frustration, apologizes, and hands the conversation to a person with the full history, so the customer never has to repeat themselves.',
        ),
        qa(
          'How much does it cost?',
          'Plans start at $297 per month for one agent with no setup fee. Stores that want phone, text and email together usually choose Growth at $697 per month for up to three agents. See the pricing page for what each plan includes.',
        ),
      ],
    },
    products('Agents for retail and service shops', 'Pick the channels your customers use most.', [
      'ai-email-agent',
      'ai-sms-text-agent',
      'ai-receptionist',
      'ai-voice-chat',
      'ai-workflow-agent',
    ]),
  ],
)

export const industryPages: Doc[] = [realEstate, dealership, roomService, retail]
