import type { DailyJob } from "../shared/daily-jobs";
import type { SolutionService } from "./solutions";

// A deleted solution waits in the Trash for TRASH_DAYS, then goes for good with its
// versions; its files stay in the media library (decision 0058). Counts only in the log: the titles are the company's.

export function solutionTrashPurge(solutions: Pick<SolutionService, "purgeTrash">): DailyJob {
  return {
    name: "solution-trash-purge",
    // With the enquiry purge, before anyone works.
    hour: 2,
    async run(tx, now) {
      return { purged: await solutions.purgeTrash(tx, now) };
    },
  };
}
