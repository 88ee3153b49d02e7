import { expect } from "vitest";

/** The data of a 200 tRPC answer (fails the test, showing the body, on any other status). */
export function trpcData<T>(response: { statusCode: number; body: string; json(): unknown }): T {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: { data: T } }).result.data;
}
