import { stemmer } from 'stemmer'

/** Text to find as it is in a regular expression: its special characters escaped. */
// What a business does all day that an agent takes on: the words that tell one agent from another.
export const WORK =
  /\b(?:calls?|phones?|ringing|texts?|texting|sms|messages?|e-?mails?|inbox|quotes?|estimates?|bookings?|appointments?|orders?|reminders?|no[- ]shows?|follow[- ]ups?|reviews?|invoices?|paperwork|outbound)\b/i

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Small text helpers for the local engine: normalising, tokens for retrieval, sentence shaping. */

// How owners type in a chat box: the words they shorten, written out so they match the site's.
const CHAT_SPEAK: Record<string, string> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  n: 'and',
  em: 'them',
  ppl: 'people',
  pics: 'pictures',
  pic: 'picture',
  thru: 'through',
  abt: 'about',
  yrs: 'years',
  yr: 'year',
  bc: 'because',
  cuz: 'because',
  tho: 'though',
  pls: 'please',
  plz: 'please',
  im: 'i am',
  w: 'with',
  wk: 'week',
  wks: 'weeks',
  appt: 'appointment',
  appts: 'appointments',
  msg: 'message',
  msgs: 'messages',
  info: 'information',
  biz: 'business',
  convo: 'conversation',
  convos: 'conversations',
  // Common misspellings, written as meant.
  alot: 'a lot',
  mis: 'miss',
  wat: 'what',
  wats: 'whats',
  hav: 'have',
  helo: 'hello',
  busness: 'business',
  bussiness: 'business',
  buisness: 'business',
  somthing: 'something',
  calender: 'calendar',
  recomend: 'recommend',
  reccomend: 'recommend',
  appoinment: 'appointment',
  appoinments: 'appointments',
  apointment: 'appointment',
  apointments: 'appointments',
  costumer: 'customer',
  costumers: 'customers',
  hapen: 'happen',
  recieve: 'receive',
  adress: 'address',
  hw: 'how',
  nite: 'night',
  nites: 'nights',
  tmrw: 'tomorrow',
  cust: 'customer',
  custs: 'customers',
  sched: 'schedule',
  cn: 'can',
  txt: 'text',
  txts: 'texts',
  txting: 'texting',
  wht: 'what',
  whts: 'whats',
  bizness: 'business',
  prep: 'prepare',
  docs: 'documents',
  doc: 'document',
}
const CHAT_WORD = new RegExp(`(?<![\\w'@.])(?:${Object.keys(CHAT_SPEAK).join('|')})(?![\\w'@]|\\.\\w)`, 'g')

const CHAT_WORD_ANY_CASE = new RegExp(CHAT_WORD.source, 'gi')

/** A message with its chat-box shorthand written out ("r u open" → "are you open"), its case kept otherwise. */
export const writeOut = (text: string) =>
  text.replace(CHAT_WORD_ANY_CASE, (word) => CHAT_SPEAK[word.toLowerCase()] ?? word)

// Two or more, as a visitor counts them.
const MANY = String.raw`(?:[2-9]|[1-9]\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|many)`

