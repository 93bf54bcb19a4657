import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

/** One item of a DynamoDB transaction: what stores hand to the ledger's transactions to write beside a charge. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
