// Stateless stack: mail identity, the API Lambdas and the CloudFront edge, composed over the data stack's stores.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AlertMatcher } from '../alerts/alert-matcher.ts';
import { Api } from '../api/api.ts';
import type { AreaSpec } from '../api/areas.ts';
import type { DataStores } from '../data/data-stores.ts';
import { CountyExport } from '../export/county-export.ts';
import { FeedJob } from '../feed/feed-job.ts';
import { Mail } from '../mail/mail.ts';
import { MaintenanceJobs } from '../maintenance/maintenance-jobs.ts';
import { MigrationRunner } from '../migration/migration-runner.ts';
import { MonthlyStatements } from '../money-alerts/monthly-statements.ts';
import { Monitoring } from '../monitoring/monitoring.ts';
import { readAlarmEmails } from '../monitoring/monitoring-settings.ts';
import { PageTextRunner } from '../page-text/page-text-runner.ts';
import { CardProviderSettings } from '../payments/card-provider-settings.ts';
import { PreauthSweep } from '../payments/preauth-sweep.ts';
import type { PortalSettings } from '../settings.ts';
import { type EdgePlacement, webAclArnIn } from '../web/edge-placement.ts';
import { Web } from '../web/web.ts';

export interface PortalStackProps extends StackProps {
  readonly settings: PortalSettings;
  readonly data: DataStores;
  readonly areas: readonly AreaSpec[];
  readonly functionsDir: string;
  readonly projectRoot: string;
  readonly webDist?: string;
  /** false in unit tests: Lambdas get a stub instead of an esbuild bundle */
  readonly bundle?: boolean;
  /** where the CloudFront WAF web ACL lives (placeWebAcl); none without it */
  readonly edge?: EdgePlacement;
}

export class PortalStack extends Stack {
  public readonly api: Api;
  public readonly web: Web;
  public readonly mail: Mail;
  public readonly preauthSweep: PreauthSweep;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);
    const { settings } = props;
    // what every job's function is built from: the code, the tables, the buckets and the counties
    const jobProps = {
      functionsDir: props.functionsDir,
      projectRoot: props.projectRoot,
      tables: props.data.tables,
      buckets: props.data.buckets,
      counties: settings.counties,
      bundle: props.bundle,
    };
    this.mail = new Mail(this, 'Mail', { fromAddress: settings.sesFromAddress });
    const cardProvider = new CardProviderSettings(this, 'CardProvider', {
      paymentsEnvironment: settings.paymentsEnvironment,
      secretName: settings.cardSecretName,
    });
    this.api = new Api(this, 'Api', {
      areas: props.areas,
      functionsDir: props.functionsDir,
      projectRoot: props.projectRoot,
      tables: props.data.tables,
      buckets: props.data.buckets,
      mail: this.mail,
      cardProvider,
      counties: settings.counties,
      bundle: props.bundle,
    });
    this.preauthSweep = new PreauthSweep(this, 'PreauthSweep', {
      ...jobProps,
      cardProvider,
    });
    const maintenance = new MaintenanceJobs(this, 'Maintenance', {
      ...jobProps,
      apiFunctions: this.api.functions,
      mail: this.mail,
    });
    const statements = new MonthlyStatements(this, 'MonthlyStatements', {
      ...jobProps,
      mail: this.mail,
    });
    const feed = new FeedJob(this, 'FeedJob', {
      ...jobProps,
    });
    const migration = new MigrationRunner(this, 'Migration', {
      ...jobProps,
      apiFunctions: this.api.functions,
    });
    const pageText = new PageTextRunner(this, 'PageText', {
      ...jobProps,
      apiFunctions: this.api.functions,
    });
    const alerts = new AlertMatcher(this, 'Alerts', {
      ...jobProps,
      mail: this.mail,
    });
    const countyExport = settings.countyExports.length
      ? new CountyExport(this, 'CountyExport', {
          ...jobProps,
          targets: settings.countyExports,
        })
      : undefined;
    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.originDomainName,
      apiOriginHeaders: this.api.originSecret.originHeaders,
      counties: settings.counties,
      paymentsEnvironment: settings.paymentsEnvironment,
      uploadsOrigin: `https://${props.data.buckets.uploads.bucketRegionalDomainName}`,
      domainName: settings.domainName,
      certificateArn: settings.certificateArn,
      webDist: props.webDist,
      webAclArn: props.edge && webAclArnIn(this, props.edge),
    });
    new Monitoring(this, 'Monitoring', {
      counties: settings.counties,
      areas: props.areas,
      apiFunctions: this.api.functions,
      jobFunctions: {
        preauthSweep: this.preauthSweep.function,
        maintenance: maintenance.function,
        alertMatcher: alerts.function,
        migrationRunner: migration.function,
        pageTextRunner: pageText.function,
        monthlyStatements: statements.function,
        feed: feed.function,
        ...(countyExport ? { countyExport: countyExport.function } : {}),
      },
      streamConsumer: alerts.function,
      tables: props.data.tables,
      alarmEmails: readAlarmEmails(this.node),
    });

    new CfnOutput(this, 'DistributionDomainName', { value: this.web.distribution.distributionDomainName });
    new CfnOutput(this, 'SpaBucketName', { value: this.web.bucket.bucketName });
    if (this.web.domainNames.length) new CfnOutput(this, 'PortalHosts', { value: this.web.domainNames.join(', ') });
  }
}
