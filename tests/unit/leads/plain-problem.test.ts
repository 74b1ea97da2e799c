import { describe, expect, it } from 'vitest'
import { plainDeliveryProblem } from '@/lib/leads/delivery/plain-problem'

describe('a delivery problem in words for sales', () => {
  it.each([
    ['webhook', 'the webhook receiver answered 503', 'The receiving system refused it (it answered with error 503).'],
    ['webhook', 'The operation was aborted due to timeout', 'The receiving system did not answer in time.'],
    ['webhook', 'fetch failed', 'The receiving system could not be reached.'],
    ['webhook', 'something odd', 'It could not be sent to the receiving system.'],
    [
      'email',
      "EEXIST: file already exists, mkdir '/srv/mail'",
      'The site could not save the email in its mail folder.',
    ],
    [
      'email',
      "EACCES: permission denied, open '/srv/mail/x.eml'",
      'The site could not save the email in its mail folder.',
    ],
    ['email', 'Invalid login: 535 5.7.8 Authentication failed', 'The mail server refused the site’s sign-in.'],
    ['email', 'connect ECONNREFUSED 10.0.0.5:587', 'The mail server could not be reached.'],
    ['email', 'Greeting never received (ETIMEDOUT)', 'The mail server did not answer in time.'],
    [
      'email',
      "Can't send mail - all recipients were rejected: 550 5.1.1 No such user",
      'The mail server refused the message or its recipients.',
    ],
    ['email', 'boom', 'The email could not be sent.'],
  ] as const)('%s: %s', (channel, error, words) => {
    expect(plainDeliveryProblem(channel, error)).toBe(words)
  })

  it('never repeats the server’s error, its paths or its addresses', () => {
    for (const error of ["EEXIST: file already exists, mkdir '/srv/mail'", 'connect ECONNREFUSED 10.0.0.5:587'])
      expect(plainDeliveryProblem('email', error)).not.toMatch(/EEXIST|srv|10\.0\.0\.5|ECONN/)
  })
})
