import { stat, statfs } from "node:fs/promises";
import path from "node:path";
import { diskLow } from "#shared/health/health-checks";

export interface DiskPlace {
  /** What lives there: the backups, the database's data, or both on one disk. */
  holds: ("backups" | "database")[];
  path: string;
  freeBytes: number;
  totalBytes: number;
  low: boolean;
}

/** The folder itself or, before anything was written there, the nearest folder above that exists. */
async function existingFolder(folder: string): Promise<string> {
  let current = path.resolve(folder);
  for (;;) {
    const found = await stat(current).then(
      () => true,
      () => false,
    );
    const parent = path.dirname(current);
    if (found || parent === current) return current;
    current = parent;
  }
}

/**
 * Free space on the disks holding the backups and the embedded database's data (null: an external
 * database, whose disk this machine cannot see); folders on one disk are reported once.
 */
export async function diskSpace(backupDir: string, dataDir: string | null): Promise<DiskPlace[]> {
  const wanted: [DiskPlace["holds"][number], string][] = [["backups", backupDir]];
  if (dataDir) wanted.push(["database", dataDir]);
  const places = new Map<number, DiskPlace>();
  for (const [holds, folder] of wanted) {
    const existing = await existingFolder(folder);
    const [{ dev }, fs] = await Promise.all([stat(existing), statfs(existing)]);
    const known = places.get(dev);
    if (known) {
      known.holds.push(holds);
      continue;
    }
    const freeBytes = fs.bavail * fs.bsize;
    const totalBytes = fs.blocks * fs.bsize;
    places.set(dev, { holds: [holds], path: folder, freeBytes, totalBytes, low: diskLow(freeBytes, totalBytes) });
  }
  return [...places.values()];
}
