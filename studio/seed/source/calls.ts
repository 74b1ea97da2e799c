import { speakingTime } from '../../../lib/content/sections/call-demo/timeline'

/**
 * The calls the product pages play (the hero's call, the callDemo section): one conversation per
 * product, with a business of the kind that product serves. The businesses and people are as
 * made up as the rest of the seed; the calls follow what the pages promise (rules, fees, hand-offs)
 * and carry no recording, so the card plays the transcript alone. A marketer replaces them with
 * real calls, and their recordings, in the Studio.
 */
type Said = [speaker: 'agent' | 'caller', text: string]

/** The gap between one line and the next, in seconds: a natural turn in a conversation. */
const TURN = 0.6

function conversation(
  fields: {
    business: string
    channel: 'call' | 'text' | 'email' | 'chat'
    agentName: string
    callerName?: string
    summary: string
  },
  said: Said[],
  /** Seconds between lines written rather than spoken: a reply that takes a moment to arrive. */
  turn = TURN,
) {
  let start = 0
  const lines = said.map(([speaker, text]) => {
    const line = { _type: 'callLine', speaker, text, start: Math.round(start * 10) / 10 }
    start += speakingTime(text) + turn
    return line
  })
  return { _type: 'callConversation', ...fields, lines }
}

export const calls = {
  receptionist: conversation(
    {
      business: 'Northside Plumbing',
      channel: 'call',
      agentName: 'Ava',
      summary: 'Emergency booked for 10:15 p.m. The technician and the owner got the details by text.',
    },
    [
      ['agent', 'Thanks for calling Northside Plumbing, this is Ava. How can I help you tonight?'],
      ['caller', 'Hi. Water is coming through my kitchen ceiling, I think from the bathroom upstairs.'],
      [
        'agent',
        'I’m sorry, let’s stop it first. Can you close the valve behind the upstairs toilet? Then tell me your address.',
      ],
      ['caller', 'Okay, it’s off. We’re at 14 Alder Lane in Westbrook.'],
      [
        'agent',
        'Westbrook is in our area. An active leak is an emergency, so there’s a $149 after-hours call-out fee, and the repair is quoted on site. Shall I send the on-call technician?',
      ],
      ['caller', 'Yes, please.'],
      ['agent', 'Marco can be there by 10:15. I’m texting you a confirmation now. Is this the best number?'],
      ['caller', 'Yes, that’s my cell. Thank you.'],
      ['agent', 'You’re welcome. Keep the valve closed until Marco arrives. Good night.'],
    ],
  ),
  voiceChat: conversation(
    {
      business: 'Bayview Family Dental',
      channel: 'call',
      agentName: 'Nora',
      callerName: 'Visitor',
      summary: 'A new patient booked from the website’s voice chat, insurance noted for the front desk.',
    },
    [
      ['agent', 'Hi, I’m Nora, Bayview Family Dental’s assistant. What can I help you with?'],
      ['caller', 'I just moved here. Do you take Delta Dental PPO?'],
      ['agent', 'We do, we’re in network with Delta Dental PPO. Are you looking for a cleaning and checkup?'],
      ['caller', 'Yes. Do you have anything early in the morning?'],
      ['agent', 'Our first appointment is 7:30. Thursday at 7:30 is open, or Monday at 8.'],
      ['caller', 'Thursday works.'],
      ['agent', 'Done: Thursday at 7:30 with Dr. Patel. What name should I put it under?'],
      ['caller', 'Jordan Lee.'],
      [
        'agent',
        'Thanks, Jordan. Please come ten minutes early for the new-patient form, and bring your insurance card.',
      ],
    ],
  ),
  email: conversation(
    {
      business: 'Greenleaf Landscaping',
      channel: 'email',
      agentName: 'Greenleaf team',
      callerName: 'Priya',
      summary: 'A quote request answered in 4 minutes and the site visit booked, with no one at a desk.',
    },
    [
      ['caller', 'Hi, how much would you charge to redo the front yard? New sod and a small flower bed.'],
      [
        'agent',
        'Thanks for asking, Priya. Sod installs start at $1.80 a square foot, beds are quoted on site. Roughly how big is the yard? A photo or two helps too.',
      ],
      ['caller', 'About 30 by 40 feet. Photos attached.'],
      [
        'agent',
        'Thanks, the photos show good access. For about 1,200 square feet, sod would be around $2,200. Could we see it in person? Tuesday at 4 p.m. or Wednesday at 9 a.m.?',
      ],
      ['caller', 'Wednesday at 9 is perfect.'],
      ['agent', 'You’re booked for Wednesday at 9 a.m. with Luis. A calendar invite is on its way.'],
    ],
    2,
  ),
  text: conversation(
    {
      business: 'Lakeside Auto Care',
      channel: 'text',
      agentName: 'Lakeside Auto Care',
      callerName: 'Sam',
      summary: 'A missed call turned into a booked oil change by text, before the shop opened.',
    },
    [
      ['agent', 'Hi, it’s Lakeside Auto Care. Sorry we missed your call! How can we help?'],
      ['caller', 'Need an oil change, and my tire light is on.'],
      ['agent', 'We can do both. Tomorrow at 8:00 or 11:30? An oil change and tire check takes about 45 minutes.'],
      ['caller', '8 please'],
      ['agent', 'Booked for tomorrow at 8:00. What car is it?'],
      ['caller', '2019 RAV4'],
      ['agent', 'Thanks, Sam. See you at 8. Reply C to cancel or R to reschedule.'],
    ],
    1.2,
  ),
  workflow: conversation(
    {
      business: 'Harbor Accounting',
      channel: 'chat',
      agentName: 'Workflow agent',
      callerName: 'Elena (office manager)',
      summary: 'A new client onboarded: documents chased and checked, kickoff booked after one approval.',
    },
    [
      ['agent', 'New client signed: Ruiz Bakery. I sent the welcome email and the document checklist.'],
      ['agent', 'Received 5 of 6 documents. The 2025 payroll summary is missing; I asked for it again.'],
      ['caller', 'Thanks. Did the engagement letter come back signed?'],
      ['agent', 'Yes, signed this morning and filed in the client folder. QuickBooks access is connected too.'],
      [
        'agent',
        'The payroll summary just arrived. Everything is complete. Book the kickoff for Monday at 10 with Tom?',
      ],
      ['caller', 'Approved.'],
      ['agent', 'Booked, and the invite went to the client and Tom. Onboarding is done; the log has every step.'],
    ],
    1.2,
  ),
  virtualSe: conversation(
    {
      business: 'Coastline Solar Supply',
      channel: 'chat',
      agentName: 'Virtual SE',
      callerName: 'Prospect',
      summary: 'A technical question answered from the spec sheets, and a qualified lead handed to sales.',
    },
    [
      ['caller', 'Will your CS-400 panels work with the 7.6 kW string inverter we already have?'],
      [
        'agent',
        'Yes. Each CS-400 is 37 volts open-circuit, so strings of 8 to 12 panels stay under the inverter’s 480-volt input. The spec sheet has the figures on page 2.',
      ],
      ['caller', 'We need 24 panels on a flat commercial roof. Does that change anything?'],
      [
        'agent',
        'Use two strings of 12, and the ballasted racking kit for flat roofs. The installation manual, page 14, covers wind ratings up to 140 mph.',
      ],
      ['caller', 'Great. Can I get pricing for 24?'],
      ['agent', 'I’ll have Mark from sales send a quote today. May I have your company and email?'],
    ],
    1.2,
  ),
  outbound: conversation(
    {
      business: 'Summit Roofing',
      channel: 'call',
      agentName: 'Leo',
      callerName: 'Lead',
      summary: 'A web lead called back 3 minutes after the form, inspection booked and logged in the CRM.',
    },
    [
      [
        'agent',
        'Hi, is this Dana? This is Leo from Summit Roofing. You asked for a roof inspection on our website a few minutes ago.',
      ],
      ['caller', 'Oh, that was quick. Yes, we lost some shingles in the storm.'],
      ['agent', 'Sorry to hear that. Is anything leaking inside, or is it just the shingles for now?'],
      ['caller', 'No leaks yet.'],
      ['agent', 'Good. The inspection is free. We have Thursday at 2 or Friday at 9. Which suits you?'],
      ['caller', 'Friday at 9.'],
      ['agent', 'You’re booked for Friday at 9 with Chris. You’ll get a text the day before. Thanks, Dana.'],
    ],
  ),
}
