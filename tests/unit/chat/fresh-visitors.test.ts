import { describe, expect, it } from 'vitest'
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '@/lib/chat/knowledge'
import { composeReply } from '@/lib/chat/local/compose'
import { readWrittenOut } from '@/lib/chat/local/memory'
import { normalize } from '@/lib/chat/local/text'
import { createLocalSource } from '@/lib/content/local-source'

/**
 * Questions written for these tests, worded unlike the evaluation set's (tests/eval) and the
 * replay set's: what the engine does with a way of asking nobody tuned it on.
 */
const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
const reply = (content: string) => composeReply([{ role: 'user', content }], knowledge)
// Either honest answer: the detail is not on the pages, or the name asked about is on none of them.
const HONEST_NO = /I don't have that detail|I don't see [\w-]+ mentioned on our pages/

/** Plays the visitor's messages in turn, each reply going back into the conversation; the replies. */
function play(...said: string[]): string[] {
  const messages: { role: 'user' | 'assistant'; content: string }[] = []
  const replies: string[] = []
  for (const content of said) {
    messages.push({ role: 'user', content })
    replies.push(composeReply([...messages], knowledge))
    messages.push({ role: 'assistant', content: replies.at(-1)! })
  }
  return replies
}

/** Plays the visitor's messages; the replies, and the details read from the whole conversation. */
function playForDetails(...said: string[]) {
  const replies = play(...said)
  const messages = said.flatMap((content, i) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: replies[i]! },
  ])
  return { replies, details: readWrittenOut(messages, knowledge).details }
}

describe('a recommendation for a business no page names, by what it does', () => {
  it.each([
    ['cleaning company here, customers email us for quotes all day, what would you recommend', /^[^\n]*AI Email Agent/],
    ['which agent is best for a pizza place that takes orders by phone', /^[^\n]*(?:AI Receptionist|AI Voice Chat)/],
    ['we run a tutoring center, parents text us all day. what fits', /^[^\n]*AI SMS-Text Agent/],
  ])('%j gets the agent for that work', (message, agent) => {
    const text = reply(message)
    expect(text).toMatch(agent)
    expect(text).not.toMatch(HONEST_NO)
  })

  it('names an agent for a business whose trade no page mentions, never "I don\'t have that detail"', () => {
    const text = reply('what would you recommend for a pet shop')
    expect(text).toMatch(/I'd start with AI [\w -]+\./)
    expect(text).not.toMatch(HONEST_NO)
  })
})

describe('a yes/no about what an agent can do, from that agent’s own words', () => {
  it('answers about the agent asked about, never with another agent’s story', () => {
    const text = reply('will the text agent send a reminder the day before')
    expect(text).toMatch(/remind/i)
    expect(text).toContain('AI SMS-Text Agent')
    expect(text).not.toMatch(/Workflow|Receptionist|Email Agent/)
  })

  it.each(['can it take payments over the phone', 'could it handle refunds for my customers'])(
    'does not answer %j with a clause of the terms',
    (message) => {
      expect(reply(message)).not.toMatch(/Subscription Terms|Terms of Service|Privacy Statement/)
    },
  )

  it('says what the sms agent does about reviews when asked in other words', () => {
    expect(reply('can the sms agent ask customers for a google review')).toMatch(/review/i)
  })
})

describe('replies that end where they should', () => {
  it.each(['do your agents work at night', 'are they available on holidays', 'r ur bots on at 3am'])(
    '%j: no line ends in a colon with nothing after it',
    (message) => {
      const text = reply(message)
      for (const line of text.split('\n')) expect(line).not.toMatch(/:\s*$/)
      expect(text).not.toMatch(/For (?:example|instance):/)
    },
  )

  it('answers a question about an agent named by name from its own FAQ, not with its card', () => {
    const text = reply('does OutboundAI leave a voicemail if nobody picks up')
    expect(text).toMatch(/short, personal message/)
    expect(text).not.toMatch(/^OutboundAI:/)
  })
})

describe('what a question is about, not a word in it', () => {
  it('"after a year" in a question about leaving is not the yearly price', () => {
    const text = reply('if we quit after a year do we keep our call recordings')
    expect(text).toMatch(/recording/i)
    expect(text).not.toMatch(/\$\d/)
  })

  it('a price paid by the year is still the yearly price', () => {
    expect(reply('how much would it cost us for a year on starter')).toMatch(/\$2,970/)
  })
})

describe('everyday wording', () => {
  it('"good to go" asks when an agent goes live', () => {
    expect(reply('when will my agent be good to go')).toMatch(/\b7 days\b/)
  })

  it('a competitor no page names, "stacked up against", is not compared by guess', () => {
    const text = reply('how do you stack up against ruby receptionists')
    expect(text).toMatch(/I don't see ruby mentioned on our pages/)
    expect(text).not.toMatch(/\bbetter\b|\bcheaper\b/i)
  })
})

describe('no yes or no by implication', () => {
  it('a FAQ matched on a few shared words answers without its "Yes."', () => {
    const text = reply('do i need to buy new phones')
    expect(text).not.toMatch(/^(?:Yes|No)\b/)
    expect(text).toMatch(/forward/i)
  })
})

describe('a passage that misses the thing asked is no answer', () => {
  it.each(['is the voice chat hipaa compliant', 'is our data gdpr compliant with the receptionist'])(
    '%j gets an honest answer, not a sentence that shares the other words',
    (message) => {
      expect(reply(message)).toMatch(/I don't (?:have that detail|see \w+ mentioned)|can't confirm/)
    },
  )
})

it('"at the same moment" asks about several callers at once', () => {
  expect(reply('if three people ring at the same moment what happens')).toMatch(/at once|on hold|busy signal/i)
})

it('"the sms one" is the SMS agent, not every agent a word of the question fits', () => {
  const text = reply('does the sms one give me a phone number')
  expect(text).toMatch(/texting on your current number|local number/i)
  expect(text).not.toMatch(/Side by side|AI Receptionist/)
})

it('a word the site uses is never read as another one it uses ("contact" is not "contract")', () => {
  expect(reply('who should i contact')).not.toMatch(/month-to-month|locked|contract/i)
})

it('a question about the hours an agent works is answered, not refused, whatever hour is named', () => {
  const text = reply('will it answer calls at 2am on a sunday')
  expect(text).toMatch(/24\/7|24 hours/)
  expect(text).not.toMatch(HONEST_NO)
})

it.each(['what kinds of bots do u sell', 'what r ur products', 'what sorts of assistants do you build'])(
  '%j lists the agents, not a sentence that shares a word',
  (message) => {
    const text = reply(message)
    expect(text).toMatch(/seven agents|7 agents|AI agents:/)
    expect(text).not.toMatch(/Privacy Statement|résumé/)
  },
)

it.each(['if we cancel do we have to pay a fee', 'what if i stop paying'])(
  '%j, about the visitor’s own account, is answered from the agency’s terms, not an agent’s page',
  (message) => {
    const text = reply(message)
    expect(text).toMatch(/cancel/i)
    expect(text).not.toMatch(/AI (?:Receptionist|Email Agent|SMS-Text Agent|Voice Chat|Workflow Agent)|OutboundAI/)
  },
)

describe('the pricing page’s comparison table is something Michael answers from', () => {
  it.each([
    [
      'does starter come with the custom knowledge base',
      /not included in Starter; included in Growth \(\$697 per month\) and Scale \(\$1,497 per month\)/,
    ],
    ['how many phone numbers on growth', /Growth (?:\(\$697 per month\) )?comes with up to 3 phone numbers\./],
    [
      'how many integrations can i have on the starter plan',
      /Starter \(\$297 per month\) comes with up to 2 integrations\./,
    ],
  ])('%j gets the plan’s row', (message, row) => {
    const text = reply(message)
    expect(text).toMatch(row)
    expect(text).not.toMatch(HONEST_NO)
  })
})

it.each([
  ['does ur text agent work on whatsapp', 'AI SMS-Text Agent'],
  ['will the outbound one send a fax if nobody picks up', 'OutboundAI'],
])('a "can the X agent do Y" the pages do not answer is honestly not known, not X’s card: %j', (message, name) => {
  const text = reply(message)
  expect(text).toMatch(HONEST_NO)
  expect(text).toContain(name)
  expect(text).not.toMatch(/^Yes\b|It starts at/)
})

describe('details typed into the chat', () => {
  it('takes "email" before an address as a label, not the company, and asks for the company with the name capitalised', () => {
    const text = play('my name is tom, email tom@example.com').at(-1)
    expect(text).toMatch(/^Thanks, Tom! What's the name of your company/)
  })

  it('takes "company is …" in lower case as the company, and thanks instead of asking again', () => {
    const text = play('my name is tom, email tom@example.com', 'company is bright path plumbing').at(-1)
    expect(text).toMatch(/^Thanks for sharing your details!/)
    expect(text).not.toMatch(/company/)
  })
})

it.each(['how do i get a hold of a human', 'can i reach a real person'])(
  '%j is a request for a person on the team',
  (message) => {
    expect(reply(message)).toMatch(/reach a person on our team|talk (?:with|to) (?:someone|a person)/i)
  },
)

describe('a visitor who calls the agency a scam', () => {
  it.each(['you guys are a scam', 'this is a scam', 'its a scam right?'])('%j gets the calm reply', (message) => {
    expect(reply(message)).toBe(knowledge.replies.abuse)
  })

  it.each(['is this a scam', 'can it block scam calls'])('%j is asked, not said, and gets no apology', (message) => {
    expect(reply(message)).not.toMatch(/^Sorry this has been frustrating/)
  })
})

it('an insult with a question gets the calm word and then the answer', () => {
  const text = reply('ur useless, just tell me the price')
  expect(text).toMatch(/^Sorry this has been frustrating\./)
  expect(text).toContain('$297')
})

it('a question led in by "ok" or "so" is a question, not an answer to the last one', () => {
  const [, text] = play('we are a bakery', 'ok how long does it take to go live')
  expect(text).toMatch(/7 days|business days/)
})

describe('chat-box shorthand', () => {
  it('is written out before matching, and leaves email addresses, initials and "u.s." alone', () => {
    expect(normalize('r u open n can ur ppl send pics thru email')).toBe(
      'are you open and can your people send pictures through email',
    )
    expect(normalize('email u@example.com about the u.s. office')).toBe('email u example com about the u s office')
  })

  it('answers a question typed in it as it answers the same question written out', () => {
    expect(reply('if like 4 ppl ring at the same time does the receptionist get all of em')).toMatch(
      /several callers at once/i,
    )
  })

  it.each([
    ['cn it book apointments', 'can it book appointments'],
    ['hw much is the receptionist', 'how much is the receptionist'],
    ['what hapen if costumer is angry', 'what happens if a customer is angry'],
  ])('answers the misspelt %j as %j', (typed, written) => {
    expect(reply(typed)).toBe(reply(written))
  })
})

describe('a conversation towards a lead, detail by detail', () => {
  it('takes a name alone after the details were asked for, asks for what is missing, then takes the company', () => {
    const replies = play('want to book a consult for my bakery', 'Marco', 'marco@example.com', 'Crumb Bakery Co')
    expect(replies[0]).toMatch(/name, email and company/)
    expect(replies[1]).toMatch(/^Thanks, Marco! What's the best email/)
    expect(replies[2]).toMatch(/name of your company/)
    expect(replies[3]).toMatch(/^Thanks for sharing your details!/)
  })

  it('reads "im dr lena ortiz" as Lena, and the company typed after the email came unasked', () => {
    const replies = play('im dr lena ortiz, lena@example.com', 'Bright Path Dental')
    expect(replies[0]).toMatch(/^Thanks, Lena!/)
    expect(replies[1]).toMatch(/^Thanks for sharing your details!/)
  })

  it('does not take an everyday reply to the request as a name', () => {
    const replies = play('want to book a consult for my bakery', 'not now')
    expect(replies[1]).not.toMatch(/Thanks, Not/)
  })
})

it('a greeting that leads into a question answers the question, not the greeting', () => {
  const text = reply(
    'hi we are a dental office w 2 dentists, patients call during lunch and nobody picks up. what have u got for that',
  )
  expect(text).not.toMatch(/^Hello/)
  expect(text).toMatch(/AI Receptionist|Dentrix|recall/i)
})

it('"how are you guys different from …" is a comparison, not small talk', () => {
  expect(reply('how r u guys different from acmecall')).not.toMatch(/doing well/)
})

describe('a question about a named agent that asks more than its name', () => {
  it('is answered from that agent’s own passages, even after what the visitor told first', () => {
    const text = reply(
      'customers email us photos of broken parts and pdf invoices, can the email agent actually read those',
    )
    expect(text).toMatch(/PDFs, images/)
    expect(text).not.toMatch(/It starts at|Replies to customer emails in minutes, in your tone/)
  })

  it('gets an honest "not on our pages" when none says it, not the agent’s card', () => {
    const text = reply('can the receptionist thing handle faxes from doctors offices')
    expect(text).toMatch(HONEST_NO)
    expect(text).not.toMatch(/Every call answered on the first ring/)
  })
})

it('a tool they use that is not on the list comes first, without a "Yes" for the one they do not use', () => {
  const text = reply('our dental office uses eaglesoft not dentrix, is that ok')
  expect(text).toMatch(/^I don't see Eaglesoft on our list of integrations\./)
  expect(text).not.toMatch(/\bYes\b/)
})

it('"recomend" with a typo still asks for a recommendation', () => {
  expect(reply('we r a dental office, what would u recomend')).toMatch(/AI Receptionist/)
})

describe('a plan by its place, and the plan an agent comes with', () => {
  it.each([
    ['how many phone numbers come with the cheap plan', /Starter \(\$297 per month\) comes with 1 phone number\./],
    ['what does the middle one cost for a full year', /\$6,970/],
    [
      'how many integrations on the top tier',
      /Scale comes with unlimited integrations|Integrations on Scale: Unlimited/,
    ],
  ])('%j', (message, answer) => {
    expect(reply(message)).toMatch(answer)
  })

  it('"setup cost?" about the agent in focus is the setup fee of the plan it comes with', () => {
    const replies = play('tell me about OutboundAI', 'setup cost?')
    expect(replies[1]).toMatch(/Scale \(\$1,497 per month\) includes a \$1,500 one-time setup fee\./)
  })

  it('"send me more info" asks for the details to send it to', () => {
    expect(reply('ok send me more info')).toMatch(/name, email and company/)
  })
})

describe('more of what visitors say, read for what it means', () => {
  it('"which one is cheaper" after two agents compares their prices', () => {
    const replies = play('whats the difference between the receptionist and voice chat', 'which one is cheaper')
    expect(replies[1]).toMatch(
      /^Both start at the same price: AI (?:Receptionist|Voice Chat) and AI (?:Receptionist|Voice Chat) each start at \$297\/month\./,
    )
  })

  it('a pain said in everyday words is heard ("phones ring nonstop", "the inbox is a disaster")', () => {
    expect(reply('we run a hair salon, phones ring nonstop while we are cutting')).toMatch(/AI Receptionist/)
    expect(reply('2 of us and the inbox is a disaster')).toMatch(/AI Email Agent/)
  })

  it('"12 staff" stays 12 staff', () => {
    expect(reply('i have a chiropractic clinic, 3 locations and 12 staff')).toContain('12 staff')
  })

  it('a question after what they told, without a comma, is a question about the agent', () => {
    const text = reply('for a 40 room hotel could the voice agent take room service orders from guests')
    expect(text).not.toMatch(/Answers in under a second, day or night/)
  })
})

describe('everyday phrasings fold into the words the pages use', () => {
  it.each([
    [
      'if the outbound bot reaches someone ready to buy can my sales guy jump in',
      /transfers them live to the salesperson/,
    ],
    ['does the outbound caller respect do not call lists', /do-not-call/],
    ['can the receptionist move an appointment when a patient calls', /reschedul/i],
  ])('%j', (message, answer) => {
    const text = reply(message)
    expect(text).toMatch(answer)
    expect(text).not.toMatch(HONEST_NO)
  })

  it('"leave us a review" is not cancelling, and "real emergencies" is no person', () => {
    expect(normalize('could it ask them to leave us a review')).toBe('could it ask them to review')
    expect(normalize('real emergencies go to my cell phone')).toBe('real emergencies go to my cell')
  })
})

describe('the terms, asked in a visitor’s words', () => {
  it.each([
    ['which states laws does your contract fall under', /Delaware/],
    ['what if your system goes down, whats the uptime', /99\.9/],
    ['are the calls recorded and how long do you hang on to the recordings', /90 days/],
  ])('%j', (message, answer) => {
    const text = reply(message)
    expect(text).toMatch(answer)
    expect(text).not.toMatch(HONEST_NO)
  })
})

describe('words that only look alike', () => {
  it('"customers" is not "custom", nor "based in" a knowledge base', () => {
    const text = reply('we are based in toronto, do you even take canadian customers')
    expect(text).not.toMatch(/custom knowledge bases/)
  })

  it('a payment service named after "through" is a tool no page names, never a yes', () => {
    const text = reply('can the receptionist take a deposit from the caller thru stripe')
    expect(text).toMatch(/I don't see stripe on our list/i)
    expect(text).not.toMatch(/^Yes\b/)
  })
})

describe('contracts and leaving, asked the long way round', () => {
  it.each([
    ['do i have to sign a 2 year contract or is it month by month', /month-to-month/],
    ['say it doesnt work out for us, how hard is it to get out', /30 days/],
  ])('%j', (message, answer) => {
    const text = reply(message)
    expect(text).toMatch(answer)
    expect(text).not.toMatch(HONEST_NO)
  })
})

describe('the business, said in passing', () => {
  it.each([
    ['for a 40 room hotel could the voice agent take room service orders from guests'],
    ['we sell candles online, shopify store, 2 of us. the inbox is a disaster'],
  ])('%j is not asked what business it is', (message) => {
    expect(reply(message)).not.toMatch(/What kind of business do you run/)
  })
})

it('"setup cost?" after a plan was shown is that plan’s setup fee', () => {
  const [, setup] = play('car dealership w 2 rooftops, we want the full package with every agent', 'setup cost?')
  expect(setup).toMatch(/^Scale \(\$1,497 per month\) includes a \$1,500 one-time setup fee\./)
})

describe('the line-up, and an insult with nothing asked', () => {
  it.each(['which ai agents do u have', 'what agents do you offer'])('%j gets the seven agents', (message) => {
    const text = reply(message)
    expect(text).toMatch(/seven agents/)
    for (const name of ['AI Receptionist', 'OutboundAI', 'Virtual SE']) expect(text).toContain(name)
  })

  it('"ur answers suck" gets the calm reply alone, not a passage that shares the word "answers"', () => {
    expect(reply('ur answers suck')).toBe(knowledge.replies.abuse)
  })
})

describe('a name no page mentions, in a yes/no question, typed in lower case', () => {
  it.each([
    ['do you support whatsapp', 'whatsapp'],
    ['is it hipaa compliant', 'hipaa'],
    ['can it make calls in canada', 'canada'],
    // Made of everyday words ("news", "letters") and ending like "newscasters", still the thing asked.
    ['can the email agent write newsletters', 'newsletters'],
  ])('%j says the pages do not mention it, and never "yes"', (message, name) => {
    const text = reply(message)
    expect(text).toMatch(new RegExp(`^I don't see ${name} mentioned on our pages`))
    expect(text).not.toMatch(/\byes\b/i)
  })

  it.each([
    ['could we add more agents down the road', /\bupgrade|move to Growth/i],
    ['can the receptionist replace our voicemail', /voicemail/i],
    ['does the recepcionist book appointments', /appointment/i],
  ])('%j: a verb, an idiom or a typo of a word the site uses is no unknown name', (message, answer) => {
    const text = reply(message)
    expect(text).not.toMatch(/I don't see \w+ mentioned/)
    expect(text).toMatch(answer)
  })

  it.each([
    ['do you have a partner program', 'partner program'],
    ['is kestrel soc 2 certified', 'soc 2'],
  ])('%j names the whole of what the pages do not mention', (message, name) => {
    expect(reply(message)).toMatch(new RegExp(`^I don't see ${name} mentioned on our pages`))
  })

  it.each([
    ['will the receptionist get rid of junk calls', /spam/i],
    ['can visitors talk to the voice chat on my site, like hit a button and talk', /browser|microphone|button/i],
    ['is there a setup fee on the smallest plan', /setup fee/i],
  ])('%j: an idiom, a word after "like" or a superlative is no name', (message, answer) => {
    const text = reply(message)
    expect(text).not.toMatch(/I don't see \w+ mentioned/)
    expect(text).toMatch(answer)
  })

  it('a language by name is a question about languages', () => {
    expect(reply('can the voice agent speak portuguese')).toMatch(/^English\b/)
  })
})

describe('the proof and the people on the pages', () => {
  it.each([
    ['do you have any case studies', /Bayview Family Dental \([^)]+\): 1,000 appointments booked/],
    ['are you hiring engineers', /Engineer/],
    ['who are the people behind kestrel', /About page \(\/about\)/],
    ['who built this', /Co-founder and CEO/],
    ['who owns the company', /Co-founder and CEO/],
  ])('%j is answered from them', (message, answer) => {
    const text = reply(message)
    expect(text).toMatch(answer)
    expect(text).not.toMatch(/seven agents in all/)
  })

  it.each(['what industries do u serve', 'what kinds of businesses do you work with', 'which sectors do you cover'])(
    '%j is answered with the industries the pages list',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/Home services: Plumbing, HVAC/)
      expect(text).toMatch(/Dental and medical clinics: /)
    },
  )

  it.each(['who do you guys usually work with', 'who are your typical clients', 'who is your service for'])(
    '%j, who the agency works for, is answered with the industries the pages list',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/Home services: Plumbing, HVAC/)
      expect(text).not.toMatch(HONEST_NO)
    },
  )

  it('"who is it for" about one agent is not answered with the agency\'s list of industries', () => {
    const [, text] = play('email agent', 'who is it for')
    expect(text).not.toMatch(/Home services: Plumbing, HVAC/)
  })

  it.each(['do you need access to my email', 'does the email agent need access to our inbox'])(
    '%j is answered with what the email agent reads, not with the microphone or a yes about attachments',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/reads your shared inbox/)
      expect(text).not.toMatch(/microphone|^Yes\./)
    },
  )

  it('"do you need my password" is about their login, not a guest\'s Wi-Fi password', () => {
    expect(reply('do you need my password')).not.toMatch(/Wi-Fi/)
  })

  it.each(['do u have an agent that can give product demos', 'can the ai run live demos of our product'])(
    '%j asks for the agent that gives demos to their prospects',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/^Virtual SE\b/)
      expect(text).toMatch(/demos/)
      expect(text).not.toMatch(/Privacy Statement/)
    },
  )

  it.each(['can you give me a demo', 'could you show us a quick demo'])(
    '%j asks for a demo of ours: the free demo and consultation',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/demo and consultation are free/)
      expect(text).not.toMatch(/Privacy Statement|Virtual SE/)
    },
  )

  it.each([
    'how do i contact sales',
    'how can i reach your sales team',
    'how do i get in touch with you',
    'whats your contact info',
  ])("%j is answered with the agency's phone number and its contact page", (message) => {
    const text = reply(message)
    expect(text).toMatch(/^You can call .+ on \+1 /)
    expect(text).toMatch(/\(\/contact\)/)
  })

  it('"how do i contact you about a bug in my agent" is not a question for the phone number alone', () => {
    expect(reply('how do i contact you about a bug in my agent')).not.toMatch(/^You can call/)
  })

  it('"get in touch with a real person" is the visitor asking for a person', () => {
    expect(reply('how do i get in touch with a real person')).toMatch(/reach a person on our team/)
  })
})

