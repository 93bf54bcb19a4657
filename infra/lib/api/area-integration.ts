// An area's Lambda integration that lets the HTTP API invoke the function with ONE permission, not one per route.
// CDK's HttpLambdaIntegration adds a Lambda permission for each route it is bound to; with 140 routes that was 140
// of the Portal stack's resources and took it past CloudFormation's 500 (issue 31's areas). The routes are ours
// (api.ts adds exactly the routes each area's app answers), so a permission for this API's routes as a whole grants
// nothing more that anyone else can reach.
import { Stack } from 'aws-cdk-lib';
import type { HttpRouteIntegrationBindOptions } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';

export class AreaIntegration extends HttpLambdaIntegration {
  private permitted = false;

  private readonly permissionId: string;
  private readonly fn: lambda.IFunction;

  constructor(id: string, fn: lambda.IFunction) {
    super(id, fn);
    this.permissionId = `${id}-Permission`;
    this.fn = fn;
  }

  protected override completeBind(options: HttpRouteIntegrationBindOptions): void {
    if (this.permitted) return;
    this.permitted = true;
    const route = options.route;
    this.fn.addPermission(this.permissionId, {
      principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      // any stage, method and path of this API: arn:...:execute-api:<region>:<account>:<api id>/*
      sourceArn: Stack.of(route).formatArn({
        service: 'execute-api',
        resource: route.httpApi.apiId,
        resourceName: '*',
      }),
    });
  }
}
