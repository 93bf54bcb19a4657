// The page text job's runner in the cloud (issue 33): its own Lambda on the page-text area's runner entry, reading
// pages with Amazon Textract (PAGE_TEXT_ENGINE=textract), allowed DetectDocumentText and nothing else of Textract,
// invoking itself for the next slice, started by the config Lambda (which serves the start route) and no other.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { pageTextRunnerVariable } from '../lib/page-text/page-text-runner.ts';
import { actionsOn, statementsOf, synthPortal } from './synth.ts';

const { portal } = synthPortal();
const runner = 'PageTextRunnerFunction';
const resources = portal.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
const functions = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::Lambda::Function');
const actions = (s: { Action: string | string[] }) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

describe('the page text runner', () => {
  it('is its own Lambda with the Textract engine, sharp beside it, a slice-sized timeout, retried twice, no route', () => {
    portal.hasResourceProperties('AWS::Lambda::Function', {
      Description: "Portal: read the words of a county's page images (Amazon Textract), one slice per invocation",
      Timeout: 180,
      Environment: {
        Variables: Match.objectLike({
          PAGE_TEXT_ENGINE: 'textract',
          TABLE_APP: Match.anyValue(),
          TABLE_RECORDS: Match.anyValue(),
          BUCKET_IMAGES: Match.anyValue(),
        }),
      },
    });
    portal.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp(`^${runner}`) },
      MaximumRetryAttempts: 2,
    });
    expect(JSON.stringify(portal.findResources('AWS::ApiGatewayV2::Integration'))).not.toContain('PageText');
  });

  it('may call DetectDocumentText (no resource ARNs exist for it) and no other Textract action; no other Lambda may', () => {
    const textract = statementsOf(portal, runner).filter((s) => actions(s).some((a) => a.startsWith('textract:')));
    expect(textract.map((s) => [actions(s), s.Resource])).toEqual([[['textract:DetectDocumentText'], '*']]);
    for (const [id] of functions.filter(([id]) => !id.startsWith(runner)))
      expect(JSON.stringify(statementsOf(portal, id)), id).not.toContain('textract:');
  });

  it('reads and writes the job (app) and the word index (records), reads the images and puts their text; nothing else', () => {
    for (const table of ['AppTable', 'RecordsTable'])
      expect(actionsOn(portal, runner, table)).toEqual(
        expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem']),
      );
    expect(actionsOn(portal, runner, 'LedgerTable')).toEqual([]);
    expect(actionsOn(portal, runner, 'ImagesBucket')).toEqual(
      expect.arrayContaining(['s3:GetObject*', 's3:List*', 's3:PutObject']),
    );
    expect(actionsOn(portal, runner, 'ImagesBucket')).not.toContain('s3:DeleteObject*');
    expect(actionsOn(portal, runner, 'UploadsBucket')).toEqual([]);
    const invokes = statementsOf(portal, runner).filter((s) => JSON.stringify(s.Action).includes('lambda:Invoke'));
    expect(invokes).toHaveLength(1);
    expect(JSON.stringify(invokes[0]?.Resource)).toMatch(new RegExp(`"${runner}[A-Za-z0-9]*","Arn"`));
  });

  it('is started by the config Lambda, which has its name, the engine and the right to invoke it; no other', () => {
    const withVariable = functions
      .filter(([, r]) => JSON.stringify(r.Properties.Environment ?? {}).includes(pageTextRunnerVariable))
      .map(([id]) => id);
    expect(withVariable).toEqual([expect.stringMatching(/^ApiConfigFunction/)]);
    portal.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          [pageTextRunnerVariable]: { Ref: Match.stringLikeRegexp(`^${runner}`) },
          PAGE_TEXT_ENGINE: 'textract',
        }),
      },
    });
    const invokers = functions
      .filter(([id]) =>
        statementsOf(portal, id).some(
          (s) =>
            JSON.stringify(s.Action).includes('lambda:InvokeFunction') && JSON.stringify(s.Resource).includes(runner),
        ),
      )
      .map(([id]) => id);
    expect(invokers.sort()).toEqual([expect.stringMatching(/^ApiConfigFunction/), expect.stringMatching(`^${runner}`)]);
  });

  it('alarms on its errors as on the other jobs', () => {
    const id = functions.find(([fn]) => fn.startsWith(runner))?.[0];
    const alarms = Object.values(portal.findResources('AWS::CloudWatch::Alarm')).filter(
      (a) => a.Properties.MetricName === 'Errors' && JSON.stringify(a.Properties.Dimensions).includes(`"${id}"`),
    );
    expect(alarms).toHaveLength(1);
  });
});
