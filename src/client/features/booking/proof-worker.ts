// The booking form's proof-of-work search, off the main thread (ADR 0021): altcha-lib's worker
// loop with the browser's own Web Crypto PBKDF2 (its prebuilt workers use Node's crypto).
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });
