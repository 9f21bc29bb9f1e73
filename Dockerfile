# syntax=docker/dockerfile:1
# The Forms Engine image: built on Node 24, run with `npm run serve` on a slim Node 24 as the unprivileged `node`
# user, its data (embedded database, uploads) under the volume /data. docs/deploy.md walks through a deployment.
#   docker build -t forms-engine .
#   docker run -p 5000:5000 -v forms-data:/data forms-engine

FROM node:24-bookworm AS build
WORKDIR /app
COPY . .
# The build needs the dev dependencies (Vite, esbuild, TypeScript); `npm prune` drops them once it is done.
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
# /data/documents exists in the image so a volume mounted there (uploads shared by several instances) is the
# node user's too.
RUN mkdir -p /data/documents && chown -R node:node /data
USER node
VOLUME /data
EXPOSE 5000
# Liveness: the slim image has no curl, Node has fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop): /readyz answers 503 for SHUTDOWN_DRAIN_MS, then in-flight requests finish (docs/operations.md).
STOPSIGNAL SIGTERM
CMD ["npm", "run", "serve"]
