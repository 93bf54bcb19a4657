// CDK entry point (cdk.json "app"). Deployment choices come from cdk.json context; see docs/deploy.md.
import { App } from 'aws-cdk-lib';
import { buildPortal } from '../lib/portal-app.ts';

const app = new App();
buildPortal(app, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
app.synth();
