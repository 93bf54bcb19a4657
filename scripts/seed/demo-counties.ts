// The demo counties, their configuration and one sign-in per role. Idempotent: what exists is left alone.

import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  type AccountType,
  type Language,
  offerableLanguages,
  type PaymentMethod,
  type Role,
} from '@portal/shared/auth/roles';
import {
  type ConfigGroup,
  type ConfigGroupName,
  priceFields,
  readGroup,
  type SearchTypeKey,
} from '@portal/shared/config/groups';
import { accountItem, newAccount } from '../../functions/src/data/app/account-item.ts';
import { configKey, usernameKey } from '../../functions/src/data/app/keys.ts';
import { userItem } from '../../functions/src/data/app/user-item.ts';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { putConfig, putCounty } from '../../functions/src/platform/config.ts';
import { hashPassword } from '../../functions/src/platform/passwords.ts';
import { type SlideCaption, seedDemoSlides } from './demo-slides.ts';

export const DEMO_PASSWORD = 'Demo#2026';

/** The languages group's ticks: only these beside English. */
const onlyOffered = (...picked: Language[]) =>
  Object.fromEntries(offerableLanguages.map((l) => [l, picked.includes(l)]));

export interface DemoCounty {
  id: string;
  name: string;
  stateCode: string;
  /** the login page slides' captions, one per slide (loginPageSlides.numberOfSlides of them are made) */
  slides?: SlideCaption[];
  config: { [G in ConfigGroupName]?: Partial<ConfigGroup<G>> };
}

/**
 * The demo counties' fees (integer cents): $1.00 a search, document details free, images $1.00 for the first page
 * and $0.25 for each further page; card payers pay the same. A county changes them on its fee pages.
 */
const searchPrices = Object.fromEntries(
  priceFields.filter((f) => f.startsWith('searchBy')).map((f) => [f, 100]),
) as Partial<ConfigGroup<'aLaCarte'>>;
const demoPrices = {
  aLaCarte: { ...searchPrices, imageFirstPage: 100, imageAdditionalPages: 25 },
  // the home page's news and links cards offer their More window
  homeSelections: { latestNewsMore: true, linksMore: true },
  // the index feed (issue 31): the title company takes it at $5.00 a day's file, the snapshot $250.00
  feed: {
    dayFileCents: 500,
    documentCents: 2,
    snapshotCents: 25_000,
    plans: [{ accountId: 'demo-title', plan: 'PER_DAY' }],
  },
} satisfies DemoCounty['config'];

/** The Search 1 switches of a county that has none of these kinds of records (the rest stay on, the default). */
const searchesOff = (keys: SearchTypeKey[]) =>
  Object.fromEntries(keys.map((k) => [`searchBy${k}`, false])) as Partial<ConfigGroup<'search'>>;

/** The generator's span (scripts/seed/demo-records: documents from 1950, tax liens from 1966, through 2026-10-30). */
const demoIndex = { begins: '1950-01-03', liensBegin: '1966-01-03', through: '2026-10-30', verified: '2026-10-23' };
// Both demo counties show the same abstract and tax lien Notable Dates (their demo sets span the same years).
const abstractDates = {
  abstractVerified: true,
  abstractVerifiedDate: demoIndex.verified,
  abstractPosted: true,
  abstractPostedDate: demoIndex.through,
  abstractIndexBegin: true,
  abstractIndexBeginDate: demoIndex.begins,
};
const lienDates = {
  lienVerified: true,
  lienVerifiedDate: demoIndex.verified,
  lienPosted: true,
  lienPostedDate: demoIndex.through,
  lienIndexBegin: true,
  lienIndexBeginDate: demoIndex.liensBegin,
};

