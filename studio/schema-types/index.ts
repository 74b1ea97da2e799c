import { authorType } from './documents/author'
import { categoryType } from './documents/category'
import { chatAssistantType } from './documents/chat-assistant'
import { customerType } from './documents/customer'
import { newsItemType } from './documents/news-item'
import { pageType } from './documents/page'
import { postType } from './documents/post'
import { productType } from './documents/product'
import { siteSettingsType } from './documents/site-settings'
import { callConversationType, callLineType } from '../../lib/content/sections/call-demo/schema'
import { calloutType, codeBlockType, ctaBlockType } from './objects/article-blocks'
import { blockContentType } from './objects/block-content'
import { imageWithAltType } from './objects/image-with-alt'
import { linkType } from './objects/link'
import { navItemType, navLinkType, socialLinkType } from './objects/navigation'
import { seoType } from './objects/seo'
import { sectionTypes } from './sections'

/** Singletons: exactly one document each, with a fixed id. */
export const singletonTypes = new Set(['siteSettings', 'chatAssistant'])

export const schemaTypes = [
  siteSettingsType,
  chatAssistantType,
  pageType,
  productType,
  customerType,
  postType,
  newsItemType,
  authorType,
  categoryType,
  seoType,
  linkType,
  navItemType,
  navLinkType,
  socialLinkType,
  imageWithAltType,
  blockContentType,
  calloutType,
  ctaBlockType,
  codeBlockType,
  callLineType,
  callConversationType,
  ...sectionTypes,
]
