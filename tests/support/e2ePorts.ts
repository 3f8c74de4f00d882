/** The loopback ports of the servers the e2e suite starts (playwright.config.ts and the dev-server spec): E2E_PORT and the next five. */
const offline = Number(process.env.E2E_PORT ?? 4173);

export const E2E_PORTS = {
  /** `build/` (docusaurus serve). */
  offline,
  /** `build-hosted/`. */
  hosted: offline + 1,
  /** `build/` behind nginx. */
  nginx: offline + 2,
  /** `build-base-url/`, under its base URL. */
  baseUrl: offline + 3,
  /** `build/` on the edge deployment (wrangler dev, workerd). */
  edge: offline + 4,
  /** `npm start` on a scratch copy of the site, started by dev-server.spec.ts. */
  devServer: offline + 5,
} as const;

export const loopback = (port: number) => `http://127.0.0.1:${port}`;
