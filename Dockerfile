# syntax=docker/dockerfile:1
# LearnHub's production image: build once, then run the standalone server (README "Production").
#   docker build -t learnhub .
#   docker run -p 3000:3000 -v learnhub-data:/data learnhub        # embedded database in /data
# compose.yaml runs two instances on PostgreSQL, Redis and S3 behind nginx.

# Node 20 LTS on Debian: glibc, which the prebuilt native modules (@node-rs/argon2, sharp) are made for.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- deps: node_modules from the lockfile, in a layer of its own (rebuilt only when the lockfile changes)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# ---- build: `npm run build` (antd's stylesheet, `next build`, then scripts/prepare-standalone.mjs).
# Also the operations image (compose.yaml's `tools`: migrations, seed, admin:create), as it has the scripts and tsx.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The Content-Security-Policy's media-src allows the bucket's origin (lesson videos are
# redirected there), and next.config.js writes the headers at build time: give the S3 settings
# the instances will use. Not secrets: the keys are never needed here.
ARG S3_BUCKET=
ARG S3_ENDPOINT=
ARG S3_REGION=
ARG S3_FORCE_PATH_STYLE=
RUN npm run build

# ---- runner: only the standalone output (its node_modules are the files the server uses)
FROM ${NODE_IMAGE} AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    # Docker sets HOSTNAME to the container's id, and server.js listens on HOSTNAME.
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
# The code stays root's and read-only to the server. Next writes under .next at run time
# (regenerated pages, the image optimiser's cache), and DATA_DIR holds the embedded database,
# the generated secrets and the files when no S3 or PostgreSQL is configured.
COPY --from=build /app/.next/standalone ./
RUN chown -R node:node .next \
    && mkdir -p /data \
    && chown node:node /data
VOLUME /data
# The image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
# Liveness: /api/health (503 once a shutdown has begun). Readiness, the database and Redis
# included, is /api/health/ready: the load balancer's question, not a reason to replace the container.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node gets SIGTERM itself and drains (src/server/shutdown.ts: within 10 s).
CMD ["node", "server.js"]
