import { StudioPage, studioPageMetadata } from './studio-page'

export { viewport } from './studio-page'
export const dynamic = 'force-static'
export const metadata = studioPageMetadata()

/** /studio: one prerendered page (the Studio's shell, or its setup page). */
export default StudioPage
