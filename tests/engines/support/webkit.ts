import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../setup/postgres-backend";
import { LOCATE_SOURCE, locateArgs, type EngineDriver, type Target } from "./driver";
import { startProcess, stopProcess } from "./processes";
import { waitForElement } from "./wait";
import { isElementRef, type ElementRef, WebDriverSession } from "./webdriver-client";

export const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";

/** WebKitGTK's small browser, which WebKitWebDriver drives (its path names the machine's multiarch triplet). */
function miniBrowserPath(): string {
  const triplet = readdirSync("/usr/lib").find((entry) => existsSync(`/usr/lib/${entry}/webkit2gtk-4.1/MiniBrowser`));
  if (!triplet)
    throw new Error(
      "WebKitGTK's MiniBrowser is missing: install webkit2gtk-driver (Debian/Ubuntu: `sudo apt-get install webkit2gtk-driver`).",
    );
  return `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`;
}

/** Starts Xvfb on a display it picks itself (-displayfd avoids racing other runs for a number). */
async function startXvfb() {
  const xvfb = startProcess("Xvfb", ["-displayfd", "3", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "inherit", "pipe"],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    xvfb.stdio[3]!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(`:${text.trim()}`);
    });
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with code ${code} before naming its display`)));
  });
  return { xvfb, display };
}

async function waitForDriver(endpoint: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const status = (await (await fetch(`${endpoint}/status`)).json()) as { value: { ready: boolean } };
      if (status.value.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${endpoint} within 30 s`);
}

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide, too wide for a 390 px phone
 * viewport: a GTK style sheet in a private config folder lets the toolbar shrink. It styles
 * GTK's own widgets only, not the page.
 */
async function gtkConfigHome(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "engine-smoke-gtk-"));
  await mkdir(path.join(folder, "gtk-3.0"));
  await writeFile(
    path.join(folder, "gtk-3.0/gtk.css"),
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n",
  );
  return folder;
}

export async function launchWebKit(baseUrl: string): Promise<EngineDriver> {
  const { xvfb, display } = await startXvfb();
  const port = await freePort();
  const configHome = await gtkConfigHome();
  const driver = startProcess(WEBKIT_DRIVER, [`--port=${port}`, "--host=local"], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: configHome },
  });
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(endpoint);
    const session = await WebDriverSession.create(endpoint, {
      "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation"] },
      pageLoadStrategy: "normal",
    });
    return new WebKitDriver(session, baseUrl, `WebKitGTK ${String(session.capabilities.browserVersion)}`, async () => {
      await session.delete().catch(() => undefined);
      await stopProcess(driver);
      await stopProcess(xvfb);
      await rm(configHome, { recursive: true, force: true });
    });
  } catch (error) {
    await stopProcess(driver);
    await stopProcess(xvfb);
    await rm(configHome, { recursive: true, force: true });
    throw error;
  }
}

class WebKitDriver implements EngineDriver {
  constructor(
    private readonly session: WebDriverSession,
    private readonly baseUrl: string,
    readonly version: string,
    private readonly end: () => Promise<void>,
  ) {}

  async setViewport(width: number, height: number): Promise<void> {
    // The window rect is the outer size: size it, measure the difference, size it again.
    await this.session.send("POST", "/window/rect", { width, height });
    const [innerWidth, innerHeight] = await this.evaluate<[number, number]>("return [innerWidth, innerHeight]");
    await this.session.send("POST", "/window/rect", {
      width: width + (width - innerWidth),
      height: height + (height - innerHeight),
    });
    const actual = await this.evaluate<[number, number]>("return [innerWidth, innerHeight]");
    if (actual[0] !== width) throw new Error(`WebKit's viewport is ${actual[0]} px wide, not ${width}`);
  }

  async goto(path: string): Promise<void> {
    await this.session.send("POST", "/url", { url: new URL(path, this.baseUrl).href });
  }

  evaluate<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.session.send<T>("POST", "/execute/sync", { script: body, args });
  }

  private element(target: Target): Promise<ElementRef> {
    return waitForElement(target, async () => {
      const found = await this.evaluate<unknown>(
        `${LOCATE_SOURCE}\nreturn locate(...arguments);`,
        ...locateArgs(target),
      );
      return isElementRef(found) ? found : null;
    });
  }

  async click(target: Target): Promise<void> {
    const element = await this.element(target);
    // WebKitGTK's driver calls an element below the fold "not interactable" instead of scrolling
    // to it; the site scrolls smoothly, so jump, or the click lands mid-scroll.
    await this.evaluate('arguments[0].scrollIntoView({ block: "center", behavior: "instant" });', element);
    await this.session.send("POST", `/element/${this.session.elementId(element)}/click`);
  }

  async type(target: Target, text: string): Promise<void> {
    const element = await this.element(target);
    const id = this.session.elementId(element);
    // Below the fold is "not interactable" here too (a long form on a phone).
    const value = await this.evaluate<string>(
      'arguments[0].scrollIntoView({ block: "center", behavior: "instant" }); return arguments[0].value;',
      element,
    );
    if (value) await this.session.send("POST", `/element/${id}/clear`);
    if (text !== "") await this.session.send("POST", `/element/${id}/value`, { text });
  }

  /** As Playwright's selectOption does: the native list is the platform's widget, not the page's. */
  async select(target: Target, optionText: string): Promise<void> {
    const found = await this.evaluate<boolean>(
      `const select = arguments[0];
       const option = Array.from(select.options).find((candidate) => candidate.text.trim() === arguments[1]);
       if (!option) return false;
       select.focus();
       select.value = option.value;
       select.dispatchEvent(new Event("input", { bubbles: true }));
       select.dispatchEvent(new Event("change", { bubbles: true }));
       return true;`,
      await this.element(target),
      optionText,
    );
    if (!found) throw new Error(`no option "${optionText}" in ${target.css}`);
  }

  async screenshot(file: string): Promise<void> {
    await writeFile(file, Buffer.from(await this.session.send<string>("GET", "/screenshot"), "base64"));
  }

  close(): Promise<void> {
    return this.end();
  }
}
