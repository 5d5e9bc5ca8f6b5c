# syntax=docker/dockerfile:1
# The edge: the console, every remote and the runtime manifest on one origin, /api/* proxied to
# the gateway. Its code uses Node's built-ins only (the development mailbox page, which uses a
# package, is loaded only with a mail sink), so the image holds no node_modules.
#   docker build -f infra/docker/edge.Dockerfile -t portico/edge .
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=8080 PORTICO_HOST=0.0.0.0
WORKDIR /app
COPY --from=build /src/infra/dev-stack/dist/edge infra/dev-stack/dist/edge
COPY --from=build /src/shell/app/dist shell/app/dist
COPY --from=build /src/mfe-people/dist mfe-people/dist
COPY --from=build /src/mfe-community/dist mfe-community/dist
COPY --from=build /src/mfe-maintenance/dist mfe-maintenance/dist
COPY --from=build /src/mfe-billing/dist mfe-billing/dist
COPY infra/docker/healthcheck.cjs ./
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s CMD ["node", "healthcheck.cjs", "PORT", "/remotes.json"]
CMD ["node", "infra/dev-stack/dist/edge/edge-main.js"]
