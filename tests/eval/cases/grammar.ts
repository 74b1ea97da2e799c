import type { EvalCase } from '../judge'
import {
  ask,
  ASKS_BUSINESS,
  ASKS_SIZE,
  DISCOVERY,
  EMAIL_AGENT,
  OUTBOUND,
  RECEPTIONIST,
  SMS_AGENT,
  STARTER,
  talk,
  VOICE_CHAT,
  WORKFLOW_AGENT,
} from './common'

/** A recommendation or the next discovery question: what a reply to "we are a …" must hold. */
const MOVES_ON = [
  RECEPTIONIST,
  SMS_AGENT,
  EMAIL_AGENT,
  VOICE_CHAT,
  OUTBOUND,
  WORKFLOW_AGENT,
  /\bmissed calls?\b/i,
  ...DISCOVERY,
]

/** Replies in correct English whatever the visitor typed: articles, plurals, names as the site writes them. */
export const grammarCases: EvalCase[] = [
  ask('grammar/an-hvac-company', 'grammar', '"an HVAC company", "2 locations"', {
    say: "we're an hvac company with 2 locations, what would help us most",
    example:
      'For an HVAC company with 2 locations, the AI Receptionist answers every call 24/7, triages emergencies and books each job for the right location.',
    must: [[RECEPTIONIST, VOICE_CHAT, SMS_AGENT]],
    mustNot: [/\ba HVAC\b/i, /\bhvac\b/, /\b2 location\b/i, /\ban? 2 locations\b/i, ASKS_BUSINESS, ASKS_SIZE],
  }),
  ask('grammar/an-auto-repair-shop', 'grammar', '"an auto repair shop" though the visitor wrote "a auto"', {
    say: 'i own a auto repair shop',
    example:
      'For an auto repair shop, the AI Receptionist answers every call and books service appointments, and OutboundAI can call customers who are due for service.',
    must: [MOVES_ON],
    mustNot: [/\ba auto\b/i, ASKS_BUSINESS],
  }),
  ask('grammar/an-insurance-agency', 'grammar', '"an insurance agency", "3 agents"', {
    say: 'we r an insurance agency, 3 agents',
    example:
      'For an insurance agency with 3 agents, where do customers slip through the cracks today: missed calls, slow replies to emails, or leads that never get a follow-up?',
    must: [MOVES_ON],
    mustNot: [/\ba insurance\b/i, /\b3 agent\b/i, ASKS_BUSINESS, ASKS_SIZE],
  }),
  ask('grammar/one-location-accounting', 'grammar', '"1 location" stays singular', {
    say: 'accounting firm, 1 location, 4 staff',
    example:
      'For an accounting firm with 1 location and 4 staff, the AI Workflow Agent can take over new-client intake, and the AI Receptionist catches calls during tax season.',
    must: [MOVES_ON],
    mustNot: [/\b(?:1|one) locations\b/i, /\ba accounting\b/i, ASKS_BUSINESS, ASKS_SIZE],
  }),
  ask('grammar/an-orthodontist', 'grammar', '"an orthodontic office" though the visitor wrote "a orthodontist"', {
    say: 'were a orthodontist office, 2 doctors',
    example:
      'For an orthodontic office with 2 doctors, the AI Receptionist books new-patient visits and answers insurance questions, and the AI SMS-Text Agent sends reminders that cut no-shows.',
    must: [[RECEPTIONIST, SMS_AGENT]],
    mustNot: [/\ba orthodont/i, /\b2 doctor\b/i, ASKS_BUSINESS, ASKS_SIZE],
  }),
  ask('grammar/an-electrician', 'grammar', '"an electrician", a one-man business', {
    say: 'im a electrician, one man show',
    example:
      "When you're on a job, the AI Receptionist answers every call and books the visit, and the AI SMS-Text Agent texts back anyone you miss within seconds.",
    must: [[RECEPTIONIST, SMS_AGENT, VOICE_CHAT]],
    mustNot: [/\ba electric/i, ASKS_BUSINESS, ASKS_SIZE],
  }),
  ask('grammar/ai-receptionist-capitals', 'grammar', '"AI Receptionist" as the site writes it', {
    say: 'ai receptionist price?',
    example: 'The AI Receptionist is $297 a month on Starter, with no setup fee.',
    must: [STARTER],
    mustNot: [/\bai receptionist\b/, /\bAi Receptionist\b/],
  }),
  ask('grammar/sms-capitals', 'grammar', '"SMS" as the site writes it', {
    say: 'how does the sms agent work',
    example:
      'The AI SMS-Text Agent runs two-way text conversations from your business number: it texts back missed callers within seconds, confirms and reminds appointments and rebooks no-shows.',
    must: [[/\bmissed call/i, /\breminds?\b|\breminders?\b/i, /\btwo-way\b/i, /\btexts? back\b/i]],
    mustNot: [/\bsms\b/, /\bSms\b/],
  }),
  ask('grammar/typo-not-echoed', 'grammar', "the visitor's misspelling is not repeated", {
    say: 'how much is the recepshionist',
    example: 'The AI Receptionist is $297 a month on the Starter plan, with no setup fee.',
    must: [STARTER, RECEPTIONIST],
    mustNot: [/recepshionist/i],
  }),
  ask('grammar/outbound-misspelt', 'grammar', '"OutboundAI" though the visitor wrote "outbond ai"', {
    say: 'wat is outbond ai',
    example:
      'OutboundAI places natural phone calls to people who asked to hear from you: new leads within minutes, quotes that went quiet and past customers due for service.',
    must: [OUTBOUND],
    mustNot: [/\boutbond\b/i],
  }),
  ask('grammar/bakery-one-location', 'grammar', '"one location" stays singular', {
    say: 'its just me and one location, small bakery',
    example:
      'For a small bakery with one location, where do customers slip through the cracks today: missed calls while you are baking, slow replies to texts or emails, or orders that never get a follow-up?',
    must: [MOVES_ON],
    mustNot: [/\b(?:1|one) locations\b/i, ASKS_BUSINESS, ASKS_SIZE],
  }),
  ask('grammar/dental-staff-plurals', 'grammar', "plurals right, the visitor's typo not repeated", {
    say: '3 dentist, 2 hygenist, 1 front desk girl, we are drowning in calls',
    example:
      'With 3 dentists and one person at the front desk, the AI Receptionist can take the overflow: it answers every call, books cleanings and new-patient visits and answers insurance questions.',
    must: [RECEPTIONIST],
    mustNot: [/\b3 dentist\b/i, /\bhygenist/i, ASKS_SIZE],
  }),
  ask('grammar/an-urgent-care', 'grammar', '"an urgent care clinic"', {
    say: 'we run an urgent care clinic, phones never stop',
    example:
      'For an urgent care clinic, the AI Receptionist answers every call on the first ring, handles several callers at once and takes detailed messages for your staff.',
    must: [[RECEPTIONIST, SMS_AGENT, VOICE_CHAT]],
    mustNot: [/\ba urgent\b/i, ASKS_BUSINESS],
  }),
  ask('grammar/whole-sentences', 'grammar', 'a reply of whole sentences', {
    say: 'whats voice chat',
    example:
      'AI Voice Chat is a natural-sounding voice agent your customers can talk to on the phone or right on your website, with one click in the browser.',
    must: [[/\bbrowser\b/i, /\bwebsite\b/i, /\bphone\b/i]],
    mustNot: [/^[a-z]/, /[^.!?)"”\s]\s*$/, /\s[,.;:](?!\d)/],
  }),
  talk('grammar/hvac-then-size', 'grammar', 'the business, then its size: articles and plurals right', [
    {
      say: 'we are an HVAC and plumbing company',
      example: 'An HVAC and plumbing company lives on the phone. How many locations or team members do you have?',
      must: [[...MOVES_ON, /\blocations\b/i, /\bteam members\b/i]],
      mustNot: [/\ba HVAC\b/i, ASKS_BUSINESS],
    },
    {
      say: '2 locations, 9 techs',
      example:
        'With 2 locations and 9 techs, the AI Receptionist answers every call 24/7, triages emergencies and books each job for the right location in ServiceTitan, Jobber or Housecall Pro.',
      must: [MOVES_ON],
      mustNot: [/\b2 location\b/i, /\b9 tech\b/i, /\ba HVAC\b/i, ASKS_BUSINESS, ASKS_SIZE],
    },
  ]),
]
