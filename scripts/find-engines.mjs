// The programs the cross-engine smoke (tests/engines) needs: WebKitGTK's WebDriver, Xvfb for its
// window, and Firefox ESR. All come from Debian; nothing is downloaded at install or run time.
import { existsSync } from "node:fs";

const firefoxPath = () => process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

const REQUIRED = [
  { path: () => "/usr/bin/WebKitWebDriver", debianPackage: "webkit2gtk-driver" },
  { path: () => "/usr/bin/Xvfb", debianPackage: "xvfb" },
  { path: firefoxPath, debianPackage: "firefox-esr" },
];

/** @returns {string | null} a one-line message naming what to install, or null when everything is there */
export function missingEnginesMessage() {
  const missing = REQUIRED.filter((program) => !existsSync(program.path()));
  if (missing.length === 0) return null;
  const packages = missing.map((program) => program.debianPackage).join(" ");
  return `The cross-engine smoke needs ${missing.map((program) => program.path()).join(", ")}: install them (Debian/Ubuntu: \`sudo apt-get install ${packages} fonts-dejavu-core\`; FIREFOX_PATH may name another Firefox).`;
}
