import { type Doc, image } from '../builders'

/** The writers of the blog and news, and the categories readers filter by. */
function author(slug: string, name: string, role: string, bio: string): Doc {
  return {
    _id: `author-${slug}`,
    _type: 'author',
    name,
    slug: { _type: 'slug', current: slug },
    role,
    bio,
    avatar: image(`avatar-${slug}.webp`, `Illustrated portrait of ${name}`),
  }
}

export const MAYA = 'author-maya-okafor'
export const DANIEL = 'author-daniel-brooks'
export const SOFIA = 'author-sofia-lindqvist'

export const authors: Doc[] = [
  author(
    'maya-okafor',
    'Maya Okafor',
    'Head of Customer Launches',
    'Maya leads the team that takes every new customer from kickoff to a live agent, usually within seven days. She has launched agents for more than 80 clinics, contractors and shops.',
  ),
  author(
    'daniel-brooks',
    'Daniel Brooks',
    'Co-founder and CEO',
    'Daniel started Kestrel AI after a summer answering phones at his family’s HVAC business. He writes about the economics of answering every customer.',
  ),
  author(
    'sofia-lindqvist',
    'Sofia Lindqvist',
    'Conversation Design Lead',
    'Sofia writes the instructions, scripts and tests behind every Kestrel AI agent, and reads more call transcripts than anyone should.',
  ),
]

function category(slug: string, title: string, description: string): Doc {
  return { _id: `category-${slug}`, _type: 'category', title, slug: { _type: 'slug', current: slug }, description }
}

export const GETTING_STARTED = 'category-getting-started'
export const PLAYBOOKS = 'category-playbooks'
export const RESULTS = 'category-measuring-results'
export const PRODUCT = 'category-product-updates'
export const COMPANY = 'category-company'

export const categories: Doc[] = [
  category(
    'getting-started',
    'Getting started',
    'Choosing your first agent, preparing your team and going live in days.',
  ),
  category('playbooks', 'Playbooks', 'Scripts, workflows and real days in the life of AI agents at small businesses.'),
  category(
    'measuring-results',
    'Measuring results',
    'How to put a number on missed calls, response times and what an agent earns.',
  ),
  category('product-updates', 'Product updates', 'New agents, features and integrations from Kestrel AI.'),
  category('company', 'Company', 'Milestones, partnerships, events and the people behind Kestrel AI.'),
]
