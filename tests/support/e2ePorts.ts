/** The loopback ports of the servers the e2e suite starts (playwright.config.ts and the dev-server spec): E2E_PORT and the next four. */
const first = Number(process.env.E2E_PORT ?? 4173);

export const E2E_PORTS = {
  /** `build/` behind nginx with the production configuration: the site as readers get it by default. */
  nginx: first,
  /** `build-hosted/`. */
  hosted: first + 1,
  /** `build-base-url/`, under its base URL. */
  baseUrl: first + 2,
  /** `build/` on the edge deployment (wrangler dev, workerd). */
  edge: first + 3,
  /** `npm start` on a scratch copy of the site, started by dev-server.spec.ts. */
  devServer: first + 4,
} as const;

export const loopback = (port: number) => `http://127.0.0.1:${port}`;
