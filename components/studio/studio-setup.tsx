import { buttonClasses } from '@/components/ui/button-classes'
import { Link } from '@/components/ui/link'

const code = 'block overflow-x-auto rounded-lg bg-muted px-4 py-3 font-mono text-sm text-foreground'

/**
 * /studio without a Sanity project: what the Studio needs and how to connect one (docs/publishing.md,
 * "Pointing the site at a real Sanity project", short), instead of a Studio that cannot reach a
 * project called "local".
 */
export function StudioSetup() {
  return (
    <section aria-labelledby="studio-setup-heading" className="mx-auto max-w-3xl px-4 py-20 sm:px-6 sm:py-28">
      <p className="text-sm font-semibold tracking-widest text-primary">SANITY STUDIO</p>
      <h1 id="studio-setup-heading" className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        Connect a Sanity project to edit the site
      </h1>
      <p className="mt-5 text-lg text-muted-foreground">
        The site is running on its built-in content (the seed dataset), so there is nothing for the Studio to edit yet.
        The Studio works on a Sanity project: connect one in four steps.
      </p>
      <ol className="mt-10 list-decimal space-y-6 pl-6 text-base leading-7 marker:font-semibold marker:text-primary">
        <li>
          Create a project at sanity.io (or run{' '}
          <code className="font-mono text-sm">cd studio &amp;&amp; npx sanity init --bare</code>) and note its project
          id.
        </li>
        <li>
          Import the seed content, images included, from the repository root:
          <code className={`${code} mt-3`}>
            tar -czhf /tmp/seed.tar.gz -C studio/seed data.ndjson images
            <br />
            cd studio &amp;&amp; SANITY_STUDIO_PROJECT_ID=&lt;id&gt; npx sanity dataset import /tmp/seed.tar.gz
            production
          </code>
        </li>
        <li>
          In the project&apos;s API settings, add this site&apos;s address as a CORS origin with credentials allowed, so
          the Studio can sign you in.
        </li>
        <li>
          Set <code className="font-mono text-sm">NEXT_PUBLIC_SANITY_PROJECT_ID=&lt;id&gt;</code> (and{' '}
          <code className="font-mono text-sm">NEXT_PUBLIC_SANITY_DATASET</code> if it is not{' '}
          <code className="font-mono text-sm">production</code>), then build and start the site again. This page then
          opens the Studio.
        </li>
      </ol>
      <p className="mt-10 text-muted-foreground">
        The repository&apos;s <code className="font-mono text-sm">docs/publishing.md</code>, &ldquo;Pointing the site at
        a real Sanity project&rdquo;, has the details, and how to make a publish show on the site within seconds.
      </p>
      <div className="mt-8">
        <Link href="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </section>
  )
}
