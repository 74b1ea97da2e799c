import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { parseConfig } from '../../lib/config'
import { missingRuntimeFiles, START_COMMAND, START_ENV, standaloneDir } from '../../scripts/standalone'
import { expect, test } from './fixtures'
import { standaloneServer } from './standalone-server'

/**
 * Docker cannot run here: the Dockerfile and compose.yaml are held to the build and to the server
 * the tests run instead (the e2e build, `npm run build:e2e`, made the way the image's build stage makes it).
 */
const root = process.cwd()

type Instruction = { keyword: string; args: string }

/** The Dockerfile's instructions, continuation lines joined, comments dropped, ARG defaults substituted. */
function dockerfile(): Instruction[][] {
  const lines = readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const args = new Map<string, string>()
  const stages: Instruction[][] = []
  for (const line of lines) {
    const [, keyword = '', rest = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? []
    const argsText = rest.replace(/\$\{(\w+)\}/g, (whole, name: string) => args.get(name) ?? whole)
    if (keyword === 'ARG') for (const [, name, value] of argsText.matchAll(/(\w+)=(\S+)/g)) args.set(name!, value!)
    if (keyword === 'FROM') stages.push([])
    stages.at(-1)?.push({ keyword, args: argsText })
  }
  return stages
}

const finalStage = () => dockerfile().at(-1)!
const instruction = (keyword: string) => finalStage().filter((line) => line.keyword === keyword)
const exec = (keyword: string): string[] =>
  JSON.parse(
    instruction(keyword)
      .at(-1)!
      .args.replace(/^(--\S+\s+)*CMD\s+/, ''),
  )

test('the image runs only the standalone server the build makes, as a non-root user, on Node 24 slim', () => {
  expect(instruction('FROM')[0]!.args).toMatch(/^node:24-slim\b/)
  const copies = instruction('COPY')
  expect(copies.length).toBeGreaterThan(0)
  for (const { args } of copies) {
    // Only from the build stage, and only the standalone folder, which the build leaves in the repository's place.
    const [, source, destination] = /^--from=build(?:\s+--chown=\S+)?\s+\/app\/(\S+)\s+(\S+)$/.exec(args) ?? []
    expect(source, `COPY ${args}`).toBe(standaloneDir('.next'))
    expect(existsSync(path.join(root, source!)), `${source} is in the build output`).toBe(true)
    expect(destination).toBe('./')
  }
  expect(instruction('ADD')).toEqual([])
  expect(missingRuntimeFiles(root, '.next')).toEqual([])
  expect(instruction('USER').at(-1)?.args).toBe('node')
})

test('the image starts the server with the command and environment the tests start it with', () => {
  expect(instruction('WORKDIR').at(-1)?.args).toBe('/app')
  expect(exec('CMD')).toEqual([...START_COMMAND])
  // Without it Next's own SIGTERM handler exits at once: no drain, no clean close of the database.
  const env = instruction('ENV')
    .map((line) => line.args)
    .join(' ')
  for (const [name, value] of Object.entries(START_ENV)) expect(env).toMatch(new RegExp(`\\b${name}=${value}\\b`))
  expect(standaloneServer('.next', 3100, '.data/x').env).toMatchObject(START_ENV)
  // The e2e servers: `cd <the standalone folder> && node server.js`, the folder the image copies to /app.
  expect(standaloneServer('.next', 3100, '.data/x').command).toContain(
    `cd ${path.join(root, standaloneDir('.next'))} && ${START_COMMAND.join(' ')}`,
  )
})

test("the image's health check passes against the running server, and fails when nothing answers", () => {
  const healthcheck = instruction('HEALTHCHECK').at(-1)!.args
  expect(healthcheck).toMatch(/\/api\/health/)
  const [command, ...args] = JSON.parse(healthcheck.replace(/^(--\S+\s+)*CMD\s+/, '')) as string[]
  expect(spawnSync(command!, args, { env: { ...process.env, PORT: '3100' }, timeout: 10_000 }).status).toBe(0)
  expect(spawnSync(command!, args, { env: { ...process.env, PORT: '3189' }, timeout: 10_000 }).status).toBe(1)
})

/** compose.yaml's `${NAME:-default}` as compose reads it with nothing set. */
const withDefaults = (value: unknown) => String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1')

test('compose runs the image with PostgreSQL and Redis, with settings the site accepts', () => {
  const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8')) as {
    services: Record<
      string,
      {
        build?: { context: string; target?: string }
        image?: string
        environment?: Record<string, string>
        depends_on?: Record<string, unknown>
      }
    >
  }
  const { site, migrate, postgres, redis } = compose.services
  expect(site?.build?.context).toBe('.')
  expect(site?.build?.target).toBeUndefined()
  expect(postgres?.image).toMatch(/^postgres:/)
  expect(redis?.image).toMatch(/^redis:/)
  expect(Object.keys(site?.depends_on ?? {})).toEqual(expect.arrayContaining(['migrate', 'redis']))

  const environment = Object.fromEntries(
    Object.entries(site!.environment!).map(([name, value]) => [name, withDefaults(value)]),
  )
  const config = parseConfig({ ...environment, NODE_ENV: 'production' })
  expect(config.leads).toMatchObject({ driver: 'postgres' })
  expect(new URL((config.leads as { databaseUrl: string }).databaseUrl).hostname).toBe('postgres')
  expect(config.cache).toMatchObject({ store: 'redis' })
  expect(new URL((config.cache as { redisUrl: string }).redisUrl).hostname).toBe('redis')
  // The migration runs against the same database, from the image's build stage.
  expect(migrate?.build?.target).toBe('build')
  expect(withDefaults(migrate?.environment?.DATABASE_URL)).toBe(environment.DATABASE_URL)
})

test('/api/health is never cached and is not in the sitemap', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok' })
  expect(health.headers()['cache-control']).toMatch(/no-store/)
  expect(health.headers()['x-request-id']).toBeTruthy()
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/api/')
})