describe('a business and its problem, told together', () => {
  it('"which of your agents should we start with" after the problem is a recommendation for it', () => {
    const text = reply(
      'dental office, phones ring at 7am before we open and nobody is there. which of your agents should we start with',
    )
    expect(text).toMatch(/^For what you describe, I'd start with AI Receptionist\./)
  })

  it('calls at night are the missed calls, and the example given is that agent’s, not another’s', () => {
    const text = reply('we run a motel and people call overnight asking for rooms')
    expect(text).toMatch(/AI Receptionist/)
    expect(text).not.toMatch(/AI SMS-Text Agent|roofer/i)
  })
})

describe('what every page shows around its sections', () => {
  it('the free consultation is what the closing call to action says it is', () => {
    const text = reply('what actually happens on the free consultation')
    expect(text).toMatch(/We map one workflow in your business, show you an agent handling it live/)
    expect(text).toMatch(/\(\/contact\)/)
  })

  it('a free trial is trying an agent before buying', () => {
    expect(reply('can we do a trial period before signing')).toMatch(/test number/)
  })
})

describe('the conversation so far, kept straight', () => {
  it('"2 salons" of a salon are its locations, not "a salon with 2 salons"', () => {
    const [text] = play('i own 2 salons')
    expect(text).toMatch(/\ba salon with 2 locations\b/)
    expect(text).not.toMatch(/with 2 salons/)
  })

  it('"is it confidential" about the agent in focus is how data is kept, not a clause of the terms', () => {
    const [, , text] = play('we are a law firm, 6 attorneys', 'what do u recommend', 'is it confidential')
    expect(text).toMatch(/encrypted/)
    expect(text).not.toMatch(/Subscription Terms|Privacy Statement|liability/)
  })

  it('"when can someone call me" once the details are in is the team reaching out', () => {
    const replies = play('my name is carla, carla@sunnyvet.com', 'sunny vet clinic', 'when can someone call me')
    expect(replies[2]).toMatch(/already has your details and will reach out/)
  })
})

it('the visitor’s context before the question does not hide the passage that answers it', () => {
  const text = reply('once the job is done can the sms agent ask the client for a google review')
  expect(text).toMatch(/link to your Google reviews/)
  expect(text).not.toMatch(HONEST_NO)
})

describe('the agent in focus, and what is asked about it', () => {
  it('"it" after an agent was named is that agent, though the words fit another one too', () => {
    const [, text] = play('can the text agent send reminders', 'how soon does it text back a missed call')
    expect(text).not.toMatch(/how they compare|AI Receptionist/)
  })

  it('the business told before the question is memory, not the thing asked', () => {
    const text = reply('plumbing outfit with 5 trucks. will the virtual se do video demos')
    expect(text).toMatch(/video/)
    expect(text).not.toMatch(/plumb/i)
  })
})

it('"plumbing outfit with 5 trucks" is the visitor’s business, not a search of the pages', () => {
  const text = reply('plumbing outfit with 5 trucks')
  expect(text).toMatch(/^Great, a plumbing company\./)
  expect(text).not.toMatch(/What kind of business do you run/)
})

describe('more ways of asking', () => {
  it('"the diference between starter and growth", misspelt, gets the two plans side by side', () => {
    const text = reply('whats the diference between starter and growth')
    expect(text).toMatch(/^Side by side:/)
    expect(text).toMatch(/Starter is \$297 per month/)
    expect(text).toMatch(/Growth is \$697 per month/)
  })

  it('a competitor written with a dot is a name the pages do not mention', () => {
    expect(reply('how is ur receptionist different from smith.ai')).toMatch(/^I don't see smith\.ai mentioned/)
  })

  it('"what would help us most" after the business is a recommendation', () => {
    const text = reply('we run a small bakery, 4 staff. what would help us most')
    expect(text).not.toMatch(HONEST_NO)
    expect(text).toMatch(/I'd start/)
  })
})

it('businesses the visitor asks about ("any salons i could call") are not theirs', () => {
  const text = reply('do you have references? any salons i could call')
  expect(text).not.toMatch(/^(?:Great|Thanks|Got it), a salon/)
  expect(text).not.toMatch(/Where do customers slip through the cracks/)
})

describe('a salesperson’s view of the conversation', () => {
  it('a company given in the introduction is not asked for again', () => {
    const replies = play('hi im maria from hilltop bakery', 'ok lets talk. maria@hilltop.example')
    expect(replies[1]).not.toMatch(/name of your company/)
  })

  it('a town after "from" is no company, and a request typed beside the email is none either', () => {
    const replies = play('hi im ana from chicago', 'can i get a demo. ana@example.com')
    expect(replies[1]).toMatch(/^Thanks, Ana! What's the name of your company/)
  })

  it('"a ton of quote requests by email" is the email backlog, and "which one handles that" the agent for it', () => {
    const replies = play(
      'we run a cleaning company',
      'we get a ton of quote requests by email',
      'which one handles that',
    )
    expect(replies[1]).toMatch(/AI Email Agent/)
    expect(replies[2]).toMatch(/AI Email Agent is where I'd start/)
  })

  it('"does it work with outlook" about the email agent is the email agent’s own sentence', () => {
    const [, text] = play('tell me about the email agent', 'does it work with outlook')
    expect(text).toMatch(/Gmail and Google Workspace, Microsoft 365 and Outlook/)
    expect(text).not.toMatch(/calendar/i)
  })
})

describe('the agency’s terms, asked in everyday words', () => {
  it.each([
    ['what happens if my card declines', /If a payment fails/],
    ['can i get my data out if i leave', /export/],
    ['do you raise prices', /change subscription prices at renewal/],
  ])('%j is answered from the terms', (message, answer) => {
    expect(reply(message)).toMatch(answer)
  })

  it('a question on the terms they do not answer is an honest no, not the price list', () => {
    const text = reply('can i pause my subscription for the winter')
    expect(text).toMatch(HONEST_NO)
    expect(text).not.toMatch(/\$297/)
  })

  it('"can i pay monthly" is still the plans', () => {
    expect(reply('can i pay monthly')).toMatch(/\$297 per month/)
  })
})

describe('plans and support, asked the way owners ask', () => {
  it('"can we go down a plan" on Growth is downgrading, not Growth’s features again', () => {
    expect(reply('we might start on growth, if its too much can we go down a plan later')).toMatch(
      /downgrades apply from the next billing month/,
    )
  })

  it('"how many apps can i hook up on the starter one" is the integrations row', () => {
    expect(reply('how many apps can i hook up on the starter one')).toMatch(
      /^Starter \(\$297 per month\) comes with up to 2 integrations\./,
    )
  })

  it('"or nah" at the end asks nothing of its own', () => {
    const text = reply('is outboundai on the cheap plan or nah')
    expect(text).not.toMatch(/I don't see nah/)
    expect(text).toMatch(/Scale/)
  })

  it('a yes/no after what they told, with no question mark ("so is all this …"), is still a question', () => {
    const text = reply('we are a dental office so is all this gdpr compliant or what')
    expect(text).not.toMatch(/^(?:Great|Thanks|Got it), a dental/)
  })

  it('minutes carried over to next month are the roll-over rule', () => {
    expect(reply('if we dont use all our minutes do they carry over')).toMatch(/do not roll over/)
  })
})

describe('the plan the visitor named, kept', () => {
  it('"looking at growth" holds through "if i pay yearly?" and "the setup on top of that?"', () => {
    const replies = play(
      'looking at growth for my bakery, 6 staff',
      'if i pay yearly?',
      'and the setup on top of that?',
    )
    expect(replies[1]).toMatch(/Growth is \$6,970 a year/)
    expect(replies[1]).not.toMatch(/Starter/)
    expect(replies[2]).toMatch(/^Growth \(\$697 per month\) includes a \$499 one-time setup fee\./)
  })

  it('"whats the cheaper plan" is the cheapest plan, not a FAQ that says "cheaper"', () => {
    expect(reply('whats the cheaper plan')).toMatch(/^Starter is \$297 per month\./)
  })

  it('"and if i want out?" is cancelling', () => {
    const [, text] = play('is there a setup fee on the smallest plan', 'and if i want out?')
    expect(text).toMatch(/cancel with 30 days' notice/)
  })

  it('the example for the problem they told is of their trade, or none', () => {
    const text = reply('dental office, 4 dentists, the phones ring nonstop and nobody picks up')
    expect(text).not.toMatch(/roofer|ladder/i)
    expect(text).toMatch(/AI Receptionist/)
  })

  it('with no problem told, the example is still of their trade, or none', () => {
    const hotel = reply('small hotel here, 20 rooms, nobody at the front desk after midnight')
    expect(hotel).not.toMatch(/dental|clinic/i)
    expect(hotel).toMatch(/AI Receptionist/)
    // A trade an industry's terms name ("plumbers") though its label says "plumbing company".
    expect(reply('im a plumber, just me and a van, calls come in while im under sinks')).toMatch(/plumb/i)
  })

  it('with no example of their trade, the agent for the work they describe', () => {
    expect(reply('we are a yoga studio, people keep texting us to book classes')).toMatch(/AI SMS-Text Agent/)
    expect(reply('we are a yoga studio')).toMatch(/AI Receptionist/)
  })
})

it('asked about a tool no page names beside one on the list, the unnamed one comes first and gets no yes', () => {
  const text = reply('we use fieldpulse3 not jobber, will that be a problem?')
  expect(text).toMatch(/^I don't see fieldpulse3 on our list of integrations/)
  expect(text).not.toMatch(/^Yes\b/)
})

it('"i\'m" and "dont" are no words of a question, and "write like me" asks for the tone', () => {
  const text = reply("can the email agent write like me? i'm pretty laid back with customers")
  expect(text).toMatch(/tone|past replies|brand voice/i)
  expect(text).not.toMatch(HONEST_NO)
})

it('"the second one" after two agents side by side is the second of them, and sending calls on is transferring', () => {
  const [, text] = play(
    'compare voice chat and the receptionist for me',
    'ok the second one. can it send calls to my cell when its urgent',
  )
  expect(text).toMatch(/transfer/i)
  // Said of every agent, the answer names the one asked about.
  expect(text).toMatch(/^AI Receptionist: /)
  expect(text).not.toMatch(HONEST_NO)
})

describe('what the pages say closest to a question they do not answer', () => {
  const NEAREST = /Our pages don't answer that in so many words\. The closest they come: /

  it('comes with the honest "not in so many words" and the consultation, never a yes', () => {
    const text = reply('my staff spend hours retyping scanned pdf forms, could the workflow agent pull that data')
    expect(text).toMatch(NEAREST)
    expect(text).toMatch(/Reads PDFs, forms and emails/)
    expect(text).toMatch(/confirm the rest on a free 30-minute consultation/)
    expect(text).not.toMatch(/\byes\b/i)
  })

  it('is never what another agent does', () => {
    const text = reply('can the text agent text photos of the finished job to customers')
    expect(text).not.toMatch(NEAREST)
    expect(text).not.toMatch(/Workflow/)
    expect(text).toMatch(HONEST_NO)
  })

  it('is left out when it shares only words most pages use', () => {
    // One word in common beside "clients" and "answers", which most passages use.
    const text = reply('half my clients message on telegram, can the answers go there')
    expect(text).not.toMatch(NEAREST)
    expect(text).toMatch(HONEST_NO)
  })
})

it('a price an agent gives the visitor\'s own prospects is what it does, not what it costs; "send me ur prices" is ours', () => {
  const theirs = reply('can the virtual se send leads rough price ranges')
  expect(theirs).toMatch(/price lists|ranges/)
  expect(theirs).not.toMatch(/\$1,497/)
  expect(reply('can u send me ur prices')).toMatch(/Starter: \$297 per month/)
})

it('the closest the pages come to a question about one agent may be a FAQ about every agent', () => {
  const text = reply('can the receptionist speak tagalog? half our callers in daly city would love that')
  expect(text).toMatch(/English/)
  expect(text).not.toMatch(/\byes\b/i)
})

it('"the text agent" names the agent asked about; "a missed call" beside it is what it does, not a second agent', () => {
  const text = reply('how fast does the text agent reply to a missed call')
  expect(text).toMatch(/seconds/)
  expect(text).not.toMatch(/Side by side/)
  // Two agents each said as a name are still two.
  expect(reply('whats the difference between the text agent and the receptionist')).toMatch(/Side by side/)
})

it('"the cheapest plan with" an agent is the first plan that includes it, not the cheapest plan', () => {
  expect(reply('whats the cheapest plan with the workflow agent')).toMatch(/^Growth\b/)
  const [, text] = play('tell me about outboundai', 'whats the lowest plan that includes it')
  expect(text).toMatch(/^Scale\b/)
  expect(reply('whats the cheapest plan')).toMatch(/^Starter\b/)
})

describe('"do we need" a plan, from what they told', () => {
  it('a plan above the one their agent comes with: probably not, and which one', () => {
    const [, text] = play('two chair barber shop, we miss calls while cutting', 'do we really need growth')
    expect(text).toMatch(/^Probably not: AI Receptionist comes with the Starter plan \(\$297 per month\)/)
  })

  it('"overkill" is answered the other way round', () => {
    const [, text] = play(
      'two chair barber shop, we miss calls while cutting',
      'isnt scale overkill for a shop like ours',
    )
    expect(text).toMatch(/^Probably, yes: .*Starter plan/)
  })

  it('a plan below the one their agent needs: more than that, and which one', () => {
    const [, text] = play(
      'we run 3 car dealerships and want outbound calling',
      'would starter be enough or do we need more',
    )
    expect(text).toMatch(/^You'd need more than Starter: OutboundAI comes with the Scale plan/)
  })

  it('with nothing told, it is not guessed', () => {
    expect(reply('do we need the growth plan')).not.toMatch(/I'd start with/)
  })
})

it('"send me more info" after an agent is a request for the team, not more about the agent', () => {
  const [, text] = play(
    "we're a 4 person law office, is starter enough for intake or do we need a bigger plan",
    'ok send me more info',
  )
  expect(text).toMatch(/name, email and company/)
  expect(text).not.toMatch(/AI Receptionist/)
})

describe('proof from a customer of their trade', () => {
  it.each([
    [
      'has a plumber actually made money with this?',
      /^Riverside Plumbing \(family plumbing company[^)]*\): 41 after-hours jobs/,
    ],
    [
      'any realtors seeing results with you guys?',
      /^Harbor Lane Realty \(independent real-estate brokerage\): \+23 showings/,
    ],
    [
      'show me proof from a real dentist?',
      /^Bayview Family Dental \(three-chair family dental practice\): 1,000 appointments/,
    ],
  ])('%j gets the case study of that trade', (message, study) => {
    expect(reply(message)).toMatch(study)
  })

  it('a customer of that trade with no published numbers is named as a customer, and says so', () => {
    expect(reply('any hotels using it?')).toMatch(
      /^The Tidewater Inn, a 64-room boutique hotel, is one of our customers; our pages publish no numbers of theirs yet\./,
    )
  })

  it('their own clients, mentioned in a request for a recommendation, ask for no proof', () => {
    expect(reply('small law office, new clients call at all hours, what do u recommend')).not.toMatch(
      /one of our customers|Ames Keller/,
    )
  })
})

describe('a refund for the visitor is not a refund an agent gives', () => {
  it.each([
    'can i get my money back if im not satisfied',
    "would we get a refund if after a few weeks we're unhappy with it",
  ])('%j gets the terms on refunds', (message) => {
    const text = reply(message)
    expect(text).toMatch(/non-refundable/)
    expect(text).not.toMatch(/returns and exchanges/)
  })

  it('what an agent does with refunds is still what it does', () => {
    expect(reply('can the email agent process refunds for my store')).toMatch(/returns and exchanges/)
  })
})

it('a caller who is mad or furious is an upset customer', () => {
  expect(reply('what if one of my customers is furious on the phone')).toMatch(/frustration/)
})

it('"how quickly does it text back missed calls", the text agent in focus: within seconds, though "missed calls" names the receptionist too', () => {
  const [, text] = play('tell me about the sms agent', 'how quickly does it text back missed calls')
  expect(text).toMatch(/within seconds/)
  expect(text).not.toMatch(/Receptionist/)
})

it('the plan the visitor is looking at, told with their business, is answered with its price', () => {
  const text = reply('thinking about scale for our 4 dental offices')
  expect(text).toMatch(/dental/)
  expect(text).toMatch(/Scale is \$1,497 per month/)
})

it('a place no page names, asked beside what the visitor tells, still gets what the pages say about where the data is', () => {
  const text = reply("are your servers in germany? we're a small shop near berlin")
  expect(text).toMatch(/^I don't see germany mentioned on our pages/)
  expect(text).toMatch(/stored in US data centers/)
  expect(reply('where are the servers')).toMatch(/US data centers/)
})

describe("the team's hours", () => {
  it.each(['when are you guys open', 'what are your business hours', 'what hours can i reach your team'])(
    '%j gets the hours the contact page gives',
    (message) => {
      expect(reply(message)).toMatch(
        /^Our team is available Monday to Friday, 9 a\.m\. to 6 p\.m\. Eastern Time\. More on the Contact page \(\/contact\)/,
      )
    },
  )

  it("are not the agents' hours", () => {
    const text = reply('what hours does the voice agent answer')
    expect(text).not.toMatch(/9 a\.m\./)
    expect(text).toMatch(/^Your AI agents work 24\/7\./)
  })
})

describe('the agency itself', () => {
  it('"how can i call you guys" gets the phone number the site gives, not an agent\'s number', () => {
    expect(reply('how can i call you guys')).toMatch(
      /^You can call Kestrel AI on \+1 \(212\) 555-0147\. More on the Contact page/,
    )
    expect(reply('can i keep my phone number')).toMatch(/keep your number/)
  })

  it('"what does the consultation include" is what happens on it', () => {
    expect(reply('what does the consultation include')).toMatch(/map one workflow|no obligation/)
  })
})

it('"how fast does it call them" about OutboundAI finds "within five minutes"', () => {
  const [, text] = play('tell me about outboundai', 'how fast does it call them')
  expect(text).toMatch(/within five minutes/)
})

it('"automatically" says nothing about which sentence answers: reminders are what the text agent sends', () => {
  const text = reply('can the text agent send appointment reminders automatically')
  expect(text).toMatch(/remind/)
  expect(text).not.toMatch(/opt-outs/)
})

it('a plural in lower case after "work with" is who they serve, not a tool no page names', () => {
  expect(reply('do you work with franchises')).toMatch(/^I don't see franchises mentioned on our pages/)
  expect(reply('do you integrate with mindbody')).toMatch(/^I don't see mindbody on our list of integrations/)
})

it('a word that says nothing is no part of a name no page mentions ("your company soc 2" is "soc 2")', () => {
  expect(reply('is your company soc 2 type 2 certified')).toMatch(/^I don't see soc 2 mentioned on our pages/)
})

it.each(['do you offer a money back guarantee', 'is there a satisfaction guarantee'])(
  '%j is the terms on refunds, not a FAQ that says "guarantees"',
  (message) => {
    const text = reply(message)
    expect(text).toMatch(/non-refundable/)
    expect(text).not.toMatch(/allerg|returns and exchanges/)
  },
)

describe('two agents asked about one after the other', () => {
  const [, second, cheaper] = play('tell me about the receptionist', 'and the text agent', 'which one is cheaper')

  it('"and the text agent" after a discovery question presents the agent, and is no business', () => {
    expect(second).toMatch(/^AI SMS-Text Agent: /)
    expect(second).not.toMatch(/business\./)
  })

  it('"which one is cheaper" compares the two', () => {
    expect(cheaper).toMatch(/AI Receptionist and AI SMS-Text Agent each start at \$297\/month/)
  })
})

it('"a busy pizza place" is a pizza place, and "which agent" after a problem is a recommendation', () => {
  expect(reply('we run a busy taco place, 2 locations')).toMatch(/^\w+, a taco place with 2 locations\./)
  const [, , which] = play('i own a window cleaning business', 'we never follow up on our quotes', 'which agent')
  expect(which).toMatch(/OutboundAI is where I'd start/)
})

it('"any discount if we pay for the year" is a question, and a yearly one', () => {
  const [, text] = play('we have a small bakery', 'any discount if we pay for the year')
  expect(text).toMatch(/Pay annually and get two months free/)
})

describe('a visitor who wants a call', () => {
  it('"can someone call me" is a request for the team, with no passage that shares "call"', () => {
    const text = reply('can someone call me')
    expect(text).toMatch(/name, email and company/)
    expect(text).not.toMatch(/transfer/)
  })

  it('a phone number typed in is kept, and only the rest is asked for', () => {
    const [, , third] = play('id like a demo', 'jo park', 'my number is 555 201 3344')
    expect(third).toMatch(/^Thanks, our team will have your number\. Could you also share your email and company/)
  })

  it('"its for my dental office" is a dental office', () => {
    const [, text] = play('can someone call me', 'its for my dental office')
    expect(text).not.toMatch(/\ba for\b/)
    expect(text).toMatch(/dental office/)
  })
})

it('"hola" alone is a greeting, and "can you actually help me" asks what Michael helps with', () => {
  expect(reply('hola')).toMatch(/^Hello!/)
  expect(reply('ok but can you actually help me')).toMatch(/^I can help with anything related to/)
})

it('"who founded" asks for the founders, not a clause that is "found unenforceable"', () => {
  const text = reply('who founded kestrel')
  expect(text).toMatch(/Co-founder/)
  expect(text).not.toMatch(/unenforceable/)
})

it('typos a visitor makes in a trade and in everyday words are read as meant', () => {
  const [first, second] = play('helo i hav a plumbng busness', 'we mis alot of calls')
  expect(first).toMatch(/^\w+, a plumbing business\./)
  expect(second).toMatch(/missed calls are exactly what our AI Receptionist is built for/)
  // A word the pages use is no typo of a trade.
  expect(reply('our it guy wants to see the report before we go further')).not.toMatch(/hotel/)
})

it('"handle", like "take", says nothing about which passage answers: "can the text agent handle rescheduling"', () => {
  const text = reply('can the text agent handle rescheduling')
  expect(text).toMatch(/moves appointments by text/)
  expect(text).not.toMatch(/registration/)
})

it('"do callers know they are talking to a bot": "know" is asked, not a word to leave out', () => {
  expect(reply('do callers know they are talking to a bot')).toMatch(/virtual assistant/)
})

it('the trade is the rarest word of the business: a property management company gets no "managed IT provider" example', () => {
  expect(reply("we're a property management company, 300 units")).not.toMatch(/managed IT|Virtual SE/)
})

describe('who is answering', () => {
  it.each([
    'who am i talking to',
    'who is this',
    'is anyone there',
    'who am i chatting with rn',
    'is michael a real guy',
  ])('%j gets the plain AI disclosure', (message) => {
    expect(reply(message)).toBe(knowledge.replies.aiDisclosure)
  })
})

describe('"take" with what is taken', () => {
  it.each(['can the receptionist take payments over the phone', 'could the receptionist take orders'])(
    '%j is not the setup FAQ, which shares only "take"',
    (message) => {
      const text = reply(message)
      expect(text).not.toMatch(/go live within/)
      expect(text).toMatch(HONEST_NO)
    },
  )

  it('"how long does it take to set up" is still the setup FAQ', () => {
    expect(reply('how long does it take to set up')).toMatch(/go live within 7 days/)
  })
})

describe('how many calls it can take', () => {
  it.each([
    'we get like 200 calls a day, can it handle that',
    'our phones are crazy busy, can it keep up',
    'we have high call volume on mondays, can it keep up',
    'can the receptionist handle multiple calls at the same time',
  ])("%j is answered with the callers it takes at once, never the agency's own figures", (message) => {
    const text = reply(message)
    expect(text).toMatch(/several callers at once|As many as come in/)
    expect(text).not.toMatch(/businesses served/)
  })

  it('"can it handle that many" after the visitor\'s number of calls is the same question', () => {
    const [, second] = play('i have a dental office, we get 80 calls a day', 'can it handle that many')
    expect(second).toMatch(/As many as come in|several callers at once/)
  })
})

describe('a FAQ\'s "Yes." is for its own question', () => {
  it('"do u guys do websites too" is told what the website FAQ says, without its "Yes."', () => {
    const text = reply('do u guys do websites too')
    expect(text).toMatch(/website chat agent/)
    expect(text).not.toMatch(/^Yes\b/)
  })

  it('"do i need new phone number" is not told "Yes." by the FAQ on keeping one\'s number', () => {
    const text = reply('do i need new phone number')
    expect(text).toMatch(/Forward your number/)
    expect(text).not.toMatch(/^Yes\b/)
  })

  it('"can i get a chat agent on my website", its own question, keeps it', () => {
    expect(reply('can i get a chat agent on my website')).toMatch(/^Yes\. Every plan includes a website chat agent/)
  })
})

describe('idioms of an owner', () => {
  it('"can i listen to the calls after" is about call recordings, not the careers page', () => {
    const text = reply('can i listen to the calls after')
    expect(text).toMatch(/recordings/)
    expect(text).not.toMatch(/Careers/)
  })

  it('"whats the catch" is about hidden fees', () => {
    expect(reply('whats the catch')).toMatch(/no hidden/)
  })
})

describe('an example of their own trade', () => {
  it('a cleaning company is not given the dental clinics\' "cleanings"', () => {
    const text = reply('we run a cleaning company')
    expect(text).toMatch(/^Great, a cleaning company\./)
    expect(text).not.toMatch(/dental|cleanings/i)
  })

  it('"what would be best" after the business is the recommendation for it, not a passage with "best"', () => {
    const [, second] = play('im a chiropractor, solo practice', 'what would be best')
    expect(second).toMatch(/^Based on what you've told me, AI Receptionist is where I'd start/)
    expect(second).not.toMatch(/plumbers|HVAC/)
  })
})

describe("a FAQ from one trade's page", () => {
  it('"what crm do you work with", asked by nobody of that trade, is not told that trade\'s "Yes."', () => {
    const text = reply('what crm do you work with')
    expect(text).toMatch(/HubSpot/)
    expect(text).not.toMatch(/^Yes\b/)
  })
})

describe('setup time, however it is asked', () => {
  it.each(['how long till the whole thing is up and running', 'how long does setup usually take for a car dealer'])(
    '%j is answered',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/go live within 7 days|in under a week/)
      expect(text).not.toMatch(HONEST_NO)
    },
  )
})

describe('the agency itself, more ways', () => {
  it.each(['where are you guys located', 'where r u based', 'where is your office'])(
    '%j is where the team works, never the plans\' "Multiple locations" or a job ad',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/remote-first team/)
      expect(text).not.toMatch(/Account Executive|Multiple locations/)
    },
  )

  it('"what is the best time to call you" is the team\'s hours', () => {
    expect(reply('what is the best time to call you')).toMatch(/^Our team is available Monday to Friday/)
  })

  it('"whats ur refund policy" is the terms, not what an agent does with refunds', () => {
    const text = reply('whats ur refund policy')
    expect(text).toMatch(/non-refundable/)
    expect(text).not.toMatch(/returns and exchanges/)
  })

  it('"can i switch plans" is changing plans', () => {
    expect(reply('can i switch plans')).toMatch(/Upgrade at any time/)
  })
})

describe('"it" is the agent talked about', () => {
  it('"what is it exactly" after an agent is what that agent is', () => {
    const [, second] = play('virtual se', 'what is it exactly')
    expect(second).toMatch(/^Virtual SE: A virtual sales engineer/)
  })

  it('"does it integrate with salesforce" after an agent is the tool, not a plan\'s count of integrations', () => {
    const [, , third] = play('virtual se', 'what is it exactly', 'does it integrate with salesforce')
    expect(third).toMatch(/^Yes, Salesforce is on our list/)
    expect(third).not.toMatch(/Integrations on/)
  })

  it('"what hours does it call" about the outbound agent is not the team\'s hours', () => {
    const [, second] = play('tell me about outbound', 'what hours does it call')
    expect(second).not.toMatch(/Our team is available/)
    expect(second).toMatch(/permitted local hours/)
  })

  it('"can customers reply to it" after the text agent stays with the text agent', () => {
    const replies = play(
      'tell me about the sms agent',
      'can it send appointment reminders',
      'does it work with my existing number',
      'can customers reply to it',
    )
    expect(replies[3]).not.toMatch(/Email Agent/)
  })

  it('"does it know my prices" is neither our price list nor a brokerage\'s FAQ', () => {
    const [, second] = play('the receptionist', 'does it know my prices')
    expect(second).not.toMatch(/\$297|brokerage/)
  })
})

describe("another trade's page is no answer for theirs", () => {
  it('"can it quote policies" for an insurance agency is not a car dealer\'s page', () => {
    const [, , third] = play("we're an insurance agency with 6 agents", 'what do u recommend', 'can it quote policies')
    expect(third).not.toMatch(/dealership/)
    expect(third).toMatch(HONEST_NO)
  })
})

describe('"what would help" after what they told', () => {
  it('recommends an agent for what they said just before, never "I don\'t have that detail"', () => {
    const replies = play('im a property manager, 200 units', 'maintenance requests come in at night', 'what would help')
    expect(replies[2]).toMatch(/^For what you describe, I'd start with AI /)
  })
})

describe('a word the site never uses is the thing asked', () => {
  it('"can it post on instagram for me" is not the hotel system\'s "post charges"', () => {
    const text = reply('can it post on instagram for me')
    expect(text).not.toMatch(/OPERA|post charges/)
    expect(text).toMatch(HONEST_NO)
  })
})

describe('a business told without "i" or "we"', () => {
  it('"own an auto shop, 4 bays" is an auto shop with 4 bays', () => {
    expect(reply('own an auto shop, 4 bays')).toMatch(/^Great, an auto shop with 4 bays\./)
  })
})

describe("the agency's people and the visitor's data", () => {
  it('"who\'s really behind this company" names the people, from the section\'s beginning', () => {
    expect(reply("who's really behind this company")).toMatch(/Co-founder and CEO/)
  })

  it.each(['if we cancel do we lose our customer data', 'would i be losing all my recordings if i quit'])(
    '%j is getting the data out',
    (message) => {
      expect(reply(message)).toMatch(/export/)
    },
  )

  it('"what would you guys need from us" is what the setup needs', () => {
    expect(reply('what would you guys need from us')).toMatch(/From you we need/)
  })
})

describe('filler words and contractions', () => {
  it('"honestly" and "i\'d" are no words to match: "will callers be told it\'s a bot? honestly i\'d rather not"', () => {
    expect(reply("will callers be told it's a bot? honestly i'd rather not")).toMatch(/virtual assistant/)
  })

  it('"i\'d like someone from your team to call me" is a request for the team, not the FAQ on transferring calls', () => {
    const text = reply("i'd like someone from your team to call me")
    expect(text).not.toMatch(/transferred/)
    expect(text).toMatch(/name, email and company/)
  })
})

describe('the details for the lead', () => {
  // The reply to the fourth message asks for the name, email and company with a question mark.
  const opening = [
    'hi',
    "we're a plumbing company, 8 trucks",
    'we miss calls when guys are under a sink',
    'yeah mostly after hours too',
  ]

  it.each(['sure lets book a call', 'sounds good'])(
    '%j to the details asked for is no company: the company is asked for after the email',
    (agreement) => {
      const replies = play(...opening, agreement, 'john smith, john@smithplumbing.com', 'smith plumbing')
      expect(replies[3]).toMatch(/name, email and company[^?]*\?/)
      expect(replies[5]).toMatch(/^Thanks, John! What's the name of your company/)
      expect(replies[6]).toMatch(/^Thanks for sharing your details!/)
    },
  )
})

describe('a company whose name begins like an agreement', () => {
  it('"Great Lakes Bakery", asked for the company, is the company', () => {
    const replies = play('can i get a demo', 'tom@greatlakes.com', 'Great Lakes Bakery')
    expect(replies[1]).toMatch(/What's the name of your company/)
    // Taken as the company: only the name is missing now.
    expect(replies[2]).toMatch(/^Thanks! One more thing: please add your name/)
  })
})

describe('plans asked after each other', () => {
  it('"and scale?" after another plan is that plan', () => {
    const [, second] = play('how much is growth', 'and scale?')
    expect(second).toMatch(/^Scale is \$1,497 per month/)
  })
})

describe('"which is better"', () => {
  it('after two agents, for a trade, is a recommendation naming that trade', () => {
    const [, second] = play(
      'whats the difference between the receptionist and voice chat',
      'which is better for a plumber',
    )
    // One of the two, for that trade, with an example of it: the visitor told no trade of their own.
    expect(second).toMatch(/^For a plumbing company, I'd start with (?:AI Receptionist|AI Voice Chat)\./)
    expect(second).toMatch(/a close example is [^:]*plumbing/)
  })
})

describe('a count of one', () => {
  it.each(['we have 1 chair and 1 employee', 'just me and 1 employee'])(
    '%j is their size, not a question about employee benefits',
    (message) => {
      const text = reply(message)
      expect(text).not.toMatch(/premiums|I don't have that detail/)
      expect(text).toMatch(/^(?:Got it, thank you|Thanks, that helps|Thanks for sharing that)\./)
    },
  )
})

describe('an introduction by company', () => {
  it('"this is ana from bright smiles dental" greets Ana and tells the trade', () => {
    expect(reply('hi this is ana from bright smiles dental, 2 dentists')).toMatch(
      /^Nice to meet you, Ana! A dental practice with 2 dentists\./,
    )
  })

  it('"I\'m Jen, I own Jen\'s Nails" is a hello by name, not a question he cannot answer', () => {
    const text = reply("I'm Jen, I own Jen's Nails")
    expect(text).toMatch(/^Nice to meet you, Jen! I can walk you through/)
    expect(text).not.toMatch(/I don't have that detail/)
  })

  it('"can we set up a call" after it asks for what is missing, not how long setup takes', () => {
    const [, text] = play("I'm Jen, I own Jen's Nails", 'can we set up a call')
    expect(text).toMatch(/add your email \(I've filled in your name and company\)/)
    expect(text).not.toMatch(/go live/)
  })

  it('"i want to talk to someone" is the way to a person, asking only for what is missing', () => {
    expect(reply('i want to talk to someone')).toMatch(/^Of course\. The quickest way to reach a person/)
    const [, text] = play("I'm Dana from Reyes Dental", 'can i talk to a real person')
    expect(text).toMatch(/add your email \(I've filled in your name and company\)/)
    // Their callers reaching a person is the agent's handoff, not a request of theirs.
    const callers = reply('can my callers talk to someone if the bot cant help?')
    expect(callers).toMatch(/^The agent transfers them/)
    expect(callers).not.toMatch(/\bname, email and company\b/)
  })

  it('a bakery is a bakery, not the restaurant its industry is named by', () => {
    expect(reply('hi, this is Dana from Sunny Side Bakery. we have 2 shops')).toMatch(
      /^Nice to meet you, Dana! A bakery with 2 shops\./,
    )
    expect(reply('i own a bakery')).toMatch(/^Great, a bakery\./)
  })

  it.each([
    ['hi, my name is john', /^Nice to meet you, John! I can walk you through/],
    ['hi im dr lena ortiz from ortiz family dental', /^Nice to meet you, Lena! A dental practice\./],
    // A name and nothing more is a hello, not a question he cannot answer.
    ['my name is Sam', /^Nice to meet you, Sam! I can walk you through/],
    ["hi, I'm Sarah", /^Nice to meet you, Sarah! I can walk you through/],
    ['This is Bob', /^Nice to meet you, Bob! I can walk you through/],
    ["I'm Bob and I run a gym", /^Nice to meet you, Bob! A fitness studio\./],
    // "it's" after a hello says a name as "I'm" does.
    ['hey its mike from tri county hvac', /^Nice to meet you, Mike! An HVAC company\./],
    ["Hi, it's Mike from Tri County HVAC", /^Nice to meet you, Mike! An HVAC company\./],
  ])('%j is greeted by name, once', (message, start) => {
    const [first, second] = play(message, 'what does it cost')
    expect(first).toMatch(start)
    expect(second).not.toMatch(/Nice to meet you/)
  })

  it("keeps an industry's word as the site writes it in a company typed in lower case", () => {
    const { details } = readWrittenOut([{ role: 'user', content: 'hey its mike from tri county hvac' }], knowledge)
    expect(details).toMatchObject({ name: 'Mike', company: 'Tri County HVAC' })
  })

  it.each([
    'im curious, how does it work',
    'this is great, what does it cost',
    'i am interested in the receptionist',
    "I'm interested",
    'im looking for an answering service',
    'im hungry',
  ])('%j names nobody', (message) => {
    expect(reply(message)).not.toMatch(/Nice to meet you/)
  })
})

describe('"whenever" and "whatever" ask nothing', () => {
  it('"can i cancel whenever" is cancelling', () => {
    expect(reply('can i cancel whenever')).toMatch(/cancel with 30 days' notice/)
  })
})

describe('an allowance asked with no plan in focus', () => {
  it('"how many minutes do i get" is what each plan includes', () => {
    const text = reply('how many minutes do i get')
    for (const minutes of ['500 voice minutes', '1,500 voice minutes', '5,000 voice minutes'])
      expect(text).toContain(minutes)
  })
})

describe('trying it before paying', () => {
  it.each(['can i try it before paying', 'can we test it before we commit', 'is there a way to try before signing up'])(
    '%j is the FAQ about trying an agent before buying',
    (message) => {
      expect(reply(message)).toMatch(/ask for a test number during your consultation/)
    },
  )

  it('"play with it" is trying it', () => {
    expect(reply('could i play with it a bit before we buy')).toMatch(/ask for a test number/)
  })
})

describe('how many of something a plan has', () => {
  it.each(['how many agents can i have on growth', 'how many agents do i get with growth'])(
    '%j is its number of agents, not its setup fee or one feature',
    (message) => {
      expect(reply(message)).toMatch(/^Growth (?:\(\$697 per month\) )?(?:comes with|includes) up to 3 agents\b/)
    },
  )
})

describe('what customers say and how many there are', () => {
  it.each(['what do other customers say about you', 'do you have reviews', 'any testimonials'])(
    '%j is the case studies, not the review requests an agent sends',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/Bayview Family Dental \([^)]+\): 1,000 appointments booked/)
      expect(text).not.toMatch(/Google reviews/)
    },
  )

  it('"can it ask for google reviews" is still the review requests', () => {
    expect(reply('can it ask for google reviews')).toMatch(/a link to your Google reviews/)
  })

  it.each(['how many businesses use kestrel', 'how many customers do you have'])(
    "%j is the About page's number",
    (message) => {
      expect(reply(message)).toMatch(/^200\+: Small and medium businesses served\./)
    },
  )
})

describe('signing up and choosing a voice', () => {
  it.each(['how do i sign up', 'where do i sign up', 'how do we get started'])(
    '%j is the way to book the consultation, with the details asked',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/Book your free consultation/)
      expect(text).toMatch(/share your name, email and company/)
      expect(text).not.toMatch(/Zapier/)
    },
  )

  it.each(['can i change the voice', 'can we pick the voice'])('%j is the FAQ that says they pick it', (message) => {
    expect(reply(message)).toMatch(/You pick the voice that fits your brand/)
  })
})

describe('two languages in one call', () => {
  it.each(['can it handle 2 languages at once', 'can it do multiple languages'])(
    '%j is the languages FAQ, not how many calls it takes',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/English/)
      expect(text).not.toMatch(HONEST_NO)
    },
  )
})

describe('what the setup needs from them', () => {
  it('"what do u need from me to get started" is what we need from them, not the setup fee', () => {
    const text = reply('what do u need from me to get started')
    expect(text).toMatch(/From you we need a 30-minute discovery call/)
    expect(text).not.toMatch(/setup takes us a few hours/)
  })
})

describe('a real estate agent who cannot answer during showings', () => {
  it('"mine" is their own phone number, not a tool no page names', () => {
    const text = reply('does it come with a number or do i use mine')
    expect(text).not.toMatch(/I don't see mine/)
    expect(text).toMatch(/Forward your number to the agent/)
  })

  it('"i cant answer my phone" is missed calls, and the agent for it is recommended after', () => {
    const [, pain, suggestion, booking] = play(
      'hi, real estate agent here, solo',
      'i cant answer my phone during showings',
      'what do you suggest?',
      'ok book me a call',
    )
    expect(pain).toMatch(/missed calls are exactly what our AI Receptionist is built for/)
    expect(suggestion).toMatch(/^Based on what you've told me, AI Receptionist is where I'd start/)
    expect(booking).toMatch(/share your name, email and company/)
  })

  it('"…which agent?" after their problem asks for a recommendation, with its question mark', () => {
    expect(reply('we are a dental office, we cant pick up the phone when with patients. which agent?')).toMatch(
      /^For what you describe, I'd start with AI Receptionist\./,
    )
  })

  it('"what would be best?" with nothing told yet asks what business they run, not a passage with "best"', () => {
    expect(reply('what would be best?')).toMatch(
      /^To point you to the right agent, one quick question\. What kind of business/,
    )
  })
})

describe('"it" is the agent talked about', () => {
  it('"what does it cost" after a tool question is the agent\'s price, not the plan its card named', () => {
    const [, , price] = play('tell me about the email agent', 'does it work with outlook', 'what does it cost')
    expect(price).toMatch(/^AI Email Agent starts at \$297\/month\./)
  })

  it('"can it do demos" about the Virtual SE is what its names say it does, not the free consultation', () => {
    const [, demos] = play('whats the virtual se for', 'can it do demos')
    expect(demos).toMatch(/runs demos on demand/)
    expect(demos).not.toMatch(/demo and consultation are free/)
  })
})

describe('going over the allowance', () => {
  it.each([
    'how much are extra minutes',
    'what do extra minutes cost',
    'are there overage fees',
    'can i buy more minutes',
  ])("%j is what extra usage costs, not each plan's allowance or the plan list", (message) => {
    const text = reply(message)
    expect(text).toMatch(/\$0\.15 per voice minute/)
    expect(text).not.toMatch(/Our pricing comes in three plans|includes 500 voice minutes/)
  })

  it('"dont want any more texts" is no question about extra messages', () => {
    expect(
      reply('if a customer texts back that they dont want any more texts does the sms agent actually stop'),
    ).not.toMatch(/\$0\.03 per message/)
  })
})

describe('how long, and all night long', () => {
  it.each(['how long to build one', 'how long would it take to make one for us'])(
    '%j is how long setup takes, not a page that works "all night long"',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/go live within 7 days/)
      expect(text).not.toMatch(/all night long/)
    },
  )

  it('"do agents work all night long" is whether they work at night', () => {
    expect(reply('do agents work all night long')).toMatch(/^Yes, your AI agents work 24\/7\./)
  })
})

describe('a plan for their number of locations', () => {
  it.each(['which plan for 3 locations', 'we have 3 locations, which plan should we get'])(
    '%j is the plan the pricing names for several locations',
    (message) => {
      expect(reply(message)).toMatch(
        /^Scale \(\$1,497 per month\) is our plan for all seven agents, for several locations/,
      )
    },
  )

  it('"is starter enough for 4 locations" says what Starter is for, then the plan for several', () => {
    expect(reply('is starter enough for 4 locations')).toMatch(
      /^Starter is for one agent [^.]*single locations\. Scale \(\$1,497 per month\) is our plan/,
    )
  })

  it('"we only have one location, which plan" is the plan for single locations', () => {
    expect(reply('we only have one location, which plan')).toMatch(/^Starter \(\$297 per month\) is our plan for/)
  })
})

describe('a greeting that leads into a question', () => {
  it('"hey do you guys do seo" is the question, answered honestly, not a hello', () => {
    const text = reply('hey do you guys do seo')
    expect(text).not.toMatch(/^Hello!/)
    expect(text).toMatch(/I don't have that detail/)
  })

  it.each(['yo what does this thing do', 'so what does your company do'])('%j is the line-up', (message) => {
    expect(reply(message)).toMatch(/^Here's the full line-up, seven agents in all:/)
  })

  it.each(['hey there', 'hello?', 'hi how are you?'])('%j is still a greeting', (message) => {
    expect(reply(message)).toMatch(/^Hello!/)
  })
})

describe('telling it is a bot, and equipment', () => {
  it.each(['can customers tell its a bot', 'will people be able to tell it is a robot'])(
    '%j is the FAQ on whether customers know they talk to an AI',
    (message) => {
      expect(reply(message)).toMatch(/introduce itself as your virtual assistant/)
    },
  )

  it('"do i need any special equipment" is not the FAQ on special requests for food', () => {
    expect(reply('do i need any special equipment')).not.toMatch(/allergies/)
  })

  it('"do we have to buy new hardware" asks a question; it is no wish to buy', () => {
    expect(reply('do we have to buy new hardware')).not.toMatch(/share your name, email and company/)
    expect(reply('i want to buy')).toMatch(/share your name, email and company/)
  })
})

describe('a place is not a tool, a tool is one however it is asked', () => {
  it.each(['do you work with businesses in canada', "we're in canada, can we use this"])(
    '%j is not a tool called canada',
    (message) => {
      expect(reply(message)).not.toMatch(/list of integrations/)
    },
  )

  it('"we book jobs in servicem8, does that work" is a tool no page names', () => {
    expect(reply('we book jobs in servicem8, does that work')).toMatch(
      /^I don't see servicem8 on our list of integrations/,
    )
  })

  it('"our classes r in mindbody" is still a tool', () => {
    expect(reply('yoga studio, all our classes r in mindbody. can ur agent book people into classes there')).toMatch(
      /I don't see mindbody on our list of integrations/,
    )
  })
})

describe('a plan named in lower case', () => {
  it.each(['can i have two agents on starter', 'how many agents on starter'])(
    "%j is Starter's one agent",
    (message) => {
      expect(reply(message)).toMatch(/^Starter \(\$297 per month\) includes 1 agent\b/)
    },
  )

  it('"how many integrations does starter have" is its row, not why it has no setup fee', () => {
    expect(reply('how many integrations does starter have')).toMatch(
      /^Starter \(\$297 per month\) comes with up to 2 integrations\./,
    )
  })
})

describe('a restaurant slammed with phone orders', () => {
  it('"slammed with phone orders friday nights" is missed calls, not whether agents work at night', () => {
    const [, pain] = play(
      'hi we run a family restaurant, 2 locations',
      'we get slammed with phone orders friday nights',
    )
    expect(pain).toMatch(/missed calls are exactly what our AI Receptionist is built for/)
  })

  it('"can it take orders" is never answered from the careers page', () => {
    const [, , orders] = play(
      'hi we run a family restaurant, 2 locations',
      'we get slammed with phone orders friday nights',
      'can it take orders',
    )
    expect(orders).not.toMatch(/Careers page/)
    expect(reply('are you hiring')).toMatch(/careers@/)
  })
})

describe('a size typed in the singular', () => {
  it.each([
    ['we are an hvac company with 20 technician', /^Great, an HVAC company with 20 technicians\./],
    ['we are a hotel with 40 room', /^Great, a hotel with 40 rooms\./],
    ['64 room hotel, overnight its one person at the desk', /^Great, a hotel with 64 rooms\./],
  ])('%j is their size, in the plural', (message, echoed) => {
    expect(reply(message)).toMatch(echoed)
  })
})

describe('whether the agency can be trusted', () => {
  it.each(['is this a scam', 'are you guys legit', 'can i trust you'])(
    '%j is answered with its proof, not as an insult',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/Bayview Family Dental \([^)]+\): 1,000 appointments booked/)
      expect(text).not.toMatch(/frustrating|I don't see scam/)
    },
  )

  it('opens with the story itself, not the line that introduces the stories on the page', () => {
    const text = reply('is this a scam')
    expect(text).toMatch(/^Bayview Family Dental/)
    expect(text).not.toMatch(/one number each/i)
  })
})

describe('owners who write English as a second language', () => {
  it('"i am owner of small cleaning company. we are 6 person. what you can do for us" is a recommendation for their company', () => {
    expect(reply('hello, i am owner of small cleaning company. we are 6 person. what you can do for us')).toMatch(
      /^Based on what you've told me, AI Receptionist is where I'd start for a small cleaning company with 6 people\./,
    )
  })

  it.each([
    ['it can speak with customer in night time?', /work 24\/7/],
    ['cn it do txt msgs', /^AI SMS-Text Agent:/],
    ['wat is the setup time', /go live within 7 days/],
    ['i want know if agent can make appointment in my calender', /calendar/],
  ])('%j is understood', (message, answer) => {
    const text = reply(message)
    expect(text).toMatch(answer)
    expect(text).not.toMatch(/Terms of Service|never makes things up|setup takes us a few hours/)
  })
})

describe('a law firm that books a call, and plans by name', () => {
  it('a name typed alone when name, email and company were asked is the name, and the company is still asked', () => {
    const replies = play(
      "we're a law firm with 5 attorneys",
      'we lose potential clients who call after hours',
      'ok lets do it',
      'mike ross',
      'mike@pearsonlaw.com',
    )
    expect(replies[3]).toMatch(
      /^Thanks, Mike! What's the best email for our team to reach you, and the name of your company\?/,
    )
    expect(replies[4]).toMatch(/What's the name of your company/)
  })

  it('"ok how much" after an agent was talked about is its price', () => {
    const [, , price] = play(
      'do you have an email agent',
      'can it draft replies for me to approve first',
      'ok how much',
    )
    expect(price).toMatch(/^AI Email Agent starts at \$297\/month\./)
  })

  it('"tell me about scale" is the plan, not one of its rows', () => {
    expect(reply('tell me about scale')).toMatch(/^Scale is \$1,497 per month\. All seven agents/)
  })

  it('"can it scale with us" is upgrading later', () => {
    expect(reply('can it scale with us')).toMatch(/move to Growth \(up to three agents\) or Scale/)
  })
})

describe('open questions, comparisons and tools', () => {
  it.each(['what does michael do', 'how do you train the agent'])(
    '%j, asked with a question word, gets no "Yes." or "No."',
    (message) => {
      expect(reply(message)).not.toMatch(/^(?:Yes|No)\b/)
    },
  )

  it('"the difference between voice chat and outboundai" compares those two, not the FAQ on another pair', () => {
    const text = reply('whats the difference between voice chat and outboundai')
    expect(text).toMatch(/OutboundAI/)
    expect(text).not.toMatch(/AI Receptionist runs your main business line/)
  })

  it('"what crm do you support" is the CRMs it works with, not one integration\'s card', () => {
    expect(reply('what crm do you support')).toMatch(/HubSpot, Salesforce/)
  })

  it.each(['how accurate is it', 'how reliable are the agents'])(
    '%j is what it does when it does not know',
    (message) => {
      expect(reply(message)).toMatch(/^It never makes things up\./)
    },
  )
})

describe('the FAQs, asked in other words', () => {
  it.each([
    ['can i tweak the workflow after its built', /we update and retest the agent/],
    ['do you keep a copy of my crm stuff', /We store only what the agent needs/],
    ['how will i know if its actually working', /We agree on the numbers before launch/],
    ['what if someone demands a real person', /The agent transfers them/],
    ['im already a customer, need help', /support@/],
    ['can my business partner join the demo', /Many owners bring their office manager/],
    ['do i need to prep anything for the demo', /tell us which conversations you’d most like to automate/],
    ['what docs does the virtual se need', /spec sheets, installation manuals/],
  ])('%j gets its FAQ', (message, answer) => {
    expect(reply(message)).toMatch(answer)
  })
})

describe('"all the time" and losing track', () => {
  it('"clients email us docs all the time and we lose track" is an email backlog, not whether agents work 24/7', () => {
    const [, pain] = play(
      "hi, we're a 3 person bookkeeping firm",
      'clients email us docs all the time and we lose track',
    )
    expect(pain).toMatch(/an email backlog is exactly what our AI Email Agent is built for/)
  })

  it('"customers text us all the time" says how often, not when', () => {
    expect(reply('customers text us all the time')).not.toMatch(/work 24\/7/)
  })

  it('"does it work all the time" is still whether agents work 24/7', () => {
    expect(reply('does it work all the time')).toMatch(/^Yes, your AI agents work 24\/7\./)
  })
})

describe("what an agent can do is never answered with the agency's proof", () => {
  it('a dental office asking whether the receptionist can pick up at lunch does not get a case study', () => {
    expect(
      reply(
        "we're a 3-chair dental office and the phones die at lunch when both girls at the desk r eating. can ur receptionist pick up just then and put ppl in the schedule?",
      ),
    ).not.toMatch(/1,000 appointments booked in seven months/)
    expect(reply('do you have case studies')).toMatch(/1,000 appointments booked in seven months/)
  })
})

describe('phones by name, and voices', () => {
  it.each(['does the voice agent work on iphone', 'does it work on android'])(
    '%j is the browsers and devices it works on',
    (message) => {
      expect(reply(message)).toMatch(/on desktop and mobile/)
    },
  )

  it('"an iphone app" is an app, which no page mentions', () => {
    expect(
      reply('we have our own iphone app, could ur voice chat live inside the app not just the website'),
    ).not.toMatch(/on desktop and mobile/)
  })

  it('"can i get a female voice" is the FAQ that says they pick it', () => {
    expect(reply('can i get a female voice')).toMatch(/You pick the voice that fits your brand/)
  })
})

describe('things told, and the agency asked about', () => {
  it('something told that nothing answers, during discovery, is noted and the next question asked', () => {
    const replies = play(
      'hi',
      'we have a med spa',
      'how can u help',
      'we do botox and facials, people book online mostly but also call',
    )
    expect(replies[3]).not.toMatch(/I don't have that detail/)
    expect(replies[3]).toMatch(/\?$/)
  })

  it('"i only need the chat on my website, nothing else" is the website chat agent', () => {
    expect(reply('i only need the chat on my website, nothing else')).toMatch(
      /Every plan includes a website chat agent/,
    )
  })

  it('"im not technical at all, is this hard to use" is whether they need anyone technical', () => {
    expect(reply('im not technical at all, is this hard to use')).toMatch(/If you can forward a phone line/)
  })

  it.each(['how many people work at kestrel', 'how big is your team'])('%j is the team', (message) => {
    expect(reply(message)).toMatch(/Co-founder and CEO/)
  })
})

describe('a free version, a VA and the length of the call', () => {
  it.each(['is there a free version', 'do you have a free plan'])(
    '%j gets the ways to try an agent, without a "Yes."',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/ask for a test number/)
      expect(text).not.toMatch(/^Yes\b/)
    },
  )

  it('"how do you compare to hiring a VA" is the cost against a receptionist', () => {
    expect(reply('how do you compare to hiring a VA')).toMatch(/A full-time receptionist costs about \$3,500 a month/)
  })

  it('"how long is the call" is the 30-minute consultation, not how long setup takes', () => {
    const text = reply('how long is the call')
    expect(text).toMatch(/30-minute/)
    expect(text).not.toMatch(/go live within 7 days/)
  })
})

describe('a sentence of a line about one agent keeps that agent', () => {
  it('"does the receptionist do appointment reminders" is not answered with the SMS agent\'s "Best for" line', () => {
    expect(reply('does the receptionist do appointment reminders')).not.toMatch(/^Best for: missed-call text-back/)
  })
})

describe('the second one, the email one, and which is cheaper', () => {
  it('"tell me more about the second one" after the line-up is the second agent, and the price and comparison follow it', () => {
    const [, second, price, , cheaper] = play(
      'what agents do you have',
      'tell me more about the second one',
      'how much is it',
      'and the email one?',
      'which is cheaper',
    )
    expect(second).toMatch(/^AI Receptionist:/)
    expect(price).toMatch(/^AI Receptionist starts at \$297\/month/)
    expect(cheaper).toMatch(/AI Receptionist and AI Email Agent each start at \$297\/month/)
  })

  it('"do you have something for real estate" is the industry', () => {
    expect(reply('do you have something for real estate')).toMatch(/^Yes, we build agents for real estate\./)
  })
})

describe('whether a plan includes an agent', () => {
  it('"does that include the receptionist" after the cheapest plan is whether Starter has it', () => {
    const [, answer] = play('whats your cheapest plan', 'does that include the receptionist')
    expect(answer).toMatch(/^Yes: AI Receptionist is included in Starter \(\$297 per month\)\./)
  })

  it.each([
    [
      'does starter include the workflow agent',
      /^No: AI Workflow Agent comes with the Growth plan \(\$697 per month\) and up\./,
    ],
    [
      'does growth include the email agent',
      /^Yes: AI Email Agent is included in Growth \(\$697 per month\), as in every plan from Starter/,
    ],
  ])('%j', (message, answer) => {
    expect(reply(message)).toMatch(answer)
  })
})

describe('worries about the agent, and doing it themselves', () => {
  it('"how do i know it wont say something dumb to my customers" is no insult: it is whether it makes things up', () => {
    const text = reply('how do i know it wont say something dumb to my customers')
    expect(text).not.toMatch(/frustrating/)
    expect(text).toMatch(/^It never makes things up\./)
  })

  it('"will it work with my old phone system" is keeping their number', () => {
    expect(reply('will it work with my old phone system')).toMatch(/Forward your number to the agent/)
  })

  it('"why should i pick you over doing it myself" is the answer to doing it yourself', () => {
    expect(reply('why should i pick you over doing it myself')).toMatch(
      /Most owners we meet tried and ran out of evenings/,
    )
  })
})

describe('details given one at a time', () => {
  it('the email and company typed together after the name is a complete lead', () => {
    const [, , done] = play('lets talk', 'jane doe', 'jane@doe.com, doe dental')
    expect(done).toMatch(/^Thanks for sharing your details!/)
  })

  it('"book me in" asks for the details', () => {
    expect(reply('book me in')).toMatch(/share your name, email and company/)
  })
})

describe('"stupid" about something else is no insult', () => {
  it('"guests call the front desk at night for stupid stuff" is their problem, answered without an apology', () => {
    const text = reply('guests call the front desk at night for stupid stuff')
    expect(text).not.toMatch(/frustrating/)
    expect(text).toMatch(/AI Receptionist/)
  })

  it.each(['this is stupid', 'stupid bot'])('%j still gets the calm reply', (message) => {
    expect(reply(message)).toMatch(/^Sorry this has been frustrating\./)
  })
})

describe('the business they told is the trade the pages answer for', () => {
  it('a dealership asking "can it book service appointments" gets what the pages say for dealerships', () => {
    const [, text] = play('we are a car dealership', 'can it book service appointments')
    expect(text).toMatch(/service appointments?/i)
    expect(text).toMatch(/dealership/i)
    expect(text).not.toMatch(HONEST_NO)
    // Another trade's story (a dental practice's 1,000th booking) says nothing of theirs.
    expect(text).not.toMatch(/dental|Bayview/i)
  })
})

describe('two agents priced together', () => {
  it.each([
    ['how much for both receptionist and email', ['AI Receptionist', 'AI Email Agent']],
    ['what would the receptionist plus text agent cost', ['AI Receptionist', 'AI SMS-Text Agent']],
  ])('%j: each one alone, and the plan that holds both', (message, names) => {
    const text = reply(message)
    for (const name of names) expect(text).toContain(name)
    expect(text).toMatch(/together: Growth \(\$697 per month\), up to 3 agents/)
    expect(text).toMatch(/alone starts at \$297\/month, on the Starter plan \(1 agent\)/)
    // Not the whole price list, which leaves the sum to the visitor.
    expect(text).not.toMatch(/Scale/)
  })

  it('two agents that come only with the top plan cost that plan, with nothing said of them alone', () => {
    const text = reply('how much would virtual se and outbound ai cost together')
    expect(text).toMatch(/^Virtual SE and OutboundAI together: Scale \(\$1,497 per month\)/)
    expect(text).not.toMatch(/alone|on their own/i)
  })

  it('four agents in a list with commas are more than the middle plan holds', () => {
    const text = reply('price of receptionist, email agent, text agent and workflow agent')
    expect(text).toMatch(/AI Email Agent/)
    expect(text).toMatch(/together: Scale/)
  })

  it('"texts and emails" the receptionist answers are things, not two more agents', () => {
    expect(reply('does the receptionist answer texts and emails')).not.toMatch(/together:/)
  })
})

describe('whether a plan includes something, with no plan named', () => {
  it.each([
    [
      'are phone numbers included',
      /Starter \(\$297 per month\) comes with 1 phone number\. Growth \(\$697 per month\) comes with up to 3 phone numbers/,
    ],
    [
      'is there a setup fee',
      /Starter \(\$297 per month\) includes no setup fee\. Growth \(\$697 per month\) includes a \$499 one-time setup fee\. Scale \(\$1,497 per month\) includes a \$1,500/,
    ],
  ])('%j gets what each plan includes of it', (message, rows) => {
    expect(reply(message)).toMatch(rows)
  })

  it('a FAQ asked in so many words still answers as it is', () => {
    expect(reply('are integrations included')).toMatch(/^Yes\. Starter includes up to two integrations/)
  })
})

describe('a trade no page names, asked about', () => {
  it.each([
    ['do you help gyms', 'a fitness studio'],
    ['do u have something for restaurants', 'a restaurant'],
  ])(
    '%j gets the agent to start with, not "I don\'t have that detail" nor a "yes" the pages do not say',
    (message, who) => {
      const text = reply(message)
      expect(text).toMatch(new RegExp(`^For ${who}, I'd start with our AI [\\w -]+: `))
      expect(text).not.toMatch(HONEST_NO)
      expect(text).not.toMatch(/^Yes\b/)
    },
  )

  it('a trade a page names keeps what the page says for it', () => {
    expect(reply('do you do anything for landscapers')).toMatch(/^Yes\. For a landscaping company, a close example/)
  })
})

describe('whether an agent can replace a person', () => {
  it.each([
    'can it replace my receptionist',
    'my front desk girl quit, can ur thing replace her',
    'my receptionist is quitting next month, can this replace her',
  ])('%j is answered with what the pages say of the front desk and its cost', (message) => {
    const text = reply(message)
    expect(text).toMatch(/front-desk person|staffed front desk|staffing/)
    expect(text).not.toMatch(HONEST_NO)
    // "next month" is no question about the plan's billing month.
    expect(text).not.toMatch(/billing month|downgrade/i)
  })
})

describe('something told, answered from a FAQ', () => {
  it('"im not tech savvy at all" gets what the setup needs of them without the FAQ\'s "No."', () => {
    const text = reply('im not tech savvy at all')
    expect(text).toMatch(/^If you can forward a phone line/)
  })
})

describe('a phone that "rings" nonstop', () => {
  it('is missed calls, answered with the agent for them rather than an example for their trade', () => {
    const text = reply("hi, we're a 3 chair barbershop. walk-ins mostly but phone rings nonstop on saturdays")
    expect(text).toMatch(/Missed calls are exactly what our AI Receptionist is built for/)
    // What they already said is not asked again.
    expect(text).not.toMatch(/slip through the cracks/)
  })
})

describe('seeing what the agent did', () => {
  it.each(['how do i see the calls it took', 'can i check what it said to my customers', 'can i see who called'])(
    '%j gets the reporting: summaries, transcripts and the weekly report',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/^A summary after every conversation by text or email, full transcripts in your dashboard/)
    },
  )

  it('"can i listen to the calls" is still about the recordings', () => {
    expect(reply('can i listen to the calls')).toMatch(/recordings/)
  })
})

describe('a business told in other words, and the plan for it', () => {
  it('"we sell hvac equipment to contractors" is an HVAC equipment supplier, not "an HVAC equipment to contractor"', () => {
    const text = reply('we sell hvac equipment to contractors, lots of technical questions from buyers')
    expect(text).toMatch(/^Got it, an HVAC equipment supplier\.|^(?:Great|Thanks), an HVAC equipment supplier\./)
    expect(text).not.toMatch(/to contractor\b/)
  })

  it('"tenants call at all hours" is missed calls, and the plan they then ask for is their agent\'s', () => {
    const [, second, third] = play(
      'we are a property management company with about 300 units',
      'tenants call at all hours about maintenance',
      'what plan would we need',
    )
    expect(second).toMatch(/missed calls are exactly what our AI Receptionist is built for/)
    // Not a software reseller's agent because "management" begins "managed IT".
    expect(third).toMatch(/^AI Receptionist comes with the Starter plan\./)
  })

  it('"which plan" from a business with several locations gets the plans side by side', () => {
    const [, text] = play('we are a chiropractic clinic with 3 locations', 'which plan')
    expect(text).toMatch(/Growth/)
    expect(text).toMatch(/Scale: \$1,497 per month\. All seven agents, for several locations/)
  })

  it('"how much for both" after two agents prices those two together', () => {
    const replies = play('tell me about the receptionist', 'and the email agent', 'what would both cost')
    expect(replies[2]).toMatch(/^AI Receptionist and AI Email Agent together: Growth \(\$697 per month\)/)
  })
})

describe('calls after closing time', () => {
  it.each(['we lose potential clients who call after 5', 'people call after we close and nobody answers'])(
    '%j is missed calls',
    (message) => {
      expect(reply(message)).toMatch(/Missed calls are exactly what our AI Receptionist is built for/i)
    },
  )

  it('"5 calls after 5 minutes" is a count, not a time of day', () => {
    expect(reply('we get 5 calls after 5 minutes')).not.toMatch(/Missed calls are exactly/i)
  })
})

describe('a business counted in its own noun', () => {
  it('"a dental office with two offices" is said "a dental office with two locations"', () => {
    const [, text] = play("we're a dental office", 'what do you recommend for two offices')
    expect(text).toMatch(/a dental office with two locations/)
    expect(text).not.toMatch(/with two offices/)
  })
})

describe('businesses by a noun of their own, and limits', () => {
  it.each([
    ['hi, i manage a car wash', 'a car wash'],
    ["we're a nonprofit", 'a nonprofit'],
    ['we run a small charity', 'a small charity'],
  ])('%j is their business, not "I don\'t have that detail"', (message, who) => {
    const text = reply(message)
    expect(text).toMatch(new RegExp(`^(?:Great|Thanks|Got it), ${who}\\.`))
    expect(text).not.toMatch(/I don't have that detail/)
  })

  it('"is there a limit on calls" gets what happens past the allowance, not the uptime exclusions', () => {
    const text = reply('is there a limit on calls')
    expect(text).toMatch(/^Nothing stops working\. Extra usage is billed at \$0\.15 per voice minute/)
    expect(text).not.toMatch(/Exclusions|maintenance/)
  })
})

describe('slow to call leads back', () => {
  it.each(['honestly we lose a lot of leads', 'no one calls them back in time'])(
    '%j is leads that never get a follow-up',
    (message) => {
      const [, text] = play('we run a pool cleaning company', message)
      expect(text).toMatch(/leads that never get a follow-up are exactly what our OutboundAI is built for/)
    },
  )

  it('"leads come from zillow and we are slow to call back" is leads that never get a follow-up', () => {
    const [, text] = play('we are a real estate team', 'leads come from zillow and we are slow to call back')
    expect(text).toMatch(/leads that never get a follow-up are exactly what our OutboundAI is built for/)
  })
})

describe('an agent found too dear', () => {
  it('"thats expensive, anything cheaper" after an agent\'s price lists the agents that start lower, by price', () => {
    const [, text] = play('how much is outbound ai', 'thats expensive, anything cheaper')
    expect(text).toMatch(
      /^OutboundAI starts at \$1,497\/month\. Agents that start lower: AI Voice Chat, AI Receptionist, AI Email Agent or AI SMS-Text Agent from \$297\/month \(Starter\) and AI Workflow Agent from \$697\/month \(Growth\)\./,
    )
  })

  it('the cheapest agent says it is already at the lowest price, with no agent offered that costs more', () => {
    const [, , text] = play('tell me about the receptionist', 'how much', 'thats too expensive')
    expect(text).toMatch(/^AI Receptionist already starts at our lowest price, \$297\/month\./)
    expect(text).not.toMatch(/\$697|\$1,497/)
  })
})

describe('their hours, seeing an agent work, hearing its calls, and "this page"', () => {
  it.each(['will the agent tell callers our store hours', 'can it answer questions about my business hours'])(
    '%j is about their business, not the agency team’s hours',
    (message) => {
      expect(reply(message)).not.toMatch(/Our team is available/)
    },
  )

  it('still gives the team’s hours when asked for them', () => {
    expect(reply('what are ur hours')).toMatch(/Our team is available Monday to Friday/)
  })

  it.each(['can we see one in action before we pay', 'ok can i see it working'])(
    '%j is the free demo, not a plan’s price',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/demo/i)
      expect(text).not.toMatch(/\$\d/)
    },
  )

  it.each(['can my manager listen to recordings later', 'can i listen to the calls afterwards'])(
    '%j is answered from what the pages say of recordings',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/recordings/)
      expect(text).not.toMatch(HONEST_NO)
    },
  )

  it('names the page a passage says "this page" of, since the chat is open on another', () => {
    const text = reply('how do you change your terms')
    expect(text).toMatch(/post the updated Terms on the [\w ]+ page/)
    expect(text).not.toMatch(/this page/)
  })
})

describe('wanting both, getting it, and what a name means', () => {
  it('"what if we took both" after two agents is what the two cost together', () => {
    const replies = play('how much for the email agent', 'and the text one?', 'what if we took both')
    expect(replies[2]).toMatch(/AI Email Agent and AI SMS-Text Agent together: Growth/)
  })

  it('"awesome how do we get it" is the way to start, whatever a page says of the word', () => {
    const text = play('we are a real estate team', 'awesome how do we get it')[1]!
    expect(text).toMatch(/consultation/)
    expect(text).not.toMatch(/Leads cool off|awesome/i)
  })

  it.each([
    ['what does virtual se mean', 'Virtual SE: '],
    ['what does sms stand for', 'AI SMS-Text Agent: '],
  ])('%j says what the agent is, not the plan it comes with', (message, start) => {
    const text = reply(message)
    expect(text.startsWith(start)).toBe(true)
    expect(text).not.toMatch(/is included in the/)
  })
})

describe('against a person at the desk, and a flood of texts', () => {
  it.each(['is it really better than a real receptionist', 'is this cheaper than a full-time receptionist'])(
    '%j is what each costs and covers',
    (message) => {
      expect(reply(message)).toMatch(/A full-time receptionist costs about \$[\d,]+ a month/)
    },
  )

  it('"we are buried in text messages" is slow replies to texts, and the text agent is what follows', () => {
    const replies = play('we own a nail salon', 'we are buried in text messages from clients', 'which agent then')
    expect(replies[1]).toMatch(/slow replies to texts are exactly what our AI SMS-Text Agent is built for/)
    expect(replies[2]).toMatch(/AI SMS-Text Agent is where I'd start/)
  })
})

describe('what an agent can do, never from a news story', () => {
  it.each(['does it book appointments', 'can it book appointments'])(
    '%j is answered from what an agent does, not an article about a customer',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/appointments/)
      expect(text).not.toMatch(/We wrote about it|\/news\/|\/blog\//)
    },
  )
})

describe('when one agent works', () => {
  it.each(['is the receptionist 24/7', 'does the receptionist answer on weekends'])(
    '%j is the agents’ hours, that agent first, not a page sharing the words',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/^Yes, [^.]*24\/7\. For (?:instance|example), AI Receptionist /)
      expect(text).not.toMatch(/About page/)
    },
  )

  it('names no other agent as an example of the one asked about', () => {
    const text = reply('does the text agent work 24/7')
    expect(text).toMatch(/^Yes, [^.]*24\/7\./)
    expect(text).not.toMatch(/AI Voice Chat|AI Receptionist/)
  })
})

describe('their customers paying, how fast it picks up, and the other ways to answer a phone', () => {
  it.each(['can customers pay over the phone', 'our callers pay by card, can it do that'])(
    '%j is what an agent does with payments, never the agency’s own billing terms',
    (message) => {
      const text = reply(message)
      // What a page says of payments through an agent, or honestly nothing.
      expect(text).toMatch(/payment links|I don't have that detail/)
      expect(text).not.toMatch(/We accept major credit cards|invoice|Subscription Terms|pick up on the first ring/)
    },
  )

  it('"can i pay by card" is still the agency’s billing terms', () => {
    expect(reply('can i pay by card')).toMatch(/We accept major credit cards/)
  })

  it.each(['how fast does it answer calls', 'how quickly do the agents pick up the phone'])(
    '%j is the first ring, not how long setup takes',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/first ring/)
      expect(text).not.toMatch(/go live within|kickoff/)
    },
  )

  it('"how fast does it answer" after the email agent does not switch to the receptionist', () => {
    expect(play('tell me about the email agent', 'how fast does it answer')[1]).not.toMatch(/^AI Receptionist/)
  })

  it.each(['is it better than a call center', 'how is it different from an answering service'])(
    '%j is what each costs and covers, not a page that shares "center" or "different"',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/A full-time receptionist costs about \$[\d,]+ a month/)
      expect(text).not.toMatch(/data centers|general chatbot/)
    },
  )
})

describe('making calls', () => {
  it.each(['can it make outbound calls for me', 'could the agent make follow-up calls'])(
    '%j is the outbound agent, not a sentence that shares "make"',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/^OutboundAI: /)
      expect(text).not.toMatch(/attempts it makes/)
    },
  )
})

describe('messages taken', () => {
  it.each(['can it take messages', 'could the agent take a message for me when im on a job'])(
    '%j is the message the agent takes, not the message allowance',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/takes a detailed message/)
      expect(text).not.toMatch(/2,000 messages|\$0\.03/)
    },
  )

  it('"what happens when the outbound agent reaches voicemail" is still what it leaves there', () => {
    expect(reply('what happens when the outbound agent reaches voicemail')).toMatch(/leaves a short, personal message/)
  })
})

