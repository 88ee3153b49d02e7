import { ZodError } from "zod";
import {
  listOwners,
  OwnerEmailSchema,
  OwnerNameSchema,
  removeOwner,
  resetOwnerPassword,
  saveOwner,
} from "../admin/owner-accounts";
import { forgetFailedSignIns } from "../admin/sign-in-throttle";
import type { Db } from "../db/client";
import { readNewPassword } from "./read-password";

export const OWNER_USAGE = "npm run inbox -- owner <add EMAIL [--name NAME]|reset EMAIL|remove EMAIL|list>";

function emailArgument(value: string | undefined): string {
  const parsed = OwnerEmailSchema.safeParse(value ?? "");
  if (!parsed.success) throw new Error(`A valid email address is needed. Usage: ${OWNER_USAGE}`);
  return parsed.data;
}

/** The first zod message (a password too short) instead of a stack. */
async function explained<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ZodError) throw new Error(error.issues[0]?.message ?? "Invalid value");
    throw error;
  }
}

/** `owner add|reset|remove|list`: the inbox's accounts, managed from a shell on the server. */
export async function ownerCommand(db: Db, [action, email, ...rest]: string[]): Promise<void> {
  switch (action) {
    case "add": {
      const address = emailArgument(email);
      const nameFlag = rest.indexOf("--name");
      const name = nameFlag >= 0 ? OwnerNameSchema.parse(rest[nameFlag + 1] ?? "") : undefined;
      const { created } = await explained(async () =>
        saveOwner(db, { email: address, password: await readNewPassword(), name }),
      );
      console.log(
        created
          ? `Owner account ${address} created. Sign in at /admin.`
          : `Owner account ${address} existed; its password is updated.`,
      );
      return;
    }
    case "reset": {
      const address = emailArgument(email);
      const owner = await explained(async () => resetOwnerPassword(db, address, await readNewPassword()));
      if (!owner) throw new Error(`No owner account ${address}.`);
      await forgetFailedSignIns(db, address);
      console.log(`Password of ${address} reset; its sessions are ended and its failed sign-ins forgotten.`);
      return;
    }
    case "remove": {
      const address = emailArgument(email);
      if (!(await removeOwner(db, address))) throw new Error(`No owner account ${address}.`);
      console.log(`Owner account ${address} removed; its sessions are ended.`);
      return;
    }
    case "list": {
      const owners = await listOwners(db);
      if (owners.length === 0) console.log("No owner accounts. Create one: npm run inbox -- owner add you@example.com");
      for (const owner of owners) {
        const lastSignIn = owner.lastSignInAt ? owner.lastSignInAt.toISOString() : "never";
        console.log(
          `${owner.email}  ${owner.name}  created ${owner.createdAt.toISOString()}  last sign-in ${lastSignIn}  ${owner.activeSessions} active session(s)`,
        );
      }
      return;
    }
    default:
      throw new Error(`Usage: ${OWNER_USAGE}`);
  }
}
