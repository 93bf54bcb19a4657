// The index feed's job (issue 31; functions' feed/feed-lambda.ts): every half hour it looks at each county, and the
// first run after the county's midnight builds the day just ended's file of records new or changed (a Query of the
// changed-on-day index), and a snapshot asked for (a batch job: a Scan of the county's records). The files go to
// the uploads bucket under `C#<county>/feed/`, read only through the feed routes' 5-minute signed links. Idempotent:
// a day built is not built again, so a repeated or overlapping run adds nothing; a failed county is tried again by
// the next run.
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { AreaFunctionProps } from '../functions/area-function.ts';
import { ScheduledJob } from '../functions/scheduled-job.ts';

export interface FeedJobProps extends AreaFunctionProps {
  /** how often it runs (default every 30 minutes) */
  readonly every?: Duration;
}

/** Reads and writes the records table (the changed-on-day index, its feed file items), writes feed files. */
export class FeedJob extends ScheduledJob {
  constructor(scope: Construct, id: string, props: FeedJobProps) {
    super(scope, id, props, {
      id: 'Feed',
      description: "Portal: build each county's daily index feed file and the snapshots asked for",
      area: 'feed',
      file: 'feed-lambda.ts',
      timeout: Duration.minutes(15),
      every: props.every ?? Duration.minutes(30),
      ruleDescription: "Build a county's index feed file once its day has ended",
    });
    props.tables.records.grantReadWriteData(this.function);
    props.buckets.uploads.grantPut(this.function, 'C#*/feed/*');
  }
}