describe('several locations', () => {
  it.each(['we have 3 locations, can one agent answer for all of them', 'does it work for 2 stores'])(
    '%j is what the pages say of several locations, not a page that shares the number',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/each location’s hours/)
      expect(text).not.toMatch(/business days|go live within/)
    },
  )

  it('"how much would it cost for 4 locations" is still the plan for several locations', () => {
    expect(reply('how much would it cost for 4 locations')).toMatch(/\bScale\b/)
  })
})

describe('a size said once', () => {
  it('"i own 2 restaurants" is a restaurant with 2 locations, said once', () => {
    const text = reply('i own 2 restaurants, what do you recommend')
    expect(text).toMatch(/for a restaurant with 2 locations\./)
    expect(text).not.toMatch(/2 locations and 2 locations/)
  })
})

describe('payment links, voicemail, booking online, how fast it replies, and a business said alone', () => {
  it.each(['can it send payment links', 'can it text customers a payment link'])(
    '%j is the payment links wired in, not a booking link',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/payment links/)
      expect(text).not.toMatch(/Calendly/)
    },
  )

  it.each(['can it replace my voicemail', 'does it replace voicemail', 'no more voicemail'])(
    '%j is the receptionist answering every call, not the outbound agent leaving voicemails',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/AI Receptionist/)
      expect(text).not.toMatch(/leaves a short, personal message/)
    },
  )

  it('"what happens if it reaches voicemail" is still the outbound agent’s message', () => {
    expect(reply('what happens if it reaches voicemail')).toMatch(/leaves a short, personal message/)
  })

  it.each(['can my customers book online', 'can it take bookings from my website', 'do you do online booking'])(
    '%j is an agent on their website, not a shop’s returns story',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/on your website|books the appointment/)
      expect(text).not.toMatch(/boots|return them/)
    },
  )

  it.each([
    ['tell me about the email agent', /AI Email Agent: [^.]*reply within five minutes/],
    ['tell me about the text agent', /AI SMS-Text Agent replies in under a minute/],
  ])('after %j, "how fast does it answer" is that agent’s reply time, not how long setup takes', (first, speed) => {
    const text = play(first, 'how fast does it answer')[1]!
    expect(text).toMatch(speed)
    expect(text).not.toMatch(/go live within|kickoff/)
  })

  it.each(['i run a food truck', 'we operate a daycare.'])(
    '%j, said on its own, is their business: a recommendation, not "I don\'t have that detail"',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/^Great, an? (?:food truck|daycare)[^.]*\. I'd start with our AI /)
      expect(text).not.toMatch(HONEST_NO)
    },
  )

  it('"i run a quick errand" with a question is no business', () => {
    expect(reply('i run a quick errand, what do you do')).not.toMatch(/^Great, a quick errand/)
  })
})

