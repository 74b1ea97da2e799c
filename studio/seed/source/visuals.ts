import { image } from './builders'

/**
 * The product pages' pictures of an agent at work, and the figures they are drawn from:
 * scripts/seed-images/product-visuals.ts draws each from the same data as its alt text and
 * caption here, so the picture, its description and its caption agree. Sample businesses, as made
 * up as the calls in calls.ts (the week is Northside Plumbing's, the run is Harbor Accounting's).
 * In the Studio each is an Image section: a marketer replaces the image and its words together.
 */

/** Calls answered each day of a week: [in business hours, after hours]. */
export const weekOfCalls: ReadonlyArray<readonly [day: string, inHours: number, afterHours: number]> = [
  ['Monday', 38, 9],
  ['Tuesday', 41, 12],
  ['Wednesday', 36, 8],
  ['Thursday', 44, 11],
  ['Friday', 39, 14],
  ['Saturday', 12, 19],
  ['Sunday', 6, 15],
]

/** A morning's emails: what the agent did with each, and the minutes it took. */
export const inboxMorning: ReadonlyArray<readonly [outcome: 'replied' | 'drafted' | 'routed', minutes: number]> = [
  ['replied', 3],
  ['replied', 4],
  ['drafted', 2],
  ['replied', 2],
  ['routed', 1],
  ['replied', 5],
  ['replied', 3],
  ['drafted', 4],
  ['replied', 2],
]

/** A workflow run, step by step: what was done and whether a person approved it. */
export const onboardingRun: ReadonlyArray<readonly [step: string, kind: 'auto' | 'approval']> = [
  ['checklist sent', 'auto'],
  ['letter filed', 'auto'],
  ['missing document chased', 'auto'],
  ['QuickBooks connected', 'auto'],
  ['kickoff booked', 'approval'],
  ['run logged', 'auto'],
]

const total = (pick: (row: (typeof weekOfCalls)[number]) => number) =>
  weekOfCalls.reduce((sum, row) => sum + pick(row), 0)
const count = (outcome: (typeof inboxMorning)[number][0]) => inboxMorning.filter(([o]) => o === outcome).length

const callsAnswered = total(([, a, b]) => a + b)
const afterHours = total(([, , b]) => b)

const media = (heading: string, file: string, alt: string, caption: string) => ({
  _type: 'media',
  heading,
  kind: 'image',
  image: image(file, alt),
  caption,
})

export const visuals = {
  weekOfCalls: media(
    'A week of calls, all answered',
    'product-week-of-calls.webp',
    `Bar chart of a week of calls answered at a plumbing company: ${weekOfCalls
      .map(([day, a, b]) => `${day.slice(0, 3)} ${a + b}`)
      .join(', ')}. The after-hours part of each bar is largest at the weekend.`,
    `A sample week at a plumbing company: ${callsAnswered} calls answered, ${afterHours} of them after hours, when nobody was at the desk.`,
  ),
  inboxReplies: media(
    'A morning’s inbox, handled',
    'product-inbox-replies.webp',
    `An inbox of ${inboxMorning.length} customer emails, each marked with what the AI Email Agent did: ${count('replied')} replied to, ${count('drafted')} drafted for approval, ${count('routed')} routed to a person, each within ${Math.max(...inboxMorning.map(([, m]) => m))} minutes.`,
    `A sample morning: ${inboxMorning.length} emails, ${count('replied')} answered on the agent’s own, ${count('drafted')} drafted for a person to approve and ${count('routed')} sent to billing, none waiting more than ${Math.max(...inboxMorning.map(([, m]) => m))} minutes.`,
  ),
  workflowRun: media(
    'One workflow run, step by step',
    'product-workflow-run.webp',
    `A workflow run as ${onboardingRun.length} connected steps, all done: ${onboardingRun
      .map(([step, kind]) => (kind === 'approval' ? `${step} (approved by a person)` : step))
      .join(', ')}.`,
    `A new client’s onboarding at a sample accounting firm: ${onboardingRun.length} steps run by the agent, ${onboardingRun.filter(([, kind]) => kind === 'approval').length} of them waiting for a person’s approval.`,
  ),
}
