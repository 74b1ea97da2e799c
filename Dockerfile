# syntax=docker/dockerfile:1
# The site as a container image (docs/deploy.md): `docker build -t agency-site .`, then
# `docker run -p 3000:3000 agency-site`, or `docker compose up --build` with PostgreSQL and Redis.
# The final image holds only the standalone server the build makes (scripts/standalone.ts) and
# runs it as the unprivileged `node` user; tests/e2e/deploy.spec.ts checks this file against the build.

ARG NODE_VERSION=24

# Dependencies, from the lockfile exactly.
FROM node:${NODE_VERSION}-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# The production build. NEXT_PUBLIC_* and the other settings read at build time are build arguments
# (the pages are prerendered with them); everything else is read when the container starts.
FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
ARG NEXT_PUBLIC_SITE_URL \
    NEXT_PUBLIC_SANITY_PROJECT_ID \
    NEXT_PUBLIC_SANITY_DATASET \
    NEXT_PUBLIC_VAPI_PUBLIC_KEY \
    VAPI_API_BASE_URL \
    BOOKING_FRAME_ORIGINS
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# What runs: the standalone server, its public files and its build output, nothing else.
FROM node:${NODE_VERSION}-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    NEXT_MANUAL_SIG_HANDLE=true
COPY --from=build --chown=node:node /app/.next/standalone ./
# The embedded database (used without DATABASE_URL) lives here: mount a volume to keep it.
RUN mkdir -p .data && chown node:node .data
VOLUME ["/app/.data"]
USER node
EXPOSE 3000
# Liveness only: a container restart does not bring back a database or Redis (readiness: /api/health?ready=1).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains requests in flight, finishes background work and closes the database.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