describe('calls on a plan, sales calls an agent makes, and a sales call with the agency', () => {
  it.each([
    ['how many calls can it take per month on starter', /^Starter \(\$297 per month\) includes 500 voice minutes/],
    ['how many calls can i make on growth', /^Growth \(\$697 per month\) includes 1,500 voice minutes/],
  ])('%j is the plan’s voice minutes, not its outbound calling rules', (message, allowance) => {
    const text = reply(message)
    expect(text).toMatch(allowance)
    expect(text).not.toMatch(/Outbound calling rules/)
  })

  it('"how many calls can it handle at once" is still how many it takes at the same time', () => {
    expect(reply('how many calls can it handle at once')).toMatch(/^As many as come in/)
  })

  it.each(['can it do outbound sales calls', 'can it make sales calls'])(
    '%j is OutboundAI, not the Scale plan’s "technical sales" or the sales engineer',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/^OutboundAI: /)
      expect(text).not.toMatch(/Virtual SE|All seven agents/)
    },
  )

  it.each(['can i book a sales call', 'can we schedule a quick intro call'])(
    '%j is the free consultation, not a dealership that qualifies sales leads',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/free 30-minute (?:design )?consultation/)
      expect(text).not.toMatch(/dealer|OutboundAI/)
    },
  )
})

