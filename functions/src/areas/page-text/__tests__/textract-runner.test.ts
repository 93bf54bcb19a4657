// The cloud's recognition (PAGE_TEXT_ENGINE=textract, as the CDK sets it) against the local stack, with Textract
// and Lambda served on a loopback port in their wire protocols (loopback-aws.ts): a DetectDocumentText answer of
// PAGE, LINE and WORD blocks becomes the PageText the tesseract path gives, boxes in the image's pixels; and the
// start route queues the runner Lambda, which reads a slice, queues the next slice, and ignores a repeated order.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJob } from '#src/data/app/page-text-job.ts';
import { resetClients } from '#src/platform/aws.ts';
import { newTestCounty, pageWidth, putDocument } from '../../imaging/__tests__/fixtures.ts';
import { as } from '../../users/__tests__/fixtures.ts';
import { readPageText } from '../page-text-store.ts';
import { recognisePage } from '../recognise-page.ts';
import type { SliceOrder } from '../run-slice.ts';
import { handler } from '../runner-lambda.ts';
import { type LoopbackAws, NO_SUCH_FUNCTION, startLoopbackAws } from './loopback-aws.ts';

const answer = JSON.parse(readFileSync(new URL('./textract-answer.json', import.meta.url), 'utf8'));
const RUNNER = 'portal-page-text-runner';
const variables = [
  'PAGE_TEXT_ENGINE',
  'PAGE_TEXT_RUNNER_FUNCTION',
  'AWS_LAMBDA_FUNCTION_NAME',
  'AWS_ENDPOINT_URL_TEXTRACT',
  'AWS_ENDPOINT_URL_LAMBDA',
];
const saved = Object.fromEntries(variables.map((v) => [v, process.env[v]]));
let aws: LoopbackAws;

beforeAll(async () => {
  aws = await startLoopbackAws(answer);
  Object.assign(process.env, {
    PAGE_TEXT_ENGINE: 'textract',
    PAGE_TEXT_RUNNER_FUNCTION: RUNNER,
    // as Lambda sets it in the runner, which queues its next slice to itself
    AWS_LAMBDA_FUNCTION_NAME: RUNNER,
    AWS_ENDPOINT_URL_TEXTRACT: aws.url,
    AWS_ENDPOINT_URL_LAMBDA: aws.url,
  });
  resetClients();
});

afterAll(async () => {
  for (const v of variables) {
    if (saved[v] === undefined) delete process.env[v];
    else process.env[v] = saved[v];
  }
  resetClients();
  await aws.close();
});

describe('Amazon Textract as the page text engine', () => {
  it("maps DetectDocumentText's WORD blocks to the PageText contract, boxes in the image's pixels", async () => {
    const jpeg = await sharp({ create: { width: 850, height: 1100, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const text = await recognisePage({ jpeg, documentId: 'A100', page: 2 });
    // the image's own bytes went to Textract
    expect(aws.images.at(-1)?.equals(jpeg)).toBe(true);
    const word = (t: string, x0: number, y0: number, x1: number, y1: number, confidence: number) => ({
      text: t,
      x0,
      y0,
      x1,
      y1,
      confidence,
    });
    expect(text).toEqual({
      version: 1,
      engine: 'amazon-textract',
      documentId: 'A100',
      page: 2,
      width: 850,
      height: 1100,
      recognisedAt: expect.any(String),
      lines: [
        {
          text: 'WARRANTY DEED',
          words: [word('WARRANTY', 85, 55, 255, 77, 99.8017), word('DEED', 272, 57, 374, 77, 99.6354)],
        },
        {
          text: 'Lot 7, Block 2',
          words: [
            word('Lot', 85, 220, 119, 238, 98.1206),
            word('7,', 136, 220, 153, 238, 92.4488),
            word('Block', 170, 221, 238, 238, 97.0031),
            word('2', 255, 220, 268, 238, 96.5127),
          ],
        },
        // a handwritten word is a word like the others
        { text: 'Recorded', words: [word('Recorded', 510, 990, 680, 1023, 71.25)] },
      ],
    });
  });

  it('in the cloud, the start route queues the runner Lambda; each slice queues the next; a repeated order does nothing', async () => {
    const county = await newTestCounty('textract');
    const docs = [await putDocument(county, 2), await putDocument(county, 1)];
    const vendor = await as(county, 'TRIMIN');
    const started = await vendor.post('controlPanel/countyConfig/startPageText', { mode: 'MISSING' });
    expect(started.status).toBe(200);
    const jobId = started.body.content.jobId as string;
    expect(aws.invocations.at(-1)).toEqual({ functionName: RUNNER, type: 'Event', order: { county, jobId, slice: 0 } });
    // nothing runs in the API's own process
    expect(await readJob(county)).toMatchObject({ state: 'RUNNING', recognised: 0, slice: 0 });

    const first = { county, jobId, slice: 0, maxPages: 1 };
    const queued = aws.invocations.length;
    await handler(first);
    expect(aws.invocations.slice(queued)).toEqual([
      { functionName: RUNNER, type: 'Event', order: { ...first, slice: 1 } },
    ]);
    // Lambda delivers the first order again: its slice handed over, so it reads nothing and queues nothing
    await handler(first);
    expect(aws.invocations).toHaveLength(queued + 1);
    expect(await readJob(county)).toMatchObject({ recognised: 1, slice: 1 });

    // the chain of queued slices, as Lambda would run them, to the end of the county
    for (let i = queued; i < aws.invocations.length; i++)
      await handler(aws.invocations[i]!.order as unknown as SliceOrder & { slice: number });
    expect(await readJob(county)).toMatchObject({ state: 'DONE', recognised: 3, failed: 0, documents: 2 });
    for (const [doc, page] of [
      [docs[0]!, 1],
      [docs[0]!, 2],
      [docs[1]!, 1],
    ] as const) {
      const text = await readPageText(county, doc.docId, page);
      expect(text?.engine).toBe('amazon-textract');
      expect(text?.width).toBe(pageWidth(page));
      expect(text?.lines[0]?.words[0]).toMatchObject({ text: 'WARRANTY', x0: Math.round(0.1 * pageWidth(page)) });
    }
  });

  it('answers 503 when the runner cannot be queued, leaving the job RUNNING for a later start to resume', async () => {
    const county = await newTestCounty('textract');
    await putDocument(county, 1);
    const vendor = await as(county, 'TRIMIN');
    process.env.PAGE_TEXT_RUNNER_FUNCTION = NO_SUCH_FUNCTION;
    try {
      const refused = await vendor.post('controlPanel/countyConfig/startPageText', { mode: 'MISSING' });
      expect([refused.status, refused.body.message]).toEqual([
        503,
        'Page text recognition could not be started. Start it again in two minutes to resume it.',
      ]);
    } finally {
      process.env.PAGE_TEXT_RUNNER_FUNCTION = RUNNER;
    }
    expect(await readJob(county)).toMatchObject({ state: 'RUNNING', recognised: 0 });
  });
});
