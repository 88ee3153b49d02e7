/**
 * Turns the production Caddyfile (deploy/Caddyfile, adapted to JSON by `caddy adapt`) into the
 * configuration `npm run check:https` runs: the same routes, headers and proxy settings, but
 * certificates from Caddy's own internal CA instead of Let's Encrypt, the app's instances on
 * 127.0.0.1 as upstreams, free high ports, and no admin endpoint. Everything the owner's file says
 * about how requests are handled is kept as it is, so the check tests the file that ships.
 */

type Json = Record<string, unknown>;

export interface CheckPorts {
  http: number;
  https: number;
}

export interface CheckConfig {
  config: Json;
  /** The host the site is served on (the route that proxies to the app). */
  siteHost: string;
  /** Every host the file serves (the site, its www redirect). */
  hosts: string[];
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every object in the tree, depth first (routes, subroutes and their handlers alike). */
function* objectsIn(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item);
  else if (isObject(value)) {
    yield value;
    for (const child of Object.values(value)) yield* objectsIn(child);
  }
}

function routeHosts(route: Json): string[] {
  const matchers = Array.isArray(route.match) ? route.match : [];
  return matchers.flatMap((matcher) =>
    isObject(matcher) && Array.isArray(matcher.host) ? matcher.host.filter((h) => typeof h === "string") : [],
  );
}

const proxiesIn = (value: unknown) => [...objectsIn(value)].filter((node) => node.handler === "reverse_proxy");

export function checkConfig(adapted: Json, upstreams: readonly string[], ports: CheckPorts): CheckConfig {
  const config = structuredClone(adapted);
  const apps = isObject(config.apps) ? config.apps : {};
  const http = isObject(apps.http) ? apps.http : {};
  const servers = isObject(http.servers) ? Object.values(http.servers).filter(isObject) : [];
  if (servers.length === 0) throw new Error("The Caddyfile serves no site.");

  const routes = servers.flatMap((server) => (Array.isArray(server.routes) ? server.routes.filter(isObject) : []));
  const hosts = [...new Set(routes.flatMap(routeHosts))];
  const siteRoutes = routes.filter((route) => proxiesIn(route).length > 0);
  const siteHost = siteRoutes.flatMap(routeHosts)[0];
  if (!siteHost) throw new Error("The Caddyfile has no site block with reverse_proxy to the app.");

  for (const proxy of proxiesIn(config)) proxy.upstreams = upstreams.map((dial) => ({ dial }));
  for (const server of servers) server.listen = [`127.0.0.1:${ports.https}`];
  http.http_port = ports.http;
  http.https_port = ports.https;
  // The internal CA signs every host of the file; its root is not added to the system's trust store.
  apps.tls = { automation: { policies: [{ subjects: hosts, issuers: [{ module: "internal" }] }] } };
  apps.pki = { certificate_authorities: { local: { install_trust: false } } };
  config.admin = { disabled: true };
  return { config, siteHost, hosts };
}
