import { type Doc, image, ref } from './builders'

/**
 * The seed's customers: fictional businesses, like everything else in the seed (the Studio says
 * so on the Customer type). Their logos are drawn by scripts/seed-images as SVG.
 */
function customer(slug: string, name: string, industry: string): Doc {
  return { _id: `customer-${slug}`, _type: 'customer', name, industry, logo: image(`logo-${slug}.svg`, name) }
}

export const customers: Doc[] = [
  customer('riverside-plumbing', 'Riverside Plumbing', 'Family plumbing company, Columbus, OH'),
  customer('bayview-family-dental', 'Bayview Family Dental', 'Three-chair family dental practice'),
  customer('harbor-lane-realty', 'Harbor Lane Realty', 'Independent real-estate brokerage'),
  customer('tidewater-inn', 'The Tidewater Inn', '64-room boutique hotel'),
  customer('summit-trail-outfitters', 'Summit Trail Outfitters', 'Outdoor gear, two stores'),
  customer('ames-keller-law', 'Ames Keller Law', 'Six-attorney law firm'),
  customer('northwind-heating', 'Northwind Heating', 'HVAC and plumbing company'),
  customer('greenway-landscaping', 'Greenway Landscaping', 'Landscaping company'),
]

/** A customer logo strip, for right under a hero. */
export const customerLogos = (heading: string, slugs: string[]) => ({
  _type: 'customerLogos',
  heading,
  customers: slugs.map((slug) => ({ ...ref(`customer-${slug}`), _key: slug })),
})

export type CaseStudy = {
  customer: string
  result: string
  resultLabel: string
  summary: string
  /** The id of the post or news item that tells the story. */
  story: string
}

export const caseStudies = (heading: string, intro: string, items: CaseStudy[]) => ({
  _type: 'caseStudies',
  heading,
  intro,
  items: items.map(({ customer: slug, story, ...item }) => ({
    _type: 'caseStudy',
    ...item,
    customer: ref(`customer-${slug}`),
    story: ref(story),
  })),
})

/** The three stories the seed's pages tell, with the numbers their articles give. */
export const STORIES = {
  bayview: {
    customer: 'bayview-family-dental',
    result: '1,000',
    resultLabel: 'appointments booked in seven months',
    summary:
      'The AI Receptionist started on after-hours calls only. A third of all bookings now come outside office hours, 212 of them from new patients.',
    story: 'news-bayview-family-dental-1000-appointments',
  },
  riverside: {
    customer: 'riverside-plumbing',
    result: '41',
    resultLabel: 'after-hours jobs booked in the first month',
    summary:
      'About 30 calls a week used to reach voicemail after five. The AI Receptionist books them into the on-call schedule, and paid for itself in the first week.',
    story: 'post-after-hours-calls-home-services',
  },
  harborLane: {
    customer: 'harbor-lane-realty',
    result: '+23',
    resultLabel: 'showings booked in a month',
    summary:
      'Portal leads waited hours while the agents were at showings. Now each gets a call within five minutes, from OutboundAI, and a showing on the calendar.',
    story: 'post-speed-to-lead-first-five-minutes',
  },
} satisfies Record<string, CaseStudy>

export const team = (heading: string, intro: string, authorIds: string[]) => ({
  _type: 'team',
  heading,
  intro,
  people: authorIds.map((id) => ({ ...ref(id), _key: id })),
})
