# syntax=docker/dockerfile:1
# The API gateway. Build from the repository root:
#   docker build -f infra/docker/gateway.Dockerfile -t portico/gateway .
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && npm run build:server

FROM node:20-bookworm-slim
ENV NODE_ENV=production GATEWAY_HOST=0.0.0.0 GATEWAY_PORT=3000 PORTICO_OPS_PORT=9090 PORTICO_DATA_DIR=/tmp/portico
WORKDIR /app
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/services/contracts/package.json services/contracts/
COPY --from=build /src/services/contracts/dist services/contracts/dist
COPY --from=build /src/services/platform/package.json services/platform/
COPY --from=build /src/services/platform/dist services/platform/dist
COPY --from=build /src/gateway/package.json gateway/
COPY --from=build /src/gateway/dist gateway/dist
COPY infra/docker/healthcheck.cjs ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace gateway --no-audit --no-fund
USER node
EXPOSE 3000 9090
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD ["node", "healthcheck.cjs", "GATEWAY_PORT", "/api/health/ready"]
CMD ["node", "gateway/dist/main.js"]
