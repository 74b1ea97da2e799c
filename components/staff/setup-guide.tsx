/** /staff without a Supabase project: what the inbox needs, step by step, and what works meanwhile. */
export function SetupGuide() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">The lead inbox needs a Supabase project</h1>
        <p className="mt-3 text-muted-foreground">
          Sales sign in here to see, work and export leads. Sign-in (password or an emailed code, with an authenticator
          app as the second step) runs on Supabase Auth, which this site is not connected to yet.
        </p>
      </div>
      <ol className="list-decimal space-y-3 pl-6">
        <li>
          Create a project at <strong>supabase.com</strong> (the free plan is enough).
        </li>
        <li>
          In <strong>Authentication → Sign In / Providers</strong>, turn off <strong>Allow new users to sign up</strong>
          : nobody may create their own account.
        </li>
        <li>
          In <strong>Authentication → Users</strong>, choose <strong>Invite user</strong> for each salesperson and
          owner.
        </li>
        <li>
          Give each of them the staff role in their app metadata, in the <strong>SQL editor</strong>:
          <pre tabIndex={0} className="mt-2 overflow-x-auto rounded-lg bg-muted p-3 text-sm">
            <code>{`update auth.users\nset raw_app_meta_data = raw_app_meta_data || '{"role": "staff"}'\nwhere email = 'dana@example.com';`}</code>
          </pre>
        </li>
        <li>
          Set two variables on the site (from <strong>Project Settings → API Keys</strong>) and restart it:
          <pre tabIndex={0} className="mt-2 overflow-x-auto rounded-lg bg-muted p-3 text-sm">
            <code>{`NEXT_PUBLIC_SUPABASE_URL=https://<project-ref>.supabase.co\nNEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_…`}</code>
          </pre>
        </li>
      </ol>
      <p>
        Meanwhile, every lead is in the database:{' '}
        <code className="rounded bg-muted px-1.5 py-0.5">npm run leads:export &gt; leads.csv</code> writes them all as
        CSV.
      </p>
    </div>
  )
}
