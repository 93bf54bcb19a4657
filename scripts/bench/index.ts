// `npm run bench [-- --large 1000000 --small 10000 --only=records|search|chain|imaging|users|efile|reports|spa|alerts|feed|pageText --profile=minnesota|marianas]`: every
// benchmark, each printing ratios measured in one run.
// Timings never go into tests; this is where they are looked at.
import { benchAlerts } from './alerts.ts';
import { benchApiKey } from './api-key.ts';
import { benchChain, benchChainAlone } from './chain.ts';
import { benchColdStarts, coldStartOptions } from './cold-start.ts';
import { benchDetails } from './details.ts';
import { benchEfile } from './efile.ts';
import { benchFeed } from './feed.ts';
import { benchImaging } from './imaging.ts';
import { benchLoad } from './load/index.ts';
import { benchPageText } from './page-text.ts';
import { benchPageWords } from './page-words.ts';
import { benchProfiles, benchRecords, type Profile } from './records.ts';
import { benchReports } from './reports.ts';
import { benchSearch } from './search.ts';
import { benchSpa } from './spa.ts';
import { benchUsers } from './users.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const flag = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = option('only');
const profile = option('profile');
if (profile && !benchProfiles.includes(profile as Profile))
  throw new Error(`--profile: one of ${benchProfiles.join(', ')}`);

// Imaging first: it starts a stack of its own only when none is named in the environment.
if (!only || only === 'imaging') await benchImaging();
if (!only || only === 'records' || only === 'search') {
  await benchRecords({
    small: flag('small', 10_000),
    large: flag('large', 1_000_000),
    profiles: profile ? [profile as Profile] : undefined,
    afterLoad:
      only === 'records'
        ? undefined
        : async ({ county, samples, small }) => {
            // goal 1, 6 and 2 (large over the same profile's small county), then goal 4 on the large one
            await benchSearch({ county, samples, small, log: console.log });
            await benchDetails({ county, samples, log: console.log });
            await benchApiKey({ county, log: console.log });
            // issue 33: the words on the page, indexed for the county's documents of the sample's year
            await benchPageWords({ county, day: samples.doc.recordedDateTime.slice(0, 10), log: console.log });
            await benchChain({ county, log: console.log });
          },
  });
}
if (only === 'chain') await benchChainAlone();
if (!only || only === 'users') await benchUsers();
if (!only || only === 'efile') await benchEfile();
if (!only || only === 'reports')
  await benchReports({ small: flag('report-small', 1_000), large: flag('report-lines', 100_000) });
if (!only || only === 'spa') await benchSpa();
// recognition pages per minute and word accuracy on demo pages (issue 33)
if (!only || only === 'pageText') await benchPageText({ pagesPerProfile: flag('page-text-pages', 15) });
if (!only || only === 'alerts') await benchAlerts({ large: flag('alert-watches', 100_000) });
if (!only || only === 'feed') await benchFeed({ documents: flag('feed-documents', 1_000), log: console.log });
if (!only || only === 'coldstart') await benchColdStarts(console.log, coldStartOptions());
if (!only || only === 'load')
  await benchLoad({
    levels: (option('levels') ?? '1,10,50,200').split(',').map(Number),
    seconds: flag('seconds', 40),
    profileServer: process.argv.includes('--profile-server'),
    trace: process.argv.includes('--trace'),
    dynamoSockets: flag('dynamo-sockets', 0) || undefined,
    log: console.log,
  });
process.exit(0);