describe('their data when they leave, training it, buying nothing, a one-person business, a CRM to use', () => {
  it.each(['how do i get my data if i leave', 'can i get my data back if i cancel'])(
    '%j is the export, not the cancellation terms',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/we export everything for you/)
      expect(text).not.toMatch(/downgrades apply/)
    },
  )

  it('"how do you train it on my business" is what setup needs from them, not public models', () => {
    const text = reply('how do you train it on my business')
    expect(text).toMatch(/From you we need/)
    expect(text).not.toMatch(/never used to train public models/)
  })

  it('"do we need to buy anything" is no new software, not the do-it-yourself FAQ', () => {
    const text = reply('do we need to buy anything')
    expect(text).toMatch(/No new software/)
    expect(text).not.toMatch(/ran out of evenings/)
  })

  it.each(['does it work for a one man show', 'im a solo operator', "it's just me running the business"])(
    '%j is the plan for owner-operators, never an unknown name, a job ad or "a just me"',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/for owner-operators/)
      expect(text).not.toMatch(/I don't see|Careers|a just me/)
    },
  )

  it.each(['what crm do you recommend', 'what crm do you recomend', 'what calendar do you recommend'])(
    '%j is the tools it works with, not which agent to start with',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/HubSpot|Google Calendar/)
      expect(text).not.toMatch(/start with the AI Receptionist/)
    },
  )
})

