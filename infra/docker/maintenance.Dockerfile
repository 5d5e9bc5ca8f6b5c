# syntax=docker/dockerfile:1
# The maintenance service. Build from the repository root:
#   docker build -f infra/docker/maintenance.Dockerfile -t portico/maintenance-service .
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && npm run build:server

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORTICO_OPS_PORT=9090 PORTICO_DATA_DIR=/tmp/portico PORTICO_SEED=none
WORKDIR /app
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/services/contracts/package.json services/contracts/
COPY --from=build /src/services/contracts/dist services/contracts/dist
COPY --from=build /src/services/platform/package.json services/platform/
COPY --from=build /src/services/platform/dist services/platform/dist
COPY --from=build /src/services/maintenance/package.json services/maintenance/
COPY --from=build /src/services/maintenance/dist services/maintenance/dist
COPY --from=build /src/services/maintenance/migrations services/maintenance/migrations
COPY infra/docker/healthcheck.cjs ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace services/maintenance --no-audit --no-fund
USER node
EXPOSE 9090
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD ["node", "healthcheck.cjs", "PORTICO_OPS_PORT", "/health/ready"]
CMD ["node", "services/maintenance/dist/main.js"]
