// The browser-facing edge: the SPA bucket behind CloudFront (origin access control), /api/* forwarded uncached to
// the HTTP API, one viewer-request function for county and SPA routes, security headers on every answer.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { apiCachePolicy } from '../api/api-cache-policy.ts';
import { apiOriginRequestPolicy } from '../api/origin-request-policy.ts';
import type { PaymentsEnvironment } from '../settings.ts';
import { cardPaymentPage, contentSecurityPolicy } from './content-security.ts';
import { viewerRequestSource } from './viewer-request.ts';

export interface WebProps {
  /** host name of the API origin (Api.originDomainName) */
  readonly apiDomainName: string;
  /** headers CloudFront adds to every request it sends the API: the origin secret (Api.originSecret) */
  readonly apiOriginHeaders: Readonly<Record<string, string>>;
  readonly counties: readonly string[];
  readonly paymentsEnvironment: PaymentsEnvironment;
  /** https origin of the uploads bucket, where e-file's presigned POST sends the document */
  readonly uploadsOrigin?: string;
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** the built SPA (web/dist); nothing is uploaded when it is missing */
  readonly webDist?: string;
  /** the WAF web ACL in front of the distribution (edge-placement.ts) */
  readonly webAclArn?: string;
}

export class Web extends Construct {
  public readonly bucket: s3.IBucket;
  public readonly distribution: cloudfront.Distribution;
  public readonly viewerRequest: cloudfront.Function;
  public readonly securityHeaders: cloudfront.ResponseHeadersPolicy;
  /** the host names the portal answers on */
  public readonly domainNames: readonly string[];

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    // the SPA is rebuilt from source at every deploy: not a data store
    this.bucket = new s3.Bucket(this, 'SpaBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    this.viewerRequest = new cloudfront.Function(this, 'ViewerRequest', {
      comment: 'County from host, x-forwarded-host, SPA routes to /index.html',
      code: cloudfront.FunctionCode.fromInline(viewerRequestSource(props.counties)),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const functionAssociations = [
      { function: this.viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
    ];
    this.securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Portal security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.paymentsEnvironment, props.uploadsOrigin),
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });

    this.domainNames = props.domainName
      ? [
          ...(props.counties.length === 1 ? [props.domainName] : []),
          ...props.counties.map((county) => `${county}.${props.domainName}`),
        ]
      : [];
    const custom = props.domainName && props.certificateArn;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Land record portal: ${props.counties.join(', ')}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(custom
        ? {
            domainNames: [...this.domainNames],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn!),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        functionAssociations,
        responseHeadersPolicy: this.securityHeaders,
      },
      // no distribution-wide error pages: they would turn the API's 403/404 envelopes into index.html
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            customHeaders: { ...props.apiOriginHeaders },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          // nothing kept, and the Authorization header of an API key forwarded (api/api-cache-policy.ts)
          cachePolicy: apiCachePolicy(this, 'ApiCacheKey'),
          // the headers the API reads and CloudFront-Viewer-Address, never the viewer's Host (api/origin-request-policy.ts)
          originRequestPolicy: apiOriginRequestPolicy(this, 'ApiRequests'),
          compress: true,
          functionAssociations,
          responseHeadersPolicy: this.securityHeaders,
        },
      },
    });

    if (props.webDist && existsSync(join(props.webDist, 'index.html'))) this.deploySpa(props.webDist, props);
  }

  /** Hashed build files are cached for a year and kept across deploys; everything else is revalidated. Source
   * maps stay out of the assets (the bucket is public through CloudFront): they would publish the sources. The
   * build's .br/.gz copies (for the local server) stay out too: CloudFront compresses (compress: true above). */
  private deploySpa(dist: string, props: WebProps): void {
    const assets = join(dist, 'assets');
    const noMaps = ['**/*.map', '**/*.br', '**/*.gz'];
    new deploy.BucketDeployment(this, 'DeploySpa', {
      destinationBucket: this.bucket,
      sources: [
        deploy.Source.asset(dist, { exclude: ['assets', 'assets/**', ...noMaps] }),
        deploy.Source.jsonData('config.json', publicConfig(props.paymentsEnvironment)),
      ],
      exclude: ['assets/*'],
      cacheControl: [deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (existsSync(assets)) {
      new deploy.BucketDeployment(this, 'DeployAssets', {
        destinationBucket: this.bucket,
        destinationKeyPrefix: 'assets/',
        sources: [deploy.Source.asset(assets, { exclude: noMaps })],
        prune: false,
        cacheControl: [deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        memoryLimit: 512,
      });
    }
  }
}

/** /config.json for the SPA (the same shape the local server answers with). */
export function publicConfig(payments: PaymentsEnvironment) {
  return {
    countyDirectory: '',
    routerBaseName: '/',
    serverUrl: '/api',
    cardPaymentPageUrl: cardPaymentPage(payments),
    cardPaymentScriptUrl: '',
  };
}