describe('starting at a time they name, how billing works, a voice by sex, a question it cannot answer', () => {
  it('"can we start next month" is how soon an agent goes live, not a line of the home page', () => {
    const text = reply('can we start next month')
    expect(text).toMatch(/go live within 7 days/)
    expect(text).not.toMatch(/Home page/)
  })

  it.each(['how does billing work', 'when am i billed'])('%j is when the fees are billed', (message) => {
    const text = reply(message)
    expect(text).toMatch(/billed in advance, monthly or annually/)
    expect(text).not.toMatch(/Extra usage is billed/)
  })

  it('"is the voice male or female" is the voice they pick, never an unknown "voice male"', () => {
    const text = reply('is the voice male or female')
    expect(text).toMatch(/You pick the voice/)
    expect(text).not.toMatch(/I don't see/)
  })

  it.each(['what if a caller asks something it doesnt know', 'what if a caller asks something it does not know'])(
    '%j is what it does when it does not know, not how it introduces itself',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/^It never makes things up/)
      expect(text).not.toMatch(/virtual assistant/)
    },
  )
})

describe('how it knows their prices, a custom voice, their brand voice, chasing invoices', () => {
  it.each(['does it know my prices', 'how will it know my menu'])(
    '%j is what setup needs from them: their FAQ or price list',
    (message) => {
      expect(reply(message)).toMatch(/From you we need [^.]*price list/)
    },
  )

  it('"how does it learn our policies" keeps the email agent’s own answer', () => {
    expect(reply('how does it learn our policies')).toMatch(
      /^During setup we train it on a sample of your past replies/,
    )
  })

  it('"can i get a custom voice" is the voice they pick, not custom volumes', () => {
    const text = reply('can i get a custom voice')
    expect(text).toMatch(/You pick the voice/)
    expect(text).not.toMatch(/custom volumes/)
  })

  it('"can it answer in my brand voice" is the email agent’s tone, not the voice agent', () => {
    const text = reply('can it answer in my brand voice')
    expect(text).toMatch(/in your tone/)
    expect(text).not.toMatch(/AI Voice Chat/)
  })

  it('"can it chase unpaid invoices" is the workflow agent, not the agency’s late-payment clause', () => {
    const text = reply('can it chase unpaid invoices')
    expect(text).toMatch(/AI Workflow Agent/)
    expect(text).not.toMatch(/suspend the Services/)
  })
})

