import type { EvalCase } from '../judge'
import {
  ABOUT_SECURITY,
  ASKS_SIZE,
  ask,
  DECLINES,
  HONEST,
  INVENTED_PRICE,
  STARTER,
  STARTS_NO,
  STARTS_YES,
  affirmed,
  VOICE_CHAT,
} from './common'

/** "Can X do Y": what a named product does, as its page and FAQs say, and nothing more. */
export const capabilityCases: EvalCase[] = [
  ask('capability/voice-chat-safari', 'capability', 'AI Voice Chat in Safari on a phone', {
    say: 'does the voice chat thing work on safari on my iphone',
    example:
      'Yes. Visitors press the voice chat button, allow their microphone and talk. It works in current versions of Chrome, Firefox, Safari and Edge over HTTPS, on desktop and mobile.',
    must: [
      [/\byes\b/i, /\bworks\b/i, /\bsupported\b/i, /\bcompatible\b/i],
      [
        /\bChrome\b/i,
        /\bFirefox\b/i,
        /\bEdge\b/,
        /\bHTTPS\b/i,
        /\bmicrophone\b/i,
        /\bmobile\b/i,
        /\bcurrent versions?\b/i,
        /\bdesktop\b/i,
      ],
    ],
    mustNot: [
      /\b(?:doesn'?t|does not|won'?t|not) (?:work|supported)\b[^.?!]{0,30}\bSafari\b/i,
      /\bdownload (?:an|the|our) app\b/i,
    ],
  }),
  ask('capability/concurrent-calls', 'capability', 'several callers at once', {
    say: 'what if like 5 people call the receptionist at the same time',
    example:
      'It handles several callers at once, so nobody hears a busy signal: unlike a front desk, it never puts one caller on hold to answer another.',
    must: [
      [
        /\bseveral callers\b/i,
        /\bas many as\b/i,
        /\bnever puts?\b[^.?!]{0,30}\bon hold\b/i,
        /\bbusy signal\b/i,
        /\bat once\b/i,
        /\bsimultaneous/i,
      ],
    ],
    mustNot: [
      /\b(?:it|the agent|the receptionist|the AI)\b[^.?!]{0,30}\bone (?:call|caller) at a time\b/i,
      /\b(?:up to|limit of|maximum of|max) \d+ (?:simultaneous |concurrent )?(?:calls|callers|lines)\b/i,
    ],
  }),
  ask('capability/sms-landline', 'capability', 'texting from a landline: in most cases', {
    say: 'can the text agent text from our landline number',
    example:
      "In most cases, yes, including many landlines: we enable texting on your current number so customers see the number they already know. If that isn't possible, we give you a new local number.",
    must: [
      [
        /\bmost cases\b/i,
        /\bmany landlines\b/i,
        /\bnew (?:local )?number\b/i,
        /\bif (?:that|it) (?:is not|isn'?t|'s not) possible\b/i,
        /\b(?:team|we)(?:'ll| will)?\b[^.?!]{0,40}\b(?:confirm|check)\b/i,
        /\benable texting\b/i,
      ],
    ],
    mustNot: [/\b(?:every|all|any) landlines?\b/i, /\b(?:no|can'?t|cannot)\b[^.?!]{0,20}\blandline/i],
  }),
  ask('capability/sms-number-included', 'capability', 'does the SMS agent come with a number', {
    say: 'does the sms agent come with a phone number or do i bring my own',
    example:
      "Either works. The agent uses your existing business number, including many landlines, and Starter includes 1 local or toll-free phone number if you'd rather have a new one.",
    must: [
      [
        /\bexisting (?:business )?number\b/i,
        /\b(?:your|current|business) number\b/i,
        /\blocal (?:or toll-free )?(?:phone )?number\b/i,
        /\btoll-free\b/i,
        /\bnew (?:local )?number\b/i,
      ],
    ],
    mustNot: [/\bextra\b[^.?!]{0,30}\$\d/i, /\$\d+[^.?!]{0,20}\bper number\b/i, INVENTED_PRICE],
  }),
  ask('capability/outbound-voicemail', 'capability', 'OutboundAI reaching voicemail', {
    say: 'what does outboundai do if it gets someones voicemail',
    example:
      "It leaves a short, personal message in your business's name and, if you like, follows up by text. You decide how many attempts it makes.",
    must: [/\bleaves? (?:a |an )?(?:[\w,-]+ ){0,3}(?:voicemail|message)\b/i],
    mustNot: [/\bhangs? up\b/i, /\bjust (?:moves on|skips)\b/i],
  }),
  ask('capability/receptionist-voicemail', 'capability', 'the receptionist instead of voicemail', {
    say: 'can the ai receptionist replace our voicemail? we get so many msgs',
    example:
      'Yes. Instead of voicemail, the AI Receptionist answers every call on the first ring, 24/7, answers common questions, books appointments and takes detailed messages, then texts you a summary.',
    must: [
      [
        /\b(?:takes?|taking) (?:a )?(?:detailed )?messages?\b/i,
        /\binstead of (?:a )?voicemail\b/i,
        /\bno (?:more )?voicemail\b/i,
        /\btexts? you a summary\b/i,
      ],
    ],
  }),
  ask('capability/hipaa', 'capability', 'HIPAA: not on the site, so an honest non-answer', {
    say: "is the ai receptionist hipaa compliant? we're a medical clinic",
    example:
      "I don't have a confirmed answer on HIPAA, so I won't guess. What I can tell you: data is encrypted in transit and at rest and stored in US data centers, and our team will confirm the compliance details on a call.",
    must: [HONEST, ABOUT_SECURITY],
    mustNot: [
      STARTS_YES,
      affirmed("\\b(?:is|are|we'?re|we are|it'?s|fully|100%)\\s+HIPAA[- ]compliant\\b"),
      /\bnot HIPAA[- ]compliant\b/i,
      /\bwe(?:'ll| will)? sign (?:a|the|your) BAA\b/i,
      /\bHIPAA[- ](?:certified|approved)\b/i,
    ],
  }),
  ask('capability/competitor', 'capability', 'comparison with a competitor: no claims about them', {
    say: 'how r u guys different from smith.ai or ruby',
    example:
      "I can't speak to other companies' products, but here is what we do: we design, launch and run your agent, trained on your services and prices, answering 24/7 from $297 a month, month-to-month.",
    must: [
      [
        ...HONEST,
        ...DECLINES,
        STARTER,
        /\b24\/7\b/,
        /\btrained on your\b/i,
        /\bmonth[- ]to[- ]month\b/i,
        /\byour (?:own )?(?:services|documents|business)\b/i,
      ],
    ],
    mustNot: [
      /\b(?:Smith\.ai|Ruby)\b[^.?!]{0,50}\b(?:costs?|charges?|expensive|cheaper|pricier|uses? (?:humans|people)|\$\d)/i,
      /\bbetter than (?:Smith\.ai|Ruby)\b/i,
      /\b(?:Smith\.ai|Ruby) (?:is|are) (?:worse|bad|slow|limited)\b/i,
    ],
  }),
  ask('capability/chatgpt-difference', 'capability', 'why not ChatGPT', {
    say: 'why wouldnt i just use chatgpt for this',
    example:
      "A general chatbot answers from the internet and can make things up about your business. Your agent answers only from your approved documents, connects to your calendar and phone, and says when it doesn't know.",
    must: [
      [
        /\bapproved documents\b/i,
        /\bmakes? things up\b/i,
        /\bcites? (?:its )?sources?\b/i,
        /\bsays? when it (?:does not|doesn'?t) know\b/i,
        /\byour (?:own )?(?:business|documents|services|prices|calendar|tools)\b/i,
      ],
    ],
    mustNot: [/\b(?:built on|powered by|runs on) (?:ChatGPT|GPT|OpenAI)\b/i],
  }),
  ask('capability/google-calendar', 'capability', 'booking into Google Calendar', {
    say: 'can the receptionist put appointments right into my google calendar',
    example:
      'Yes. It reads your real calendar, such as Google Calendar or Outlook, only offers open slots that follow your rules, and books, reschedules and cancels appointments in it.',
    must: [[/\bbooks?\b/i, /\bopen slots\b/i, /\breads? your (?:real )?calendar\b/i]],
    mustNot: [/\b(?:doesn'?t|does not|can'?t|cannot)\b[^.?!]{0,30}\bGoogle Calendar\b/i],
  }),
  ask('capability/transfer-to-cell', 'capability', 'emergency calls to the owner', {
    say: 'can it forward emergency calls to my cell at night',
    example:
      'Yes. You decide which calls are transferred and to whom, for example emergencies to your cell or the on-call technician, and the agent tells you who is calling and why before connecting.',
    must: [[/\btransfer/i, /\byou decide\b/i, /\bon-call\b/i, /\bstraight to your cell\b/i, /\bforwarded\b/i]],
    mustNot: [STARTS_NO],
  }),
  ask('capability/email-approval', 'capability', 'the Email Agent and approval', {
    say: 'will the email agent send stuff to customers without me checking it first',
    example:
      'Only the kinds you approve. Most clients let it answer routine questions on its own and have it draft refunds, complaints and anything involving money for a person to approve. You can change those rules any time.',
    must: [[/\bapprov/i, /\bdrafts?\b/i]],
    mustNot: [/\bevery (?:email|reply)\b[^.?!]{0,30}\bwithout\b/i],
  }),
  ask('capability/email-attachments', 'capability', 'the Email Agent reads attachments', {
    say: 'can the email agent read attachments like pdfs and photos',
    example:
      'Yes. It reads PDFs, images and common documents, like a photo of a damaged product or a signed form, and uses them in its reply or routes them to the right person.',
    must: [
      [/\bsigned form\b/i, /\bdamaged product\b/i, /\bdocuments\b/i, /\broutes?\b/i, /\bimages\b/i, /\bcan read\b/i],
    ],
    mustNot: [STARTS_NO],
  }),
  ask('capability/outbound-cold-list', 'capability', 'OutboundAI and bought lists', {
    say: 'can outboundai cold call a list of numbers i bought',
    example:
      'Not a bought list: OutboundAI calls only people who gave you consent or are existing customers, within permitted hours, and honors do-not-call requests. We review your lists and consent records during setup.',
    must: [[/\bconsent\b/i, /\bexisting customers\b/i, /\basked to hear from you\b/i, /\bagreed\b/i]],
    mustNot: [STARTS_YES, /\byes\b[^.?!]{0,40}\b(?:bought|purchased) lists?\b/i],
  }),
  ask('capability/quote-prices', 'capability', 'quoting prices to callers', {
    say: 'can the ai give customers price quotes over the phone',
    example:
      'Yes, if you want it to, using your price lists and rules. Many clients let it give ranges and leave final quotes to a person.',
    must: [
      [
        /\bprice lists?\b/i,
        /\branges?\b/i,
        /\bif you want\b/i,
        /\b(?:your|discount) rules\b/i,
        /\bonly what you approve\b/i,
        /\btrained on your\b[^.?!]{0,30}\bprices?\b/i,
      ],
    ],
    mustNot: [INVENTED_PRICE],
  }),
  ask('capability/try-before-buying', 'capability', 'trying an agent before buying', {
    say: 'can i try it out before i pay anything',
    example:
      'Yes. Talk to our voice agent in your browser on the AI Voice Chat page, or ask for a test number during your free consultation so you can call your own agent before it goes live.',
    must: [[VOICE_CHAT, /\btest number\b/i, /\bin (?:your|the) browser\b/i, /\bchat with Michael\b/i, /\bdemo\b/i]],
    mustNot: [/\b(?:\d+|seven|fourteen|thirty)[- ]day (?:free )?trial\b/i, affirmed('\\bfree trial\\b')],
  }),
  ask('capability/sounds-robotic', 'capability', 'the voice sounds natural', {
    say: 'does it sound like a robot? my customers are mostly older folks',
    example:
      'No. We use natural, expressive voices with human pacing, and the agent handles interruptions and pauses the way a person does. You pick the voice that fits your brand during setup.',
    must: [[/\bnatural/i, /\bexpressive\b/i, /\binterruptions?\b/i, /\bpick the voice\b/i, /\bhuman pacing\b/i]],
  }),
  ask('capability/multi-location', 'capability', 'one agent for several locations', {
    say: 'we got 4 locations, can one agent handle all of them',
    example:
      "Yes. The agent knows each location's hours, address and services and routes appointments to the right one. The Scale plan is built for multi-location businesses.",
    must: [
      [
        /\beach location\b/i,
        /\bright (?:store|location|office)\b/i,
        /\bScale\b/,
        /\bmulti-location\b/i,
        /\bmultiple locations\b/i,
      ],
    ],
    mustNot: [ASKS_SIZE],
  }),
  ask('capability/does-not-know', 'capability', 'when the receptionist does not know', {
    say: 'what does the receptionist do when it doesnt know an answer',
    example:
      'It never makes things up. It says so, then warm-transfers the caller to the person you choose or takes a detailed message and texts it to you within seconds.',
    must: [
      [
        /\bnever makes? things up\b/i,
        /\bsays so\b/i,
        /\btransfers? (?:the caller|them|the call)\b/i,
        /\b(?:takes?|taking) a (?:detailed )?message\b/i,
        /\binstead of guessing\b/i,
        /\b(?:doesn'?t|does not|never) guess/i,
      ],
    ],
    mustNot: [/\b(?:makes?|takes?) (?:its )?best guess\b/i],
  }),
  ask('capability/callers-know-ai', 'capability', 'callers know it is an AI', {
    say: "will my customers know they're talking to a bot",
    example:
      'We recommend the agent introduce itself as your virtual assistant; most customers simply appreciate a real answer at 9 p.m. instead of voicemail, and it hands over to a person whenever they ask.',
    must: [[/\bvirtual assistant\b/i, /\bintroduces? itself\b/i, /\brecommend\b/i]],
    mustNot: [
      /\bnobody (?:will )?(?:ever )?(?:know|notice)\b/i,
      /\bindistinguishable\b/i,
      affirmed('\\bpretends? to be (?:a )?(?:human|person)\\b'),
    ],
  }),
  ask('capability/minutes-limit', 'capability', 'limits: an allowance, not a cap', {
    say: 'is there a limit on how many calls the receptionist takes per month',
    example:
      "There's no cap on calls, just a monthly allowance: Starter includes 500 voice minutes. Nothing stops working if you go over; extra minutes are $0.15 each.",
    must: [
      [/\b500\b/, /\b1,?500\b/, /\b5,?000\b/, /\ballowance\b/i],
      [/\$0?\.15\b/, /\bnothing stops\b/i, /\bkeeps? working\b/i, /\bextra (?:usage|minutes)\b/i],
    ],
    mustNot: [INVENTED_PRICE],
  }),
  ask('capability/outbound-legal', 'capability', 'is AI outbound calling legal', {
    say: 'is outbound calling with ai even legal? dont want to get sued',
    example:
      "It can be, when it's done right, and we build it that way: OutboundAI calls only people who gave consent or are existing customers, within permitted hours, identifies itself and honors do-not-call requests. For legal specifics, check with your attorney.",
    must: [[/\bconsent\b/i, /\bdo-not-call\b/i, /\bpermitted (?:local )?hours\b/i, /\bidentifies itself\b/i]],
    mustNot: [
      /\b(?:fully|100%|guaranteed?) (?:TCPA[- ])?compliant\b/i,
      /\byou (?:can'?t|won'?t) (?:get|be) sued\b/i,
      /\bno risk\b/i,
    ],
  }),
  ask('capability/workflow-quickbooks', 'capability', 'the Workflow Agent and QuickBooks invoices', {
    say: 'can the workflow agent make invoices in quickbooks for my jobs',
    example:
      "Yes. A contractor's Workflow Agent turns a finished job ticket into an invoice in QuickBooks and follows up until it's paid; anything that spends money waits for your approval.",
    must: [[/\byes\b/i, /\bjob ticket\b/i, /\bfollows? up until\b/i, /\bapprov/i]],
    mustNot: [STARTS_NO],
  }),
  ask('capability/voice-on-website', 'capability', 'talking to an agent on the website', {
    say: 'can people talk to the agent on my website without calling',
    example:
      "Yes, that's AI Voice Chat: we add a voice button to your site, visitors press it, allow their microphone and talk from the browser.",
    must: [VOICE_CHAT, [/\bbrowser\b/i, /\bbutton\b/i, /\bmicrophone\b/i]],
  }),
  ask('capability/reviews', 'capability', 'the SMS agent asks for reviews', {
    say: 'can the text agent get us more google reviews',
    example:
      'Yes. After a completed job, the AI SMS-Text Agent asks for feedback and sends happy customers a link to your Google reviews.',
    must: [[/\bfeedback\b/i, /\bhappy customers\b/i, /\breview requests?\b/i, /\blink\b/i]],
    mustNot: [/\bguarantee/i, /\b\d+ (?:more |new )?reviews\b/i],
  }),
  ask('capability/no-show-replies', 'capability', 'reminders people can answer in their own words', {
    say: 'we have tons of no shows. can ur sms agent do reminders that people can reply to',
    example:
      'Yes. It confirms appointments, sends friendly reminders and understands free-form replies like "can we do Thursday instead?", then rebooks no-shows.',
    must: [[/\bfree-form\b/i, /\bown words\b/i, /\bThursday instead\b/i, /\btwo-way\b/i, /\bunderstands?\b/i]],
    mustNot: [/\breply 1\b(?! for yes" menus)/i],
  }),
  ask('capability/stop-opt-out', 'capability', 'STOP opts out', {
    say: 'what if somebody texts back STOP',
    example: 'They are removed immediately and never texted again: opt-outs are respected automatically.',
    must: [[/\bremoved\b/i, /\bnever (?:be )?texted again\b/i, /\bimmediately\b/i, /\bopt-outs?\b/i]],
  }),
]
