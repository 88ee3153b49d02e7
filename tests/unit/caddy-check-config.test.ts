import { describe, expect, it } from "vitest";
import { checkConfig } from "../../scripts/support/caddy-check-config";

/** `caddy adapt --config deploy/Caddyfile` (Caddy 2.6.2): the www redirect, then the proxied site. */
const ADAPTED = {
  apps: {
    http: {
      servers: {
        srv0: {
          listen: [":443"],
          routes: [
            {
              match: [{ host: ["www.bluebird.example.com"] }],
              handle: [
                {
                  handler: "subroute",
                  routes: [
                    {
                      handle: [
                        {
                          handler: "static_response",
                          headers: { Location: ["https://bluebird.example.com{http.request.uri}"] },
                          status_code: 301,
                        },
                      ],
                    },
                  ],
                },
              ],
              terminal: true,
            },
            {
              match: [{ host: ["bluebird.example.com"] }],
              handle: [
                {
                  handler: "subroute",
                  routes: [
                    {
                      handle: [
                        {
                          handler: "headers",
                          response: {
                            require: { headers: { "Strict-Transport-Security": null } },
                            set: { "Strict-Transport-Security": ["max-age=31536000; includeSubDomains"] },
                          },
                        },
                        {
                          flush_interval: -1,
                          handler: "reverse_proxy",
                          load_balancing: { try_duration: 10_000_000_000, try_interval: 250_000_000 },
                          upstreams: [{ dial: "127.0.0.1:3000" }],
                        },
                      ],
                    },
                  ],
                },
              ],
              terminal: true,
            },
          ],
        },
      },
    },
    tls: {
      automation: {
        policies: [
          {
            subjects: ["www.bluebird.example.com", "bluebird.example.com"],
            issuers: [
              { email: "owner@example.com", module: "acme" },
              { email: "owner@example.com", module: "zerossl" },
            ],
          },
        ],
      },
    },
  },
};

describe("the HTTPS check's Caddy configuration (scripts/support/caddy-check-config.ts)", () => {
  const ports = { http: 40080, https: 40443 };
  const upstreams = ["127.0.0.1:41001", "127.0.0.1:41002"];

  it("keeps the shipped routes and proxy settings, and swaps only upstreams, ports, certificates and the admin endpoint", () => {
    const { config, siteHost, hosts } = checkConfig(ADAPTED, upstreams, ports);
    expect(siteHost).toBe("bluebird.example.com");
    expect(hosts).toEqual(["www.bluebird.example.com", "bluebird.example.com"]);

    const shipped = structuredClone(ADAPTED);
    const server = shipped.apps.http.servers.srv0;
    server.listen = ["127.0.0.1:40443"];
    const proxy = server.routes[1]?.handle[0]?.routes[0]?.handle[1];
    if (!proxy || !("upstreams" in proxy)) throw new Error("the fixture has no reverse_proxy");
    proxy.upstreams = [{ dial: "127.0.0.1:41001" }, { dial: "127.0.0.1:41002" }];
    const expected = {
      admin: { disabled: true },
      apps: {
        http: { ...shipped.apps.http, http_port: 40080, https_port: 40443 },
        tls: { automation: { policies: [{ subjects: hosts, issuers: [{ module: "internal" }] }] } },
        pki: { certificate_authorities: { local: { install_trust: false } } },
      },
    };
    expect(config).toEqual(expected);
    // The adapted original is left as it was.
    expect(ADAPTED.apps.tls.automation.policies[0]?.issuers[0]?.module).toBe("acme");
  });

  it("refuses a Caddyfile that proxies nothing, or serves nothing", () => {
    const redirectOnly = structuredClone(ADAPTED);
    redirectOnly.apps.http.servers.srv0.routes.pop();
    expect(() => checkConfig(redirectOnly, upstreams, ports)).toThrow(/no site block with reverse_proxy/);
    expect(() => checkConfig({}, upstreams, ports)).toThrow(/serves no site/);
  });
});
