import { createInterface } from "node:readline";

/** The first line of standard input (a password piped in by a script). */
async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput.bind(prompt);
    // readline echoes each key through _writeToOutput: show the question, hide the answer.
    (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
      if (text.startsWith(question)) write(question);
    };
    prompt.question(question, (answer) => {
      prompt.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

/** A new password: typed twice on a terminal, or read from standard input when piped. */
export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await askHidden("Password: ");
  const again = await askHidden("Password again: ");
  if (password !== again) throw new Error("The two passwords differ; nothing was changed.");
  return password;
}
