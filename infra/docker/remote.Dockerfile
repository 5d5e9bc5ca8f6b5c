# syntax=docker/dockerfile:1
# One remote on its own, for the team that ships it apart from the console:
#   docker build -f infra/docker/remote.Dockerfile --build-arg REMOTE=billing -t portico/mfe-billing .
# then point the edge at it: PORTICO_REMOTE_BILLING_ENTRY=https://<its host>/remoteEntry.js
ARG REMOTE=people

FROM node:20-bookworm-slim AS build
ARG REMOTE
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && npm run build:server && npm run build --workspace mfe-${REMOTE}

FROM node:20-bookworm-slim
ARG REMOTE
ENV NODE_ENV=production PORT=8080 PORTICO_HOST=0.0.0.0 REMOTE=${REMOTE}
WORKDIR /app
COPY --from=build /src/infra/dev-stack/dist/edge infra/dev-stack/dist/edge
COPY --from=build /src/mfe-${REMOTE}/dist mfe-${REMOTE}/dist
COPY infra/docker/healthcheck.cjs ./
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s CMD ["node", "healthcheck.cjs", "PORT", "/remote.json"]
CMD ["node", "infra/dev-stack/dist/edge/remote-main.js"]
