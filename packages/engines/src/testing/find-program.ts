import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Whether `name` is an executable on PATH (tests skip, with a reason, when a program is absent). */
export function onPath(name: string): boolean {
  return (process.env['PATH'] ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