describe('their customers asking about prices is their day, not our price asked', () => {
  it.each([
    ['i own a med spa', 'we get tons of dms and texts asking about prices'],
    ['we run a gym', 'people text us asking about rates all day'],
  ])('after %j, %j is a pain to answer with an agent, not the agent’s price', (first, second) => {
    const [, reply] = play(first, second)
    expect(reply).toMatch(/AI SMS-Text Agent/)
    // Not "AI SMS-Text Agent starts at $297/month. It's part of the Starter plan…" as its answer.
    expect(reply).not.toMatch(/^[^.\n]*starts at \$297/)
  })

  it('"how much do you charge" after it is still our price', () => {
    expect(reply('our customers text us asking about prices. how much do you charge')).toMatch(/\$297/)
  })
})

describe('sorting their inbox', () => {
  it('"can it sort them", about the emails piling up, is the email agent routing the rest', () => {
    const [, , third] = play("we're an accounting firm", 'tax season is insane, emails pile up', 'can it sort them')
    expect(third).toMatch(/routes the rest to the right person/)
    expect(third).not.toMatch(/I don't have that detail/)
  })

  it.each(['can the email agent triage our inbox', 'can it organize my emails'])('%j is the same', (message) => {
    expect(reply(message)).toMatch(/routes the rest to the right person/)
  })
})

describe('a line an agent’s page gives another trade is no answer for theirs', () => {
  it('"can it take reservations", from a restaurant, is the restaurant line, not the receptionist’s line for hotels', () => {
    const [, second] = play('we run a restaurant', 'can it take reservations')
    expect(second).toMatch(/Books tables/)
    expect(second).not.toMatch(/Hotels:/)
  })

  it('the line for hotels still answers "can it handle hotel reservations"', () => {
    expect(play('tell me about the receptionist', 'can it handle hotel reservations')[1]).toMatch(
      /Hotels: Reservations/,
    )
  })
})

describe('a condition it works under, how they pay us, transfers by the matter', () => {
  it('"will it work if i have bad cell reception" names no tool and no unknown name "bad"', () => {
    const text = reply('will it work if i have bad cell reception')
    expect(text).not.toMatch(/I don't see bad/)
    expect(text).toMatch(HONEST_NO)
  })

  it('"will it work if we have jobber" is still the tool on the list', () => {
    expect(reply('will it work if we have jobber')).toMatch(/^Yes, Jobber is on our list/)
  })

  it.each(['what payment methods do you accept', 'how do i pay you'])(
    '%j is the billing terms, not "not on our pages"',
    (message) => {
      expect(reply(message)).toMatch(/We accept major credit cards/)
    },
  )

  it('"can it transfer calls to different people depending on the issue" is the transfer to the right person', () => {
    const text = reply('can it transfer calls to different people depending on the issue')
    expect(text).toMatch(/transfers urgent calls to the right person/)
    expect(text).not.toMatch(HONEST_NO)
  })
})

describe('all the plans side by side', () => {
  it.each(['compare the plans', 'how do all three plans compare', 'how many agents does each plan include'])(
    '%j is every plan side by side, with its agents',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/^Side by side:/)
      for (const agents of ['1 agent', 'up to 3 agents', 'all seven agents']) expect(text).toContain(agents)
      expect(text).not.toMatch(/full-time receptionist|integrations/)
    },
  )

  it('"compare the receptionist to a human" is still the receptionist’s cost compared', () => {
    expect(reply('compare the receptionist to a human')).toMatch(/A full-time receptionist costs/)
  })
})

