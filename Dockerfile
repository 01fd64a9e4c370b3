# Atende: one image for the app (Next.js, its API and Socket.IO on one port).
# docs/OPERATIONS.md says how to run it; tests/e2e/container.spec.ts runs this file's runtime
# stage (its COPY list, ENV, HEALTHCHECK and CMD) against a clean copy of the build output.

# --- build: install everything, generate the Prisma client, build Next, keep runtime packages only
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run db:generate \
  && npm run build \
  && rm -rf .next/cache \
  && npm prune --omit=dev --no-audit --no-fund

# --- runtime: the build output, a non-root user, data in a volume
FROM node:20-bookworm-slim AS runtime
# pg_dump and pg_restore for `npm run backup` / `npm run restore` against a PostgreSQL server.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir /data && chown node:node /data
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 DATA_DIR=/data HOST=0.0.0.0 PORT=3000
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/tsconfig.json /app/next.config.ts /app/server.ts ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/.next ./.next
COPY --from=build --chown=node:node /app/app ./app
COPY --from=build --chown=node:node /app/lib ./lib
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/messages ./messages
COPY --from=build --chown=node:node /app/prisma ./prisma
COPY --from=build --chown=node:node /app/scripts ./scripts
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The compiled server (npm run build): SIGTERM reaches it directly and it shuts down cleanly.
CMD ["node", "--enable-source-maps", ".next/atende-server.cjs"]
