# syntax=docker/dockerfile:1
# The site as one container: `docker build -t smme-ai-site .` then see docs/deploy.md.
# tests/reliability/production-install.test.ts runs the runtime stage's steps without Docker.

# Node 24 LTS, the release .nvmrc names (CI runs every suite on it).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# 1. Build: every dependency, then the production build (build/).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. Runtime: the build (which bundles the server and the operator commands: npm run seed,
#    create-admin, backup, restore, media:variants) and production dependencies. Owned by root
#    and run as the unprivileged `node` user, who may write only the data volume.
FROM ${NODE_IMAGE}
# `--build-arg WITH_FFMPEG=false`: an image without ffmpeg, about 430 MB lighter
# (docs/deploy.md, "Sizes"), where a homepage video is served as uploaded, with no poster made
# from its first frame and no light variant for phones (decisions 0054 and 0061).
ARG WITH_FFMPEG=true
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# Link-preview pictures are drawn from SVG text by sharp (librsvg), which needs a font: the
# slim image has none, and the titles would come out blank. ffmpeg makes a homepage video's
# poster from its first frame and its light variant for phones.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core $([ "$WITH_FFMPEG" = false ] || echo ffmpeg) \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json package-lock.json server.js ./
# The operator commands' launcher and the Node version check `npm run serve` starts with.
COPY scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# The server finishes requests in flight on SIGTERM for up to 25 s, then exits (decision
# 0015). Give it 30 s before SIGKILL: `docker stop -t 30`, or `stop_grace_period: 30s` in
# Compose (Docker's default is 10 s; Kubernetes' 30 s is enough).
STOPSIGNAL SIGTERM
# Ready means the database answers. A first start on PGlite unpacks the database, migrates and
# seeds it, which can take a minute on a busy machine, hence the long start period.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--liftoff-only", "--max-semi-space-size=4", "server.js"]
