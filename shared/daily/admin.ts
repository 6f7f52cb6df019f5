/** `npm run admin -- daily --date YYYY-MM-DD`: the daily job for any date, on the admin CLI's store. */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dailyWriterFor } from '../ai/index';
import { getReadySharedTextWriter } from '../ai/index';
import { DailyService, type JobReport } from './service';
import { dayBounds, utcDay } from './sky';
import { DynamoDailyStore } from './store';

export async function runDailyJobFor(db: DynamoDBDocumentClient, table: string, day: string = utcDay(new Date())): Promise<JobReport> {
  dayBounds(day);
  const service = new DailyService({ store: new DynamoDailyStore(db, table), writer: async () => dailyWriterFor(await getReadySharedTextWriter()) });
  return service.runJob(day);
}

export function describeJobReport(r: JobReport): string {
  const lines = [
    `Daily job ${r.day}: record ${r.record}; horoscopes written ${r.created.length}, already there ${r.existing.length}, failed ${r.failed.length}`,
  ];
  if (r.created.length) lines.push(`  written: ${r.created.join(', ')}`);
  for (const f of r.failed) lines.push(`  FAILED ${f.sign}: ${f.error}`);
  return lines.join('\n');
}
