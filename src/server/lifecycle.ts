/**
 * This instance's part in a group behind a load balancer: once shutdown begins it is draining,
 * /api/health/ready answers 503 and the balancer sends new visitors elsewhere while requests in
 * flight finish.
 */
export interface Lifecycle {
  draining: boolean;
}

export function newLifecycle(): Lifecycle {
  return { draining: false };
}
