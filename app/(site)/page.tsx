import { PageView, pageMetadata } from './page-view'

export const generateMetadata = () => pageMetadata('/')

export default function LandingPage() {
  return <PageView slug="/" />
}