describe('the blog asked for', () => {
  it.each(['do you have a blog', 'can i read your blog', 'what are your latest blog posts'])(
    '%j is the newest three posts, newest first, and the blog page',
    (message) => {
      const posts = knowledge.articles.filter((a) => a.path.startsWith('/blog/')).slice(0, 3)
      const text = reply(message)
      expect(text.split(/\s*To point you/)[0]).toBe(
        [
          'The newest on our blog:',
          ...posts.map((post) => `• “${post.title}” (${post.path})`),
          'The rest are on the Blog page (/blog).',
        ].join('\n'),
      )
    },
  )

  it('"the blog says you integrate with jobber, is that true" asks about the tool, not the blog', () => {
    expect(reply('the blog says you integrate with jobber, is that true')).toMatch(/Jobber is on our list/)
  })

  it('with no posts in the CMS, the blog is answered as any other question, never with an empty list', () => {
    const none = { ...knowledge, articles: knowledge.articles.filter((a) => !a.path.startsWith('/blog/')) }
    expect(composeReply([{ role: 'user', content: 'do you have a blog' }], none)).not.toMatch(/newest on our blog/)
  })
})

describe('visiting the agency', () => {
  it.each(['do you have an office i can visit', 'can i visit your office'])(
    '%j is the remote-first team, not a clinic’s new-patient visits',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/remote-first team/)
      expect(text).not.toMatch(/new-patient visits/)
    },
  )
})

describe('keeping their number', () => {
  it.each(['do i need to change my phone number', 'will i have to get a new number'])(
    '%j: they keep it, with no "Yes." that would say they must change it',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/keep your number|forward your (?:existing )?number/i)
      expect(text).not.toMatch(/^(?:Yes|No)\b/)
    },
  )

  it('"can i keep my number" is still answered yes', () => {
    expect(reply('can i keep my number')).toMatch(/^Yes\. You keep your number/)
  })
})

describe('their cell is where a call can go', () => {
  it.each(['can it transfer urgent calls to my cell', 'can it put callers through to my mobile'])(
    '%j is the transfers, said as an answer',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/transfer/i)
      expect(text).not.toMatch(/don't answer that in so many words/)
    },
  )
})

describe('asking to book', () => {
  it.each([
    ['can we book a demo', []],
    ['how do i schedule a demo', []],
    ['can we book a demo', ['we are a dental office']],
    ['how do i book a demo with the receptionist for my plumbing company', []],
  ])('%j (after %j) is asked for the details that book it, with nothing else before', (message, before) => {
    const text = play(...before, message).at(-1)!
    expect(text).toMatch(/^(?:Happy to help|I'd be happy|The best next step)[^\n]*name, email and company/)
    expect(text).not.toMatch(/chipped tooth|emergency slot|I don't have that detail/)
  })
})

describe('details typed without a name', () => {
  it('are not thanked as complete: the name is asked for in the form the widget opens', () => {
    const [, done] = play('my email is tom@acme.example', 'Acme Plumbing')
    expect(done).toMatch(/add your name in the form/)
    expect(done).not.toMatch(/Thanks for sharing your details/)
  })
})

describe('how it works, and what it takes', () => {
  it.each(['how does it work', 'so how does this work exactly'])('%j is the steps, one to a line', (message) => {
    const text = reply(message)
    expect(text).toMatch(/^From first call to a live agent in about a week\.\n• Free 30-minute discovery call: /)
    expect(text).not.toMatch(/I don't have that detail/)
  })

  it('with no "How it works" section in the CMS, is answered as any other question', () => {
    const none = { ...knowledge, sections: knowledge.sections.filter((s) => !/^how it works$/i.test(s.heading)) }
    expect(composeReply([{ role: 'user', content: 'how does it work' }], none)).not.toMatch(/^From first call/)
  })

  it.each(['what do i need to provide to get started', 'what would we need to prepare'])(
    '%j is what setup needs from them',
    (message) => {
      expect(reply(message)).toMatch(/From you we need a 30-minute discovery call/)
    },
  )

  it('"so when can we talk" is asked for the details that book the call', () => {
    expect(reply('so when can we talk')).toMatch(/name, email and company/)
  })
})

describe('per agent or per plan', () => {
  it.each(['is that per agent', 'is the price per agent or per plan'])(
    '%j after the plans is per plan, with what each holds',
    (message) => {
      const [, text] = play('how much are your plans', message)
      expect(text).toMatch(/^Per plan, not per agent/)
      for (const plan of knowledge.plans) expect(text).toContain(plan.name)
      expect(text).not.toMatch(/^AI Workflow Agent: not included/)
    },
  )

  it('"is it per agent?" asked first is per plan too, not the Workflow Agent for its word "agent"', () => {
    const text = reply('is it per agent?')
    expect(text).toMatch(/^Per plan, not per agent/)
    for (const plan of knowledge.plans) expect(text).toContain(plan.name)
  })
})

describe('a visitor who does not know what they need', () => {
  it.each(["I'm not sure what I need", 'i have no idea which agent i need'])(
    '%j is asked about their business, kindly',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/^No problem, that's what I'm here for\. .*What kind of business do you run/)
      expect(text).not.toMatch(/More on the About page/)
    },
  )
})

it('"do you text back missed calls", two agents hinted at and neither named, is the passage that says it', () => {
  const text = reply('do you text back missed calls')
  expect(text).toMatch(/^AI SMS-Text Agent: /)
  expect(text).not.toMatch(/^Side by side/)
})

describe("a capability only hinted at by an agent's word", () => {
  it('"can it send texts after a missed call" is answered by the agent that does it, not as unknown', () => {
    // "missed call" hints at the receptionist; the text agent's missed-call text-back says all of it.
    const text = reply('can it send texts after a missed call')
    expect(text).toMatch(/^AI SMS-Text Agent: Missed-call text-back/)
    expect(text).not.toMatch(HONEST_NO)
  })
})

describe('the setup fee, asked any way', () => {
  it.each(["what's the setup fee", 'setup fee?', 'how much is setup', 'any setup costs'])(
    "%j gets each plan's fee, not why Starter has none",
    (message) => {
      const text = reply(message)
      for (const plan of knowledge.plans) expect(text).toContain(plan.name)
      expect(text).toContain('$499')
      expect(text).not.toMatch(/so we include it/)
    },
  )

  it('"do you have any integrations" is still the integrations, not each plan\'s count of them', () => {
    expect(reply('do you have any integrations with jobber')).toMatch(/^Yes, Jobber is on our list/)
  })
})

describe('who an agent is for', () => {
  it.each([
    [
      'what is the virtual se',
      'who is it for',
      /^Virtual SE is built for equipment suppliers, software resellers and solar/,
    ],
    ['tell me about the text agent', 'who would use that', /^AI SMS-Text Agent is built for missed-call text-back/],
  ])("%j, then %j: what its use cases name, and another example than the card's", (first, then, start) => {
    const [card, text] = play(first, then)
    expect(text).toMatch(start)
    const example = /For example, ([^:]+):/.exec(text!)?.[1]
    expect(example).toBeTruthy()
    expect(card!.toLowerCase()).not.toContain(`example, ${example}:`)
  })
})

describe('pricing asked in other ways', () => {
  it.each(['how much for all 7 agents', 'what does it cost to get all the agents', 'price for every agent'])(
    '%j is the plan that holds every agent',
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/^Every agent comes with Scale \(\$1,497 per month\)/)
      // "7 agents" are the agency's, not the visitor's people.
      expect(text).not.toMatch(/with 7 agents/)
    },
  )

  it.each(['do prices include tax', 'is vat included in the price'])('%j is what the terms say of taxes', (message) => {
    expect(reply(message)).toMatch(/taxes/)
  })

  it('"we do taxes for clients, how much is it" is still the price', () => {
    expect(reply('we do taxes for clients, how much is it')).toMatch(/\$297/)
  })
})

describe('"is that per month" after a price', () => {
  it('is a yes, not the price again', () => {
    const [, , text] = play('how does the voice chat work', 'what does it cost', 'is that per month')
    expect(text).toMatch(/^Yes, per month\. Pay annually and get two months free\./)
  })

  it('is no yes after a one-time setup fee', () => {
    const [, text] = play('what is the setup fee on scale', 'is that per month')
    expect(text).not.toMatch(/^Yes, per month/)
  })
})

describe('what an agent is good for', () => {
  it.each([
    ['what is the virtual se good for', /^Virtual SE is built for equipment suppliers/],
    ['who is the email agent for', /^AI Email Agent is built for quote requests/],
  ])('%j is who it is built for, not a line that shares "good"', (message, start) => {
    expect(reply(message)).toMatch(start)
  })

  it('"what would we use it for" after an agent is that agent\'s', () => {
    const [, text] = play('tell me about outbound', 'what would we use it for')
    expect(text).toMatch(/^OutboundAI is built for speed to lead/)
  })

  it('"what is the setup fee for" is still the setup fee', () => {
    expect(reply('what is the setup fee for')).toMatch(/^Starter \(\$297 per month\) includes no setup fee/)
  })
})

it('"can the workflow agent do my invoicing" is answered by its own words on invoices, though "invoice chasing" is one of its names', () => {
  const text = reply('can the workflow agent do my invoicing')
  expect(text).toMatch(/invoice chasing/)
  expect(text).not.toMatch(/^AI Workflow Agent: Build your own agent/)
})

describe('a plan in focus', () => {
  it('"can i add the text agent to it" after the cheapest plan asks it of that plan', () => {
    const [, text] = play('whats your cheapest plan', 'can i add the text agent to it')
    expect(text).toMatch(/^Starter \(\$297 per month\) includes 1 agent/)
    expect(text).not.toMatch(HONEST_NO)
  })

  it('a FAQ\'s "Yes, and most clients do." quoted without its yes loses the sentence that leaned on it', () => {
    const text = reply('can i add another agent to starter')
    expect(text).toMatch(/^Start on Starter with one agent/)
  })
})

describe("a system of the visitor's own", () => {
  it.each([
    'can you integrate with our custom crm',
    'we use a homegrown system for scheduling, will it work with that',
    'our software is built in house, can you connect to it',
  ])('%j gets how tools the pages do not list connect, no "yes" and no tool named back', (message) => {
    const text = reply(message)
    expect(text).toMatch(/^Most tools with an API/)
    expect(text).toMatch(/Whether one of your own can be depends on what it offers/)
    expect(text).not.toMatch(/I don't see|HubSpot/)
  })
})

it('"do u have a phone number i can call" is the agency\'s number, not an agent\'s caller ID', () => {
  expect(reply('do u have a phone number i can call')).toMatch(/^You can call Kestrel AI on \+1 \(212\) 555-0147/)
})

describe('locations counted with a word between ("3 dental offices")', () => {
  it('are the business\'s locations, not "a dental office with 3 dental offices"', () => {
    const [text] = play('we own 3 dental offices')
    expect(text).toMatch(/^Great, a dental office with 3 locations\./)
  })

  it('make "what would it cost for all 3" the plans side by side, not the plan for single locations alone', () => {
    const [, text] = play('we own 3 dental offices', 'what would it cost for all 3')
    for (const plan of knowledge.plans) expect(text).toContain(`${plan.name}: ${plan.price}`)
  })
})

describe('"what\'s next"', () => {
  it.each(['whats next', 'what are the next steps', 'ok what now'])(
    "%j is how to get started, not a page's steps or the next billing month",
    (message) => {
      const text = reply(message)
      expect(text).toMatch(/^Use the “Book your free consultation” button/)
      expect(text).not.toMatch(/billing month|Careers/)
    },
  )

  it('after the details were asked, asks for them again with the way to book', () => {
    const [, , text] = play('i run a small hvac business with 5 techs', 'we use servicetitan', 'ok whats next')
    expect(text).toMatch(/Book your free consultation/)
    expect(text).toMatch(/name, email and company/)
  })
})

it.each(['lol', 'ok cool', 'i see'])('%j is a reaction, not a question with no answer', (message) => {
  const text = reply(message)
  expect(text).toMatch(/take your time/)
  expect(text).not.toMatch(/I don't have that detail/)
})

describe('a business no example names', () => {
  it.each(['i own a gym', 'i run a car wash', 'we run a pizza place'])(
    '%j is recommended an agent of the plan for one, not one for technical sales or campaigns',
    (message) => {
      const [, text] = play(message, 'which agent would you recommend')
      const starter = knowledge.plans[0]!
      const named = knowledge.products.find((p) => text!.includes(`${p.name} is where I'd start`))
      expect(named).toBeDefined()
      expect(text).toContain(`on the ${starter.name} plan`)
    },
  )
})

describe('a sentence said instead of the details asked', () => {
  it('is no company: "we use jobber" after the request, then the name and email, asks for the company', () => {
    const said = [
      'hey',
      'im looking for something to answer my phones',
      'its a plumbing business, just me and my son',
      'mostly after hours, like emergencies at night',
      'we use jobber',
      'sure, mike delgado, mike@delgadoplumbing.com',
      'delgado plumbing',
    ]
    const { replies, details } = playForDetails(...said)
    expect(replies[3]).toMatch(/name, email and company/)
    expect(replies[5]).toMatch(/^Thanks, Mike! What's the name of your company/)
    expect(details).toMatchObject({ company: 'delgado plumbing' })
  })
})

describe('details typed in other shapes', () => {
  it('reads "Name / email / Company" with slashes between', () => {
    const said = ['lets do it', 'Priya Patel / priya@lakesidedental.com / Lakeside Dental']
    const { replies, details } = playForDetails(...said)
    expect(replies[1]).toMatch(/^Thanks for sharing your details!/)
    expect(details).toMatchObject({
      name: 'Priya Patel',
      email: 'priya@lakesidedental.com',
      company: 'Lakeside Dental',
    })
  })

  it('does not ask what business a company named for its trade is ("Bright Smiles Dental")', () => {
    const [, text] = play('hi, dana@brightsmiles.com, Bright Smiles Dental, Dana', 'how much is the receptionist')
    expect(text).not.toMatch(/What kind of business do you run/)
  })

  it('takes the name typed in the chat after it was asked for, and thanks for the details', () => {
    const said = ['im interested in the receptionist. my email is joe@joesauto.com', 'joes auto repair', 'joe']
    const { replies, details } = playForDetails(...said)
    expect(replies[1]).toMatch(/please add your name/)
    expect(replies[2]).toMatch(/^Thanks for sharing your details!/)
    expect(details).toMatchObject({ name: 'Joe', company: 'joes auto repair' })
  })
})

it('"do you work with chiropractors" is a trade Michael knows, not a name no page mentions', () => {
  const text = reply('do you work with chiropractors')
  expect(text).toMatch(/^Yes\. For a medical practice/)
  expect(text).not.toMatch(HONEST_NO)
})

describe('a recommendation for a trade asked about, their own untold', () => {
  it.each([
    ['which one is better for a dentist', /^For a dental practice, I'd start with AI Receptionist\./],
    ['which agent is best for a law firm', /^For a law firm, I'd start with AI Receptionist\./],
  ])('%j names the agent for that trade, with its example, not "like yours"', (message, start) => {
    const text = reply(message)
    expect(text).toMatch(start)
    expect(text).toMatch(/a close example is/)
    expect(text).not.toMatch(/like yours|Based on what you've told me/)
  })

  it('"ok and the price" after it is that agent\'s price', () => {
    const [, text] = play('which one is better for a dentist', 'ok and the price')
    expect(text).toMatch(/^AI Receptionist starts at \$297\/month/)
  })
})

describe('a passage quoted in the chat', () => {
  it('says where "the rights listed above" are listed: on the page it quotes', () => {
    const text = reply('are you gdpr compliant?')
    expect(text).not.toMatch(/\babove\b/)
    expect(text).toMatch(/rights listed on our Privacy Statement page/)
  })
})