export const demoCounties: DemoCounty[] = [
  {
    id: 'lakewood',
    name: 'Lakewood County',
    stateCode: 'MN',
    // e-file is off here: no 'File electronically' slide
    slides: [
      ['Search recorded documents', 'Names, dates, parcels, legal descriptions and more'],
      ['View and download images', 'Pay per use or with your account balance'],
      ['Torrens certificates', 'Search registered land by certificate'],
    ],
    config: {
      ...demoPrices,
      common: {
        countyName: 'Lakewood County, Minnesota',
        appTitle: 'Land Record Portal',
        contactName: 'Dana Lindqvist',
        contactTitle: 'County Recorder',
        contactPhone: '(218) 555-0142',
        contactEmail: 'recorder@lakewood.example',
        bookLabel: 'Book',
        torrensLabel: 'Torrens',
        stateCode: 'MN',
        timeZone: 'America/Chicago',
        publicUrl: 'http://localhost:3000',
      },
      landlink: {
        torrens: true,
        qqqq: false,
        qqq: true,
        sublot: true,
        mbOtherLot: true,
        taxUrl: 'https://tax.example/parcel/',
        gisUrl: 'https://gis.example/parcel/',
      },
      // book and page, PLSS and plat legals, Torrens, old grantor-grantee and tract books: no tract index (NMI)
      search: searchesOff(['TractIndexNMI']),
      search2: { map: true, tax: true },
      // property fraud alerts offered (issue 22); the Marianas keep the default, off
      fraudAlerts: { enabled: true, countyPhone: '(218) 555-0142' },
      notableDates: {
        showNotableDates: true,
        useVerificationDate: true,
        ...abstractDates,
        torrensVerified: true,
        torrensVerifiedDate: demoIndex.verified,
        torrensPosted: true,
        torrensPostedDate: demoIndex.through,
        torrensIndexBegin: true,
        torrensIndexBeginDate: demoIndex.begins,
        torrensCertificateThru: true,
        torrensCertificateThruDate: demoIndex.through,
        ...lienDates,
      },
      // Minnesota: Spanish beside English (issue 18), not the Pacific languages the Marianas offer
      languages: { languages: true, offered: onlyOffered('SPANISH') },
      efile: { efile: false },
      loginPageLatestNews: {
        paragraphs: [
          {
            heading: 'Images back to 1952',
            paragraphContent: 'Abstract images are now online from January 1952 forward.',
          },
          { heading: 'Holiday hours', paragraphContent: 'The Recorder\u2019s office closes at noon on December 24.' },
        ],
      },
      latestNews: {
        paragraphs: [
          {
            heading: 'Images back to 1952',
            paragraphContent: 'Abstract images are now online from January 1952 forward.',
          },
          { heading: 'Torrens index verified', paragraphContent: 'The Torrens index is verified through last Friday.' },
        ],
      },
      loginPageLinks: {
        paragraphs: [
          { heading: 'County Home', paragraphContent: 'https://www.lakewood.example/' },
          { heading: 'Property Tax', paragraphContent: 'https://tax.example/' },
          { heading: 'GIS Maps', paragraphContent: 'https://gis.example/' },
        ],
      },
      externalLinks: {
        paragraphs: [
          { heading: 'Minnesota Statutes 507', paragraphContent: 'https://www.revisor.mn.gov/statutes/cite/507' },
          { heading: 'eCRV', paragraphContent: 'https://www.revenue.state.mn.us/ecrv' },
        ],
      },
      loginPageSlides: { numberOfSlides: 3 },
      userLockout: {
        lockoutInPlace: false,
        messageLogin: 'The portal is down for maintenance until 6 PM.',
        messageHeadline: '',
      },
      // the Public Guest account is billed by invoice: the shared guest login may not buy images on credit
      userAccess: { guestImagesOnInvoice: false },
    },
  },
  {
    id: 'marianas',
    name: 'CNMI Recorder',
    stateCode: 'MP',
    slides: [
      ['Search recorded documents', 'Names, dates, lot numbers, islands and villages'],
      ['File electronically', 'Submit land records to the recorder online'],
    ],
    config: {
      ...demoPrices,
      common: {
        countyName: 'Commonwealth of the Northern Mariana Islands',
        appTitle: 'Land Record Portal',
        contactName: 'Office of the Commonwealth Recorder',
        contactTitle: 'Commonwealth Recorder',
        contactPhone: '(670) 555-0110',
        contactEmail: 'recorder@cnmi.example',
        bookLabel: 'Book',
        torrensLabel: 'Torrens',
        stateCode: 'MP',
        timeZone: 'Pacific/Saipan',
        publicUrl: 'http://marianas.localhost:3000',
      },
      landlink: { torrens: false, propertyCode: true },
      // the tract index by island, village and lot, homestead plats (lots and blocks) and tax liens: no Torrens,
      // no book and page, no old grantor-grantee or tract books
      search: searchesOff([
        'BookAndPage',
        'TorrensCertificate',
        'TorrensText',
        'GrantorGranteeBook',
        'TractBookId',
        'TractBookLegal',
      ]),
      notableDates: {
        showNotableDates: true,
        useVerificationDate: true,
        ...abstractDates,
        ...lienDates,
      },
      languages: { languages: true },
      efile: {
        efile: true,
        acknowledgement: true,
        acknowledgementStatement: 'I confirm this document is ready to record.',
      },
      loginPageSlides: { numberOfSlides: 2 },
      userAccess: { guestImagesOnInvoice: false },
      loginPageLatestNews: {
        paragraphs: [
          { heading: 'E-filing is open', paragraphContent: 'Land records may now be filed electronically.' },
        ],
      },
      // the signed-in home page's news (its own group, as on the county's Latest News page)
      latestNews: {
        paragraphs: [
          { heading: 'E-filing is open', paragraphContent: 'Land records may now be filed electronically.' },
          {
            heading: 'Tract index verified',
            paragraphContent: 'The tract index is verified through the last business day of October 2026.',
          },
        ],
      },
    },
  },
];

export interface DemoUser {
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
  account: {
    key: string;
    name: string;
    accountType: AccountType;
    paymentMethod: PaymentMethod;
    usageBalanceCents?: number;
    imagesRemaining?: number;
    flatFeeRateLevel?: number;
  };
}

