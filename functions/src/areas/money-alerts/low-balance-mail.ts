// The low-balance e-mail: to each administrator of the account, the balance and where to deposit.
import { formatCents } from '@portal/shared/format/money';
import { getConfig } from '#src/platform/config.ts';
import { sendMail } from '#src/platform/mail.ts';
import { publicOrigin } from '#src/platform/public-links.ts';
import { accountAdmins } from './account-admins.ts';

export async function mailLowBalance(
  county: string,
  accountId: string,
  accountName: string,
  balanceCents: number,
  thresholdCents: number,
): Promise<number> {
  const [registration, common, origin, admins] = await Promise.all([
    getConfig(county, 'loginPageRegistration'),
    getConfig(county, 'common'),
    publicOrigin(county),
    accountAdmins(county, accountId),
  ]);
  for (const admin of admins) {
    await sendMail({
      from: registration.fromEmailAddress,
      to: admin.email,
      subject: `${common.countyName}: ${accountName} balance is low`,
      text: [
        `The usage balance of ${accountName} is ${formatCents(balanceCents)}, below the ${formatCents(thresholdCents)} you set for a low-balance alert.`,
        '',
        'To deposit, sign in and choose Add Money:',
        `${origin}/home`,
        '',
        'You get this once each time the balance goes below the threshold. To change the threshold, open your profile.',
      ].join('\n'),
    });
  }
  return admins.length;
}
