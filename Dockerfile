# syntax=docker/dockerfile:1
# The Showroom API (which also serves the web app) as one image: docker build -t showroom .
# See deploy/README.md, section "Containers". The runtime needs DATABASE_URL (a PostgreSQL server):
# the embedded PGlite would write under /opt/showroom/.data, which is read-only here.

# The Node version of .nvmrc (deploy/deploy-files.test.ts keeps them equal).
ARG NODE_VERSION=24.21.0

# --- Build: dependencies, the web app and the API bundle --------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
# The same directory as the runtime stage: the bundle keeps its sources' absolute paths (migrations,
# the web app), so it must run where it was built.
WORKDIR /opt/showroom
# Manifests first, so the install is cached until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/synthetic-data/package.json packages/synthetic-data/
COPY apps/idp/package.json apps/idp/
COPY apps/api/package.json apps/api/
COPY apps/sandbox/package.json apps/sandbox/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY reliability/package.json reliability/
# patch-package (npm ci's postinstall) applies these to node_modules: patches/README.md.
COPY patches patches
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
# The one build script (also run by PaaS buildpacks as heroku-postbuild): web app → apps/web/dist,
# API bundle → apps/api/dist/server.mjs. Then only what the bundle needs at run time stays.
RUN npm run build:production && npm prune --omit=dev --no-audit --no-fund

# --- Runtime ----------------------------------------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production
ENV PORT=8080
ENV HOST=0.0.0.0
WORKDIR /opt/showroom
# Owned by root and read-only for the process: it writes nothing to disk with DATABASE_URL set, so the
# container runs with a read-only root filesystem (compose.yaml: read_only: true).
COPY --from=build /opt/showroom/package.json ./
COPY --from=build /opt/showroom/node_modules node_modules
COPY --from=build /opt/showroom/apps/api/package.json apps/api/
COPY --from=build /opt/showroom/apps/api/node_modules apps/api/node_modules
COPY --from=build /opt/showroom/apps/api/dist apps/api/dist
COPY --from=build /opt/showroom/apps/api/src/db/migrations apps/api/src/db/migrations
COPY --from=build /opt/showroom/apps/idp/drizzle apps/idp/drizzle
COPY --from=build /opt/showroom/apps/web/dist apps/web/dist
# The FHIR sandbox: TypeScript Node runs as it is (type stripping), as the API's child or its own service.
COPY --from=build /opt/showroom/apps/sandbox/package.json apps/sandbox/
COPY --from=build /opt/showroom/apps/sandbox/src apps/sandbox/src
# The FHIR sandbox's synthetic patients: TypeScript that Node runs as it is, and the gzip'd NDJSON it reads.
COPY --from=build /opt/showroom/packages/synthetic-data/package.json packages/synthetic-data/
COPY --from=build /opt/showroom/packages/synthetic-data/src packages/synthetic-data/src
COPY --from=build /opt/showroom/packages/synthetic-data/data packages/synthetic-data/data
# The default site texts (CONTENT_DIR); mount your own folder and point CONTENT_DIR at it.
COPY --from=build /opt/showroom/content content
# The image's unprivileged user (uid 1000).
USER node
EXPOSE 8080
# No curl in slim images: Node's fetch. 503 while the database is unreachable.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/server.mjs"]