const staffAccount = {
  key: 'staff',
  name: 'County Staff',
  accountType: 'A_LA_CARTE',
  paymentMethod: 'INVOICE',
} as const;
const titleCompany = {
  key: 'title',
  name: 'Northwoods Title Company',
  accountType: 'A_LA_CARTE',
  paymentMethod: 'ESCROW',
  usageBalanceCents: 25_000,
} as const;

export const demoUsers: DemoUser[] = [
  { username: 'trimin.admin', role: 'TRIMIN', firstName: 'Terry', lastName: 'Vendor', account: staffAccount },
  { username: 'county.admin', role: 'COUNTY', firstName: 'Dana', lastName: 'Lindqvist', account: staffAccount },
  { username: 'account.admin', role: 'ACCOUNT', firstName: 'Alex', lastName: 'Berg', account: titleCompany },
  { username: 'title.examiner', role: 'USER', firstName: 'Sam', lastName: 'Olson', account: titleCompany },
  {
    username: 'guestuser1',
    role: 'GUEST',
    firstName: 'Guest',
    lastName: 'User',
    account: { key: 'guest', name: 'Public Guest', accountType: 'A_LA_CARTE', paymentMethod: 'INVOICE' },
  },
  {
    username: 'card.customer',
    role: 'USER',
    firstName: 'Casey',
    lastName: 'Nguyen',
    account: { key: 'card', name: 'Casey Nguyen (card)', accountType: 'A_LA_CARTE', paymentMethod: 'CREDIT_CARD' },
  },
  {
    username: 'flatfee.admin',
    role: 'ACCOUNT',
    firstName: 'Fran',
    lastName: 'Hale',
    account: {
      key: 'flat',
      name: 'Hale Abstract LLC',
      accountType: 'FLAT_FEE',
      paymentMethod: 'ESCROW',
      imagesRemaining: 200,
      flatFeeRateLevel: 2,
    },
  },
];

export async function seedDemoCounties(counties = demoCounties): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const county of counties) {
    await putCounty({ id: county.id, name: county.name, stateCode: county.stateCode });
    await seedDemoSlides(county.id, county.config.loginPageSlides?.numberOfSlides ?? 1, county.slides);
    // Every seeded county answers on this machine, as <id>.localhost, unless its configuration says otherwise.
    const common = { publicUrl: `http://${county.id}.localhost:3000`, ...county.config.common };
    for (const [group, value] of Object.entries({ ...county.config, common })) {
      const existing = await db().send(new GetCommand({ TableName: tables.app, Key: configKey(county.id, group) }));
      // A group saved before a field existed gets the demo's value for it; what the county saved stays.
      const saved = (existing.Item?.value ?? {}) as Record<string, unknown>;
      const name = group as ConfigGroupName;
      if (!existing.Item || Object.keys(value).some((k) => !(k in saved)))
        await putConfig(county.id, name, readGroup(name, { ...value, ...saved }));
    }
    for (const u of demoUsers) await seedUser(county, u, passwordHash);
  }
}

/** One demo sign-in and its account (made once: an account or username already there is left alone). */
export async function seedUser(
  county: Pick<DemoCounty, 'id' | 'stateCode'>,
  u: DemoUser,
  passwordHash: string,
): Promise<void> {
  const accountId = `demo-${u.account.key}`;
  const account = newAccount({
    id: accountId,
    name: u.account.name,
    accountType: u.account.accountType,
    paymentMethod: u.account.paymentMethod,
    usageBalanceCents: u.account.usageBalanceCents ?? 0,
    imagesRemaining: u.account.imagesRemaining ?? 0,
    flatFeeRateLevel: u.account.flatFeeRateLevel ?? 0,
    email: `${u.account.key}@${county.id}.example`,
  });
  const userId = `demo-${u.username.replace(/\W/g, '-')}`;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tables.app,
              Item: { ...usernameKey(county.id, u.username), userId },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tables.app,
              Item: userItem(county.id, {
                id: userId,
                username: u.username,
                role: u.role,
                accountId,
                status: 'A',
                firstName: u.firstName,
                lastName: u.lastName,
                company: u.account.name,
                address: '100 Main Street',
                city: county.stateCode === 'MP' ? 'Saipan' : 'Lakewood',
                state: county.stateCode,
                zip: county.stateCode === 'MP' ? '96950' : '56401',
                email: `${u.username}@${county.id}.example`,
                phone: '(218) 555-0100',
                language: 'ENGLISH',
                passwordHash,
                failedAttempts: 0,
                createdAt: new Date().toISOString(),
              }),
            },
          },
        ],
      }),
    );
    await db()
      .send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tables.app,
                Item: accountItem(county.id, account),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      )
      .catch((err) => {
        if (!(err instanceof TransactionCanceledException)) throw err;
      });
  } catch (err) {
    if (!(err instanceof TransactionCanceledException)) throw err;
  }
}