const PHRASES: [RegExp, string][] = [
  [CHAT_WORD, ''],
  // "cool how do i get it": a word of approval before the question says nothing of what is asked.
  [
    /^(?:cool|nice|awesome|sweet|neat)\b[\s,!.]+(?=(?:how|what|when|where|who|can|could|do|does|is|are|will|would|and|so)\b)/g,
    '',
  ],
  [/\be-?mails?\b/g, 'email'],
  [/\bset(?:ting)? (?:it |this |them |everything |things )?up\b/g, 'setup'],
  [/\bkept\b/g, 'keep'],
  // Everyday phrasings of what the pages say in one word ("based in" is no knowledge base).
  [/\bbased (?:in|out of)\b/g, 'located in'],
  [/\bdo[ -]not[ -]call\b/g, 'donotcall'],
  [/\breal (?:person|human|people|live person)\b/g, 'person'],
  [/\bsales ?(?:guy|guys|person|people|rep|reps|team|staff|man|woman)\b/g, 'salesperson'],
  [/\b(?:jump|step|butt) in\b|\btake over\b/g, 'takeover'],
  [/\bcell ?phones?\b|\bmobile phones?\b|\bcellphones?\b/g, 'cell'],
  // "how do i see the calls it took", "can i check what it said": the reporting a plan gives.
  [
    /\b(?:see|view|check|review|look at|read)\b(?: (?:all|the|my|our|its|every|each|what))?(?: \w+)? (?:calls?|conversations?|chats?|call logs?|call history|transcripts?|(?:it|the agent|the ai|the bot) (?:said|did|told|handled)|who (?:called|calls|texted|emailed|wrote))\b(?: (?:it|the agent|the ai) (?:took|takes|answered|answers|handled|handles|had))?/g,
    'reporting transcripts',
  ],
  // "is there a limit on calls": what each plan includes of them.
  [
    /\b(?:limits?|caps?|maximum|max)\s+(?:on|to|of|for)\s+(?:the\s+)?(?:number of\s+)?(?:calls|minutes|texts|messages|emails|conversations|chats)\b/g,
    'allowance',
  ],
  // "can it replace my receptionist": what the pages say of it, the front-desk person and the staffing.
  [
    /\breplac(?:e|es|ing)\s+(?:(?:my|our|the|a|her|him|them|their)\s+)?(receptionist|front ?desk|secretary|office manager|staff|employees?|assistant)s?\b/g,
    '$1 front desk person staffing',
  ],
  [/\b((?:can|could|will|would)\b[^.?!]{0,25}?)\breplace (?:her|him|them)\b/g, '$1front desk person staffing'],
  [
    /\bmov(?:e|es|ed|ing) (?:their |the |an |my |our |your |his |her )?(appointments?|bookings?|visits?)/g,
    'reschedule $1',
  ],
  [/\b(?:hang|hold) on ?to\b|\bretain(?:s|ed)?\b|\bretention\b/g, 'keep'],
  [
    /\b(?:\d+|one|two|three|multi|multiple)[- ]?years? (?:contract|commitment|term)s?\b|\bannual contracts?\b/g,
    'long term contract',
  ],
  [/\bmonth[- ](?:by|to)[- ]month\b/g, 'month to month'],
  [/\bhow (?:hard|easy|difficult) is it to\b/g, 'how to'],
  [
    /\bget out of (?:it|this|the contract|our contract|the deal)\b|\bget out\b|\b(?:want|wants|wanna|need) out\b/g,
    'cancel',
  ],
  // Going down a plan is downgrading; a system going down is its uptime, which the terms give as
  // availability of a percentage.
  [
    /\b(?:go|move|step|drop|switch)(?:ing)? down (?:a|to a (?:smaller|cheaper|lower)) (?:plan|tier)\b|\bgo down a (?:plan|tier)\b/g,
    'downgrade',
  ],
  [/\buptime\b|\bdowntime\b|\b(?:goes|go|going|went) down\b/g, 'uptime'],
  [/\bavailability(?= of (?:at least )?\**\d)/g, 'uptime availability'],
  [
    /\b(?:jack(?:s|ed|ing)? up|rais(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|hik(?:e|es|ed|ing))(?: (?:the|my|our|your))? (price|prices|pricing|rates?|fees?)\b|\bprice (?:hikes?|increases?|rises?)\b/g,
    'change price',
  ],
  [
    /\b(?:which|what) (?:state'?s?|country'?s?) laws?\b|\bjurisdiction\b|\bgoverning law\b|\bfall under\b/g,
    'governed law',
  ],
  [
    /\b(?:blow(?:s|ing)? (?:past|through)|go(?:es|ing)? over|went over|exceed(?:s|ed|ing)?|run(?:s|ning)? out of|use(?:d)? up)\b/g,
    'exceed',
  ],
  // Telling it is a bot is knowing it is one; equipment to buy is software to learn.
  [
    /\b(?:tell|notice|realize|realise|figure out|guess|find out)(?: (?:that|if|whether))? (?:it'?s|its|it is|they'?re|theyre|they are|it'?s just|its just) (?:talking to )?(?:a |an )?(?:bot|robot|ai|machine|computer)\b/g,
    'know it is ai',
  ],
  [/\b(?:(?:any|special|new|extra|additional) )+(?:equipment|hardware|devices?|gear)\b/g, 'new software'],
  // "How long" asks how fast; "all night long" and "as long as" do not.
  [/\ball (night|day|week|month|year|weekend|summer|winter) long\b/g, 'all $1'],
  [/\b(?:as|so) long as\b/g, 'while'],
  // What a client already with the agency asks is support; a copy of their data is storing it;
  // whether it works is measured; a caller who demands a person insists on one; who else joins the
  // demo is their team.
  [
    /\b(?:already|current|existing) (?:a )?(?:customer|client)\b|\b(?:already|currently) (?:use|using|with) (?:you|your agents?|your service)\b/g,
    'existing customer support',
  ],
  [/\bkeep(?:s|ing)? (?:a )?cop(?:y|ies) of\b/g, 'store'],
  [
    /\b(?:know|tell|see|check)(?: if| whether) (?:it'?s|its|it is|the agent is|this is|they are|it) (?:actually |really )?work(?:ing|s)\b/g,
    'measure whether it works',
  ],
  [
    /\b(?:demands?|insists?(?: on)?|keeps? asking for|asks? for|wants?)(?: to (?:talk|speak) (?:to|with))? (?:a |an )?(?:real |live |actual )?(?:person|human)\b/g,
    'insists on talking to a human',
  ],
  [
    /\b(?:business partner|partner|co-?owner|wife|husband|spouse|colleague|co-?worker|office manager|manager|staff)s? (join|come|attend|sit in|be on)\b/g,
    'team $1',
  ],
  // A phone or tablet by name is mobile, but for its apps; picking up a call is not picking a voice.
  [/\b(?:iphones?|androids?|ipads?|smartphones?|tablets?)\b(?! apps?\b)/g, 'mobile'],
  [/\bpick(?:s|ed|ing)? (?:it |them |the phone |calls )?up\b/g, 'pickup'],
  // Not being technical, or finding it hard to use, is whether they need anyone technical; how many
  // work at the agency is its team.
  [
    /\b(?:is (?:it|this) )?(?:hard|difficult|complicated|tricky) to (?:use|setup|learn|run|manage)\b|\bnot (?:very |that |at all |really )?(?:technical|tech[- ]savvy|techy|good with (?:computers|tech))\b/g,
    'need anyone technical',
  ],
  [
    /\bhow many (?:people|employees|staff|persons) (?:work|are) (?:at|in|on|for) (?:\w+(?: \w+)?)(?=\W*$)|\bhow (?:big|large) is (?:your|the) (?:company|team)\b/g,
    'the team people behind the agents',
  ],
  // Their old phone system is their existing number; doing it themselves is a chatbot tool.
  [
    /\b(?:my |our )?(?:old|current|existing|present) (?:phone|telephone) (?:system|line|lines|setup|provider|service)\b/g,
    'existing phone number',
  ],
  // "how does it work", asked alone: the steps from first call to a live agent.
  [
    /^\W*(?:(?:so|ok|okay|and|but)\W+)?how (?:does|do|would|will) (?:it|this|that|all this|this all|the (?:process|service)|your (?:process|service)|it all) (?:work|go)\b(?: (?:exactly|then|with you))?(?=\W*$)/g,
    'how it works',
  ],
  // What they have to give to get started is what setup needs from them.
  [
    /\bwhat (?:do|would|will|should) (?:i|we) (?:need to |have to )?(?:provide|give you|send you|prepare|have ready|get ready)\b/g,
    'what do you need from us',
  ],
  // Changing their number is about the one they have.
  [
    /\b(change|switch|swap|give up|lose) (?:my |our |the )?(?:business |phone |telephone )*numbers?\b/g,
    '$1 my existing phone number',
  ],
  // Their cell is the person calls go to: "transfer urgent calls to my cell".
  [
    /\b(transfer|forward|put|patch|send|route)(\w*\b[^.?!]{0,30}?) to (?:my|our|the owner'?s?) (?:cell(?: ?phone)?|mobile(?: phone)?|personal (?:phone|number|line|cell)|own phone)\b/g,
    '$1$2 to the person you choose',
  ],
  [
    /\b(?:doing|do|build|building|set(?:ting)? up) (?:it|this|one) (?:myself|ourselves|ourself|in house|in-house)\b/g,
    'why not just buy a chatbot tool',
  ],
  // Saying something wrong to a customer is making things up.
  [
    /\bsays? (?:something|anything) (?:dumb|stupid|wrong|weird|bad|crazy|offensive|rude|made up)\b|\bgets? (?:it|things|stuff|an answer|answers) wrong\b/g,
    'does it make things up',
  ],
  // How accurate it is: what it does when it does not know.
  [
    /\bhow (?:accurate|reliable|good|smart|correct|trustworthy) (?:is|are) (?:it|the ai|the agents?|this|they|your agents?|the answers)\b/g,
    'does it make things up',
  ],
  // The tools an agent supports are the ones it works with.
  [
    /\b(crms?|calendars?|tools|software|systems|apps|platforms|programs) (do|does) (you|it|they|the agents?) (?:support|use|accept|handle)\b/g,
    '$1 $2 $3 work with',
  ],
  // Growing with them is upgrading later.
  [
    /\b(?:scale|grow)s? (?:up )?(?:with (?:us|me|our business|my business|the business)|as (?:we|i) grow)\b/g,
    'upgrade later',
  ],
  // Making an appointment is booking one; setup time is how long setup takes.
  [/\bmak(?:e|es|ing) (?:an |the |a new )?(appointments?|bookings?|reservations?)\b/g, 'book $1'],
  // Making calls is calling: "make" asks nothing of its own ("how many attempts it makes").
  [/\bmak(?:e|es|ing) (?:(outbound|outgoing|cold|follow[- ]up|sales|phone) )?(calls?)\b/g, '$1 $2'],
  // A sales call the visitor books is the free consultation; sales calls an agent makes are outbound
  // ones (not a plan's "technical sales").
  [
    /\b(?=(?:book|schedule|get|have|set up|arrange) )(?<=\b(?:i|we|me|us)\b[^.?!]{0,15})(?:book|schedule|get|have|set up|arrange)(?: a| an)? (?:quick |short )?(?:sales|intro|introductory|discovery|demo) call\b/g,
    'book free consultation',
  ],
  [
    /\b(?=(?:(?:outbound|outgoing|cold) )?sales call)(?<=\b(?:it|agents?|ai|bot|they)\b[^.?!]{0,20})(?:(?:outbound|outgoing|cold) )?sales calls?\b/g,
    'outbound calls',
  ],
  [/\bsetup (?:time|timeline|period)\b|\btime (?:to|for) setup\b/g, 'how long setup'],
  // How long building one takes is how long setup takes.
  [
    /\bhow long (?:does it |would it |will it |do you |does it usually )?(?:take |need )?(?:for you )?to (?:build|make|create|develop) (?:one|it|an agent|the agent|mine|ours|my agent|our agent|this|that)\b/g,
    'how long to setup',
  ],
  // Minutes beyond the allowance are going over it.
  [
    /\b(?:extra|additional|overage|(?:buy|get|purchase|add) more) (?:voice )?(minutes|messages|texts|usage)\b|\boverages?\b/g,
    'exceed $1',
  ],
  // "leave us a review" leaves nothing: only "if we leave" is cancelling.
  [
    /\bleave (?:us |them |me |you )?(?:a |an )?(\w+ )?(reviews?|messages?|voicemails?|notes?|comments?|feedback)\b/g,
    '$1$2',
  ],
  [/\bmoney[- ]back(?: guarantee)?\b|\bsatisfaction guarantee\b/g, 'refund'],
  // A tag that asks for a plain answer ("or nah", "or what") asks nothing of its own.
  [/\bor (?:nah|no|not|what|nope)\s*(?=[?.!]*$)/g, ''],
  [/\bwhat'?s the damage\b/g, 'how much does it cost'],
  [/\b(?:write|writes|writing|sound|sounds|sounding|talk|talks) like (?:me|us|we do|i do)\b/g, 'in our tone'],
  // Their brand's voice is how it writes, not the voice agent; how it knows their prices is what
  // setup needs from them, as training it on their business is.
  [/\b(?:in|with|using) (?:my|our|the) brand(?:'?s)? (?:voice|tone)\b/g, 'in our tone'],
  [
    /\b(?=(?:know|knows|learn|learns|understand|understands) )(?<=\b(?:it|the agent|the ai|the bot|they)\b[^.?!]{0,12})(?:know|knows|learn|learns|understand|understands) (?:my|our|the|all (?:my|our)) (?:prices|pricing|price list|rates|menu|hours)\b/g,
    'setup from you we need',
  ],
  // Sorting their inbox is the email agent routing what it does not answer to the right person.
  [
    /\b(?:sort|sorts|sorting|triage|triages|triaging|categori[sz]e|organi[sz]e|prioriti[sz]e|filter)(?: (?:through|out))? (?:them|(?:my |our |the |all (?:my |our |the )?)?(?:incoming )?(?:emails?|inbox(?:es)?|mail))\b/g,
    'routes the rest to the right person',
  ],
  // Chasing what is owed them is the workflow agent's invoice chasing (not the agency's late-payment
  // clause).
  [/\bchas(?:e|es|ing) (?:unpaid |overdue |late |outstanding )?(?:invoices?|payments?|bills?)\b/g, 'invoice chasing'],
  [/\b(?:carr(?:y|ies) (?:over|forward|to (?:the )?next month)|rol(?:l|ls|led) over)\b/g, 'roll over'],
  [/\bhook(?:ed|ing)? (?:up|in)\b/g, 'connect'],
  // Help when something breaks is support, and getting back to someone is responding.
  [/\b(?:something|anything|it|stuff) (?:breaks|goes wrong|stops working|is broken|crashes)\b/g, 'support issue'],
  [/\bget(?:s|ting)? back to (?:me|us|you)\b/g, 'respond'],
  // How they can pay the agency is its billing terms ("can i pay by card"); calls sent to whoever
  // handles the matter are its transfers to the right person.
  [
    /\b(?:what|which) (?:payment (?:methods?|options?|types?)|(?:forms?|methods?|kinds?|ways?) of payment)(?: do| does)? (?:you|u|y'?all)? ?(?:accept|take|support|offer)?\b|\bhow (?:can|do|would) (?:i|we) pay (?:you|u|for it|for this|for the plan)\b/g,
    'can i pay by card',
  ],
  [
    /\btransfer(?:s|red|ring)?(?: (?:the )?calls?)? to (?:different|the right|specific|other|several|multiple) (?:people|persons?|staff|team members?|departments?|extensions?)\b/g,
    'transfers urgent calls to the right person',
  ],
  // Sending calls on to someone is transferring them.
  [
    /\b(?:send|sends|push|pushes|put|puts|patch|patches|route|routes)(?: (?:the|urgent|real|emergency|those|important))? (?:calls?|callers?|emergencies)(?: through)? to\b/g,
    'transfer calls to',
  ],
  [
    /\b(?:what|which) hours\b|\bwhen (?:are|is) (?:you|your team|ur team|the team|someone) (?:around|open|available|in)\b/g,
    'business hours',
  ],
  // Starting at a time they name is how soon it can be live; how billing works is when the fees are
  // billed (not the overage rates); a question it cannot answer is what it does when it does not know.
  [
    /\b(?:can|could) (?:we|i) (?:start|begin|get started|go live|launch)\b(?= (?:next|this|in|by|before|after|tomorrow|soon|right away|asap|immediately)\b)/g,
    'how soon can we go live',
  ],
  [
    /\bhow (?:does|do|will) (?:the |your )?(?:billing|invoicing|payment|payments) work\b|\b(?:when|how) (?:am i|are we|do i get|do we get|will i be|will we be) (?:billed|charged|invoiced)\b/g,
    'subscription fees billed in advance',
  ],
  [
    /\b(?:asks?|says?|wants?) (?:something|anything|a question|questions) (?:it|the agent|the ai|the bot) (?:does not|doesnt|doesn't|can't|cannot|cant) (?:know|answer|handle)\b/g,
    'it does not know the answer',
  ],
  // Customers paying through an agent is it taking payments, not what the agency costs ("pay" is "cost").
  [
    /\b(?:customers?|clients?|callers?|patients?|guests?|buyers?|people|they) (?:to )?pay(?:ing)?\b(?! (?:for (?:it|this|that|the (?:agents?|service|plan))|you|us)\b)/g,
    'it take payments',
  ],
  // Sending a payment link is taking a payment, not a booking link; replacing voicemail is what the
  // receptionist's page says of it, not the outbound agent's message when it reaches one; booking
  // online is the website chat agent's booking.
  [
    /\b(?:send|sends|sending|text|texts|texting|email|emails|emailing)(?: (?:out|them|customers|clients|callers))? (?:a |the )?payment links?\b/g,
    'it take payments payment links',
  ],
  [
    /\b(?:replac(?:e|es|ing)|get rid of|no more|ditch(?:es|ing)?)\s+(?:(?:my|our|the|a|your)\s+)?voice ?mails?\b/g,
    'voicemail greeting again',
  ],
  [
    /\bbook(?:ings?|ed)?\s+(?:appointments?\s+)?(?:online|on (?:my|our|the|your) (?:website|site|web ?site)|(?:from|through|via) (?:my|our|the|your) (?:website|site|web ?site))\b|\bonline (?:booking|scheduling)\b/g,
    'website chat agent books appointments',
  ],
  // How fast it picks up a call is the first ring the pages promise, not how long setup takes.
  [
    /\bhow (?:fast|quick(?:ly)?|soon) (?:does|do|will|would|can) (?:it|they|the (?:agents?|ai|receptionist|bot)) (?:pickup|answer (?:the )?(?:phones?|calls?))\b/g,
    'does it answer calls on the first ring',
  ],
  // How fast it answers, no calls said, is how fast the agent talked about replies ("within five
  // minutes", "in under a minute"): "fast" is "long" to retrieval, and setup time was found.
  [
    /\bhow (?:fast|quick(?:ly)?|soon) (?:does|do|will|would|can) (?:it|they|the (?:agents?|ai|bot)) (?:answer|respond|reply)\b(?! (?:(?:the )?(?:phones?|calls?)))/g,
    'does it reply within minutes',
  ],
  // Taking a message for someone is one thing, wherever it is said ("can it take messages", "takes a
  // detailed message and texts it to you"), not the message allowance. The words stay, and weigh as
  // they did in every other passage.
  [/\btak(?:e|es|ing|en) (?:a |the )?(?:detailed |phone |quick )?messages?\b/g, '$& messagetaking'],
  // A count of their locations is several of them, in the pages' words, when it is not a price
  // asked (the plans answer "how much for 10 locations"); the number itself is no word to find
  // ("3 locations" is not "3 business days"). The count is looked for before the price behind it:
  // that look back, tried at every position, was a third of the time of normalising every page.
  [
    new RegExp(
      String.raw`\b(?=${MANY} )(?<!\b(?:how much|price|prices|pricing|cost|costs|quote|pay)\b[^.?!]*)${MANY} (?:different |separate )?(locations|stores|offices|shops|branches|sites)\b`,
      'g',
    ),
    'multiple $1',
  ],
  // A card that declines is a payment that fails; getting the data out is exporting it.
  [
    /\b(?:card|payment)s? (?:declines?|declined|bounces?|bounced|fails?|failed|does not go through|doesnt go through)\b/g,
    'payment fails',
  ],
  [
    /\b(?:get|take|pull|download)(?:ting)? (?:all )?(?:my|our|the) (?:data|recordings|leads|contacts|stuff)(?: back)? out\b|\btake (?:my|our) data\b|\bget(?:ting)? (?:all )?(?:my|our) (?:data|recordings|leads|contacts)(?: back)?\b(?=[^.?!]*\b(?:leave|leaving|cancel|cancelling|canceling|quit|go elsewhere|switch)\b)/g,
    'export data',
  ],
  // Training it on their business is what setup needs from them (not training public models);
  // nothing to buy is no new software; a one-person business is an owner-operator, as Starter says.
  [
    /\btrain(?:s|ed|ing)? (?:it|the agent|the ai|the bot|them)(?: on| about)? (?:my|our) (?:business|company|services|stuff|info|information)\b|\bhow (?:does|do|will|would) (?:it|the agent|the ai|they) learn (?:about )?(?:my|our) (?:business|company|services)\b/g,
    'setup from you we need',
  ],
  // The tools they should use are the ones it works with: the agency recommends agents, not CRMs.
  [
    /\b(?:what|which) (crms?|calendars?|software|tools|phone systems?|booking (?:software|systems?|apps?)) (?:do|would|should|can) (?:you|u|y'?all) (?:recommend|suggest)\b/g,
    '$1 does it work with',
  ],
  [/\b(?:need|have) to buy (?:anything|something|any(?:thing)? else|extra)\b/g, 'need new software'],
  [
    /\bone[- ](?:man|woman|person) (?:show|band|operation|shop|business)\b|\bsolo(?:preneur| operator| business| shop)\b|\bsole (?:trader|proprietor(?:ship)?)\b|\b(?:it'?s|it is) (?:just|only) me(?: (?:running|doing|working in|in) (?:the|my|this) (?:business|shop|company|place|show))?\b/g,
    'owner-operators',
  ],
  // The free call the site offers is its consultation; a trial is trying an agent before buying.
  [/\bfree (?:call|chat|meeting|session)\b/g, 'free consultation'],
  [/\b(?:free )?trials?(?: period| version| run)?\b/g, 'try before buy'],
  // A free version is not a trial: trying before buying is what the pages offer, with no "Yes".
  [
    /\b(?:is there|do you have|do u have|have you got|got|any|offer) (?:a |an )?free (version|plan|tier|account|option)\b/g,
    'free $1 try before buy',
  ],
  [
    /\bhow long (?:is|does|will|would) (?:the |a |your |this |that )?(?:free )?(?:call|consultation|consult|demo|meeting)(?: take| last| be)?\b/g,
    'what happens on the consultation',
  ],
  [
    /\bhir(?:e|ing) (?:a |an )?(?:va|virtual assistant|assistant|receptionist|front desk person|secretary|answering service|call cent(?:er|re)|someone)\b|\b(?:(?:better|worse|cheaper) than|different (?:from|than|to)) (?:a |an |my |our |having a |using a )?(?:human |real |live |full[- ]time |in[- ]house )?(?:receptionist|front desk person|secretary|answering service|call cent(?:er|re))s?\b/g,
    'cost compared with a receptionist',
  ],
  [
    /\bbefore (?:(?:i|we) )?(?:pay(?:ing)?|buy(?:ing)?|purchas(?:e|ing)|commit(?:ting)?|sign(?:ing)? up)\b/g,
    'before buy',
  ],
  [/\b(?:play(?:ing)?|mess(?:ing)?|fool(?:ing)?) (?:around )?with (?=(?:it|this|them|the)\b)/g, 'try '],
  [/\b(?:down the (?:road|line)|in the (?:near )?future|later on)\b/g, 'later'],
  // Two languages in one call is a question about languages, not about calls at once.
  [
    /\blanguages? (?:at once|at the same time|simultaneously|in (?:one|the same) (?:call|conversation))\b/g,
    'languages',
  ],
  [/\b(?:2|two|both|multiple|several|more than one|different|other) languages\b/g, 'language'],
  [/\b(?:at the same (?:time|moment)|all at once|at once|simultaneous(?:ly)?|concurrent(?:ly)?)\b/g, 'atonce'],
  // How many calls it can take is one question however it is put: "that many", "high call volume",
  // "can it keep up", "200 calls a day, can it handle that" (their number is theirs, no page's "200+").
  [
    /\b(?:that|so|this|as) many(?= (?:calls?|callers|at once)|\W*$)|\b(?:high|large|big|huge|heavy|crazy) (?:call )?volumes?\b|\bkeep(?:s|ing)? up\b/g,
    'atonce',
  ],
  [
    /(?<=\b(?:handle|keep up with|cope with|manage)\b.*)\b\d[\d,]*\+? ((?:phone )?calls?|callers) (?:a|an|per|each|every) (day|hour|week|month)\b|\b\d[\d,]*\+? ((?:phone )?calls?|callers) (?:a|an|per|each|every) (day|hour|week|month)\b(?=.*\b(?:handle|keep up|cope|manage)\b)/g,
    '$1$3 $2$4 atonce',
  ],
  // Signing up is booking the free consultation; picking a voice is choosing one.
  [
    /\bhow (?:do|can|would|should) (?:i|we|u|you) (?:go about )?(?:sign(?:ing)? ?up|get(?:ting)? started|start|begin|buy|purchase|order|become a (?:customer|client))\b|\bwhere (?:do|can) (?:i|we) sign ?up\b/g,
    'book free consultation',
  ],
  [
    /\b(?:change|changes|changing|switch|pick|choose|select|customi[sz]e|adjust) (?:the|its|a|my|our|her|his|their|which) (?:agent'?s? )?voices?\b|\b(?:in |with )?an? (?:male|female|man'?s|woman'?s|british|australian|southern|deeper|different|younger|older) voice\b|\bvoices? (?:is |be )?(?:a )?(?:male|female|man|woman)(?: or (?:a )?(?:male|female|man|woman))?\b|\b(?:custom|unique|branded) voice\b/g,
    'pick voice',
  ],
  [/\bsign(?:ing)? up\b/g, 'signup'],
  // Where the agency is, however it is asked: the pages say where its team works.
  [
    /\bwhere (?:are|r|is) (?:you|u|y'?all|you guys|u guys|your team|ur team|the team|your company|your office)(?: \w+)?(?: located| based| from)?\b|\bwhere(?:'?s| is) (?:your|ur) (?:office|team|company|headquarters|hq)\b|\b(?:an? |your |ur )?(?:office|showroom|location|storefront)s? (?:i|we) (?:can|could) (?:visit|come (?:to|by)|stop by|drop by)\b|\b(?:visit|come (?:to|by)|stop by|drop by) (?:you|u|your (?:office|team|company)|ur (?:office|team))(?: in person)?\b/g,
    'remote first team',
  ],
  // An agent giving demos is the one that runs product demos for their prospects (not the visitor
  // asking for a demo of ours: "can you give me a demo" names no agent doing it).
  [
    /\b(?:it|agent|agents|ai|bot)(?: that| which| who)? (?:can |could |will |would |to )?(?:give|gives|do|does|run|runs|host|hosts|handle|handles|present|presents) (?:(?:product|software|live|tailored|sales) )?demos?\b/g,
    'agent that runs demos on demand',
  ],
  // A demo for themselves is the free demo and consultation, and so is seeing an agent at work.
  [/\b(?:give|show|do) (?:me|us) (?:a |the |an? )?(?:quick |live |short |free )?demo\b/g, 'do you do demos'],
  [
    /\b(?:see|watch) (?:it|one|them|an agent|the agent|the ai) (?:working|work|in action|at work|live)\b/g,
    'do you do demos',
  ],
  // Listening to the calls afterwards is their recordings.
  [
    /\b(?:listen|listening|hear) (?:back )?to (?:the |my |our |all |those |its )?(?:calls?|conversations?|recordings?)(?: (?:afterwards?|later|after))?\b/g,
    'call recordings',
  ],
  // Access to their email is the email agent reading their inbox; their password is a login, not a
  // guest's Wi-Fi.
  [
    /\b(?:need|needs|get|have|require|requires|want|wants|ask for|asks for) (?:full |read |admin )?access to (?:my|our|the|your|ur) (?:e-?mails?(?: accounts?)?|inbox(?:es)?|mailbox(?:es)?)\b/g,
    'connect your email inbox',
  ],
  [/\b(?:my|our|ur|your) (?:e-?mail |account |login )?passwords?\b/g, 'login credentials'],
  // Losing what is theirs when they leave is getting their data out.
  [
    /\blos(?:e|ing) (?:all )?(?:of )?(?:the |our |my )?(?:(?:call|customer|client|patient) )?(?:data|recordings|leads|contacts|stuff|info|transcripts|history)\b/g,
    'export data',
  ],
  // Which kinds of business it serves are its industries, and so is who the agency works for.
  [
    /\b(?:kinds?|types?|sorts?) of (?:businesses|companies|industries|trades)\b|\b(?:sectors?|verticals?|niches)\b|\bwho (?:do|does) (?:you|u|y'?all|you guys|your (?:company|team|agency)) (?:usually |mostly |mainly |typically )?(?:work with|serve|help|sell to)\b|\bwho (?:are|r) (?:your|ur) (?:typical |ideal |usual |main )?(?:customers|clients)\b|\bwho (?:is|'?s) (?:this|your|ur) service (?:really |mainly |mostly )?for\b/g,
    'industries',
  ],
  // What their customers say of the agency is its testimonials, and how many it has is its numbers.
  [
    /\bwhat (?:do|are|did) (?:(?:other|your|ur|existing|current|past) )?(?:customers|clients|people|users|businesses|owners) (?:say|saying|think)(?: about (?:you|u|it|this|the service|your service))?\b|\b(?:any|got|have|has|see|read|your|ur|get|check) (?:(?:customer|client|some) )?(?:reviews|references)(?= from| of|\W*$)/g,
    'testimonials',
  ],
  // Whether the agency can be trusted is answered with its proof.
  [
    /\b(?:is (?:this|it|that)|are (?:you|u|y'?all|you guys|u guys)|r (?:u|you)(?: guys)?)(?: (?:a|an|even|actually|really))? (?:scam|legit|legitimate|real company|real business|for real|trustworthy|reputable)\b|\bcan (?:i|we) (?:really )?trust (?:you|u|this|it|your company)\b/g,
    'testimonials',
  ],
  [
    /\bhow many (?:businesses|companies|customers|clients|people|owners|users)(?: (?:actually|already|currently))? (?:use|are using|using|have|work with|do you have|have you got|do you serve|have you served)\b/g,
    'numbers businesses served',
  ],
  // Who the agency is: the people behind it, and whether it hires.
  [
    /\bwho(?:'?s| is| are) (?:actually |really )?(?:behind|running|in charge of) (?:this|the|your|ur) (?:company|business|thing|agency)\b|\bwho (?:built|made|created|developed|owns|started|founded|runs) (?:this|you|u|it|(?:the|this|your|ur) (?:company|business|thing|agency|site|website|bot|chat))\b/g,
    'people behind the agents',
  ],
  [
    /\b(?:are|r) (?:you|u|y'?all)(?: guys)? hiring\b|\bjob openings?\b|\bany (?:jobs|openings|positions)\b/g,
    'hiring open',
  ],
  // What the setup needs from them.
  [
    /\bwhat (?:do|would|will) (?:you|u|ya|you guys|u guys) (?:actually |really )?need from (?:me|us)(?: to (?:get started|start|begin|get going|setup|go live))?\b/g,
    'setup from you we need',
  ],
  // Listening to calls afterwards is their recordings; the catch in a deal is a hidden fee.
  [
    /\b(?:listen(?:ing)?|play(?:ing)? back|hear|review)(?: back)? (?:to )?(?:the |my |our |all |those )?(?:calls?|conversations?)\b/g,
    'call recordings',
  ],
  [/\b(?:what'?s|whats|what is) the catch\b|\b(?:is there|any) (?:a )?catch(?:es)?\b/g, 'hidden fees'],
  // Everyday ways of saying an agent is live.
  [/\b(?:up and running|good to go|switched on|turned on)\b/g, 'live'],
  [/\bfollow(?:ing)?[ -]ups?\b/g, 'followup'],
  [/\bno[ -]shows?\b/g, 'noshow'],
  [/\bpre[ -]sales\b/g, 'presales'],
  [/\b24 ?\/ ?7\b|\baround the clock\b|\bround the clock\b/g, 'alwayson'],
  [/\banytime\b/g, 'any time'],
  [/\b(is|does|did|are|was|were|has|have|had|should|would|could)n'?t\b/g, '$1 not'],
  [/\bdon'?t\b/g, 'do not'],
  [/\bcan'?t\b|\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  // Where the data lives: servers and hosting are data centers.
  [/\b(?:servers?|hosted|hosting|data (?:is )?(?:stored|kept|located))\b/g, 'data centers'],
  // An answer "within seconds" says how fast.
  [
    /\b(?:within|in under|in) (?:a few |\d+ |two |three |five |ten |fifteen |thirty )?(?:seconds?|a second|one second|minutes|a minute)\b/g,
    '$& fast',
  ],
  // What the agency's free call is, however it is asked.
  [
    /\bwhat (?:does|do|will|is) (?:the|this|your|ur|a) (?:free )?(?:consult(?:ation)?|call|demo)(?: (?:include|involve|cover|look like|about|like))?\b/g,
    'what happens on the consultation',
  ],
  // A caller in a mood is an upset customer.
  [/\b(?:pissed(?: off)?|angry|mad|furious|irate|livid|ticked off|annoyed|fuming)\b/g, 'upset'],
  // When they might ask ("after 2 months") is when, not what.
  [/\bafter (?:\d+|a|one|two|three|four|six|a few|a couple(?: of)?) (?:days?|weeks?|months?|years?|yrs?)\b/g, ''],
  // Not liking it is why they ask ("if we are not happy, do we get our money back"), not what.
  [
    /\b(?:(?:are|am|is|re|m) )?(?:not (?:happy|satisfied|pleased)|unhappy|dissatisfied)(?: with (?:it|this|you|the service|the results?))?\b|\b(?:do|does) not like (?:it|this|you|the results?)\b|\bit'?s not working out\b/g,
    '',
  ],
]

/** Lower case, straight quotes, common multi-word terms joined, punctuation turned into spaces. */
export function normalize(text: string): string {
  let out = text
    // "our IT guy" is technical staff, not the pronoun.
    .replace(/\bIT (?=guy|person|people|team|staff|department|support|skills)/g, 'technical ')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, ' ')
  for (const [pattern, replacement] of PHRASES)
    out = pattern === CHAT_WORD ? out.replace(pattern, (word) => CHAT_SPEAK[word]!) : out.replace(pattern, replacement)
  return out
    .replace(/[^a-z0-9'$&]+/g, ' ')
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const STOP_WORDS = new Set(
  `a about above after again all also am an and any anyone anything are as at be because been before being below
  between both but by can could did do does doing down during each else even ever few for from further get gets
  got had has have having he her here hers him his how i if in into is it its just kind let like many may me
  might more most much must my myself need no nor not now of off often on once one only or other our ours out over
  own please pretty quite rather really same say see she should so some something sort such tell than that the
  their them then there these they thing things this those though through to too under until up us very want
  was we well were what whats when where whether which while who whom whose why will with would yes yet you your
  yours mine theirs hers nothing else hi hello hey thanks thank okay ok want wants wanted wanna still literally basically super extremely insanely crazy totally absolutely kinda sorta till til whole entire usually typically generally normally roughly approximately honestly frankly seriously tbh id youd theyd youll theyll itll whenever whatever wherever
  im ive youre theyre dont doesnt didnt isnt arent cant wont wouldnt couldnt shouldnt thats theres heres lets`.split(
    /\s+/,
  ),
)

// Words a visitor uses for the same idea as the CMS does; applied to both sides of a match.
const SYNONYMS: Record<string, string> = {
  price: 'cost',
  pricing: 'cost',
  prices: 'cost',
  priced: 'cost',
  fee: 'cost',
  fees: 'cost',
  charge: 'cost',
  expensive: 'cost',
  pay: 'cost',
  paying: 'cost',
  bot: 'ai',
  robot: 'ai',
  robotic: 'ai',
  chatbot: 'ai',
  artificial: 'ai',
  human: 'person',
  people: 'person',
  someone: 'person',
  staff: 'person',
  integrate: 'connect',
  integration: 'connect',
  integrations: 'connect',
  integrates: 'connect',
  sync: 'connect',
  connects: 'connect',
  connected: 'connect',
  compatible: 'connect',
  quickly: 'fast',
  quick: 'fast',
  soon: 'fast',
  long: 'fast',
  fastest: 'fast',
  cancel: 'cancel',
  cancellation: 'cancel',
  terminate: 'cancel',
  quit: 'cancel',
  leave: 'cancel',
  stop: 'cancel',
  contract: 'contract',
  commitment: 'contract',
  locked: 'contract',
  lock: 'contract',
  language: 'language',
  languages: 'language',
  spanish: 'language',
  french: 'language',
  texts: 'text',
  texting: 'text',
  sms: 'text',
  phone: 'phone',
  telephone: 'phone',
  phones: 'phone',
  secure: 'security',
  privacy: 'security',
  private: 'security',
  safe: 'security',
  confidential: 'security',
  switch: 'change',
  tweak: 'change',
  tweaks: 'change',
  modify: 'change',
  edit: 'change',
  adjust: 'change',
  switching: 'change',
  multiple: 'several',
  // Being told is coming to know ("will callers be told it's a bot").
  told: 'know',
  junk: 'spam',

  launch: 'live',
  golive: 'live',
  onboarding: 'setup',
  install: 'setup',
  speak: 'talk',
  speaking: 'talk',
  talking: 'talk',
  // Everyday words for what the pages say in their own. ("customer" is "client": its stem would be "custom".)
  refund: 'refund',
  refunds: 'refund',
  commitments: 'contract',
  contracts: 'contract',
  tied: 'contract',
  bilingual: 'language',
  // A language by its name is a question about languages.
  ...Object.fromEntries(
    'german italian portuguese chinese mandarin cantonese vietnamese korean japanese arabic russian polish hindi tagalog punjabi haitian creole hebrew dutch swedish ukrainian farsi persian urdu greek turkish thai somali'
      .split(' ')
      .map((name) => [name, 'language']),
  ),
  records: 'record',
  recorded: 'record',
  recording: 'record',
  recordings: 'record',
  customer: 'client',
  customers: 'client',
  clients: 'client',
  client: 'client',
  patients: 'client',
  callers: 'caller',
  cellphone: 'cell',
  mobile: 'cell',
  transfers: 'transfer',
  forward: 'transfer',
  forwards: 'transfer',
  forwarded: 'transfer',
  // Who started the company are its founders ("founded" is not "found", as in "found unenforceable").
  founded: 'founder',
  cofounded: 'founder',
  // Who the business is and what it is, in one word: "dentists" are a dental practice.
  dentist: 'dental',
  dentists: 'dental',
  plumber: 'plumb',
  plumbers: 'plumb',
  realtor: 'brokerage',
  realtors: 'brokerage',
  proof: 'result',
}

/** Porter's stemmer: "bookings", "booked" and "booking" meet; numbers stay as they are. */
export function stem(word: string): string {
  return word.length <= 3 || /\d/.test(word) ? word : stemmer(word)
}

/** One normalised word as retrieval compares it: null for a stop word, else its synonym's stem. */
export function processWord(raw: string): string | null {
  if (!raw || STOP_WORDS.has(raw)) return null
  const word = SYNONYMS[raw] ?? raw
  const stemmed = stem(word)
  return SYNONYMS[stemmed] ?? stemmed
}

/** Content words of a text: normalised, stop words removed, synonyms folded, stemmed, unique. */
export function contentTokens(text: string): string[] {
  const out = new Set<string>()
  for (const raw of normalize(text).split(' ')) {
    const token = processWord(raw)
    if (token) out.add(token)
  }
  return [...out]
}

/** Every word normalised and stemmed, stop words kept: for matching phrases such as "answer the phone". */
export function stemmedWords(text: string): string {
  return normalize(text)
    .split(' ')
    .map((word) => stem(word))
    .join(' ')
}

/** Whether ` phrase ` occurs in the normalised text as whole words. */
export function hasPhrase(normalized: string, phrase: string): boolean {
  return ` ${normalized} `.includes(` ${phrase} `)
}

const QUESTION_START =
  /^(what|whats|how|why|when|where|which|who|whom|can|could|do|does|did|is|are|was|were|will|would|should|shall|may|might|have|has|tell me|explain|any idea|any(?! (?:time|day|of|is|works?)\b))\b/i

// "ok whats the setup like", "so how long": a word that leads into the question.
const LEAD_IN = /^(?:(?:ok(?:ay)?|so|and|but|also|um+|hmm+|well|alright|cool|great|right|just)\b[\s,]*)+/i

// "if we leave later do we lose all our data": a condition, then what happens under it.
const CONDITION_ASKED = /^(?:what )?if\b.*\b(?:do|does|will|would|can|is|are|what|how)\b/i

/** "for a 40 room hotel could the voice agent …": a question after what they told, without a comma. */
export const INNER_QUESTION =
  /\b(?:could|can|will|would|does)\s+(?:the|your|it|they|you|this|that|one|any|an?)\b|\b(?:so|but|and)\s+(?:is|are)\s+(?:all\s+)?(?:this|it|that|they|you)\b/i

export function isQuestion(text: string): boolean {
  // "ok fine. how long to set it up", "we get pdfs, can it read them": any clause may be the question.
  // "were a dental office" is "we're" typed without its apostrophe, not a question.
  if (/^\s*were (?:a|an|the|just|small|\d)/i.test(text) && !text.includes('?')) return false
  // Owners often type no question mark: "if we leave do we lose our data".
  return (
    text.includes('?') ||
    text
      .split(/[.!;,]\s+/)
      .map((part) => part.trim().replace(LEAD_IN, ''))
      .some((part) => QUESTION_START.test(part) || CONDITION_ASKED.test(part) || INNER_QUESTION.test(part))
  )
}

const OPEN_QUESTION = /^(?:what|whats|how|which|who|whom|where|when|why)\b/i
const YES_NO_QUESTION = /^(?:can|could|do|does|did|is|are|was|were|will|would|should|shall|may|might|have|has)\b/i

/** "what does michael do", "how do you train it": asked with a question word only, never answered "Yes." or "No.". */
export function asksOpenly(text: string): boolean {
  const clauses = text
    .split(/[.!?;,]\s*/)
    .map((part) => part.trim().replace(LEAD_IN, ''))
    .filter(Boolean)
  return (
    clauses.some((c) => OPEN_QUESTION.test(c)) &&
    !clauses.some((c) => YES_NO_QUESTION.test(c) || INNER_QUESTION.test(c))
  )
}

/** A text's sentences; a full stop inside a figure ("$0.15", "99.9%") or an address ends none. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’)]?)\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
}

export function endSentence(text: string): string {
  const trimmed = text.trim()
  return /[.!?:]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

export function stripEnd(text: string): string {
  return text.trim().replace(/[.!?]+$/, '')
}

/** Lower-cases the first letter unless the first word looks like a name or acronym ("AI", "CRM"). */
export function lowerFirst(text: string): string {
  const first = text.split(/\s/)[0] ?? ''
  if (/^I\b/.test(text)) return text
  if (first.length > 1 && (first === first.toUpperCase() || /[A-Z]/.test(first.slice(1)))) return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** "a" or "an" by sound: "an SMS agent" (an initialism read letter by letter), "a unit", "an hour". */
export function withArticle(noun: string): string {
  if (/^(a|an|the|my|our)\s/i.test(noun)) return noun
  const first = noun.split(/\s/)[0] ?? ''
  const vowelSound = /^[A-Z]{2,5}$/.test(first)
    ? /^[AEFHILMNORSX]/.test(first)
    : /^(?:[aeiou]|hour|honest|heir)/i.test(noun) && !/^(?:uni|use|usu|eu|one)/i.test(noun)
  return `${vowelSound ? 'an' : 'a'} ${noun}`
}

const SMALL_NUMBERS: Record<string, number> = { one: 1, a: 1, an: 1, single: 1 }

// Nouns with no plural of their own: "12 staff", not "12 staffs".
const SAME_IN_PLURAL = new Set([
  'staff',
  'personnel',
  'people',
  'crew',
  'equipment',
  'software',
  'feedback',
  'sheep',
  'fish',
])

/** "2 location" → "2 locations", "one locations" → "one location": the noun agrees with its count. */
export function agree(phrase: string): string {
  return phrase.replace(
    /\b(\d[\d,]*|[a-z]+)\s+([a-z]+)\b(?=\s*(?:$|,|\band\b))/gi,
    (whole, count: string, noun: string) => {
      const n = /^\d/.test(count)
        ? Number(count.replace(/,/g, ''))
        : (SMALL_NUMBERS[count.toLowerCase()] ?? NUMBER_WORDS.indexOf(count.toLowerCase()))
      if (n < 0 || Number.isNaN(n) || noun.length < 3 || SAME_IN_PLURAL.has(noun.toLowerCase())) return whole
      if (n === 1) return `${count} ${noun.replace(/(?<=[^s])s$/i, '')}`
      return /s$/i.test(noun) ? whole : `${count} ${noun.replace(/y$/i, 'ie').replace(/(ch|sh|x)$/i, '$1e')}s`
    },
  )
}

export function joinList(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
]

export function countWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n)
}

/** "3" → 3, "three" → 3; -1 for anything else. */
export function countOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase())
}

/** Picks one of several phrasings from the conversation state, so replies vary but stay testable. */
export function pick<T>(options: readonly T[], seed: number): T {
  return options[Math.abs(seed) % options.length]!
}

/** An answer without its opening "Yes." or "No.", for a question it was not written for. */
// "Yes, and most clients do." leans on its "Yes": without it the sentence says nothing, and goes.
export const withoutYesNo = (answer: string) =>
  upperFirst(answer.replace(/^(?:yes|no),\s+(?:and|but|so)\b[^.!?]*[.!?]\s+(?=\S)|^(?:yes|no)(?:[.!]\s+|,\s+)/i, '')) ||
  answer
