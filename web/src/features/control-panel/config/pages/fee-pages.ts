// Fee Structure (spec 3 sections 2.5, 3.7, 5.5-5.7): the pages' fields. Money is shown in dollars.
import { configMessages as m } from '@portal/shared/config/messages';
import type { ConfigPage, FieldSpec } from '../page-types.ts';
import { priceBlocks } from './price-fields.ts';

const surchargeMethods = [
  { value: 'DOLLARS', label: 'Dollars' },
  { value: 'PERCENT', label: 'Percent' },
];

/** The surcharge's switch, method and amounts; the escrow group names its own with a creditCard prefix. */
const surchargeFields = (prefix: '' | 'creditCard'): FieldSpec[] => {
  const named = (field: string) => (prefix ? `${prefix}${field[0]?.toUpperCase()}${field.slice(1)}` : field);
  return [
    { name: 'applySurcharge', label: 'Apply Surcharge', kind: 'checkbox', wide: true },
    { name: named('surchargeMethod'), label: 'Surcharge Method', kind: 'select', options: surchargeMethods },
    { name: named('surcharge'), label: 'Surcharge ($)', kind: 'money' },
    { name: named('surchargePercent'), label: 'Surcharge (%)', kind: 'percent' },
  ];
};

export const feePages: ConfigPage[] = [
  {
    path: 'creditCardAlternateRates',
    group: 'creditCard',
    heading: 'Fee Structure',
    blocks: [
      { kind: 'fields', fields: [{ name: 'applyAlternateRates', label: 'Apply Alternate Rates', kind: 'checkbox' }] },
      ...priceBlocks('CreditCard'),
      { kind: 'specialRates', fixed: true },
    ],
  },
  {
    path: 'creditCardExtra',
    group: 'creditCardExtra',
    heading: 'Fee Structure',
    blocks: [
      {
        kind: 'fields',
        heading: 'Surcharge',
        columns: 2,
        fields: [
          ...surchargeFields(''),
          { name: 'maxAmount', label: 'Maximum per Charge ($)', kind: 'money' },
          { name: 'surchargeMessage', label: 'Surcharge Message', kind: 'text' },
        ],
      },
      {
        kind: 'fields',
        heading: 'LandLink',
        columns: 2,
        fields: [
          { name: 'postToLandLink', label: 'Post to LandLink', kind: 'checkbox', wide: true },
          { name: 'chargeFeeCode', label: 'Charge Fee Code', kind: 'text' },
          { name: 'chargeChargeCode', label: 'Charge Charge Code', kind: 'text' },
          { name: 'surchargeFeeCode', label: 'Surcharge Fee Code', kind: 'text' },
          { name: 'surchargeChargeCode', label: 'Surcharge Charge Code', kind: 'text' },
        ],
      },
    ],
  },
  {
    path: 'escrow',
    group: 'escrow',
    heading: 'Fee Structure',
    blocks: [
      {
        kind: 'fields',
        heading: 'LandLink',
        columns: 2,
        fields: [
          { name: 'feeCode', label: 'Fee Code', kind: 'text' },
          { name: 'chargeCode', label: 'Charge Code', kind: 'text' },
        ],
      },
      {
        kind: 'fields',
        heading: 'Reload',
        columns: 2,
        fields: [
          { name: 'reloadByCreditCard', label: 'Reload by Credit Card', kind: 'checkbox', wide: true },
          { name: 'minReloadAmount', label: 'Min $', kind: 'money' },
          { name: 'maxReloadAmount', label: 'Max $', kind: 'money' },
        ],
      },
      {
        kind: 'fields',
        heading: 'Credit Card Surcharge',
        columns: 2,
        fields: [...surchargeFields('creditCard')],
      },
    ],
  },
  {
    path: 'flatFeeRates',
    group: 'flatFee',
    heading: 'Fee Structure',
    blocks: [
      { kind: 'fields', fields: [{ name: 'chargingImages', label: 'Charging Images', kind: 'checkbox' }] },
      { kind: 'rateRows' },
    ],
  },
  {
    path: 'flatFeeOverride',
    group: 'flatFeeOverride',
    heading: 'Fee Structure',
    blocks: [
      {
        kind: 'fields',
        fields: [
          { name: 'countyAdminReload', label: 'Reload by County Admin', kind: 'checkbox' },
          { name: 'accountAdminReload', label: 'Reload by Account Admin', kind: 'checkbox' },
        ],
      },
      { kind: 'rateRows' },
    ],
  },
  { path: 'alacarterates', group: 'aLaCarte', heading: 'Fee Structure', blocks: [...priceBlocks('')] },
  {
    path: 'alacarteratesspecial',
    group: 'aLaCarteSpecialRates',
    heading: 'Fee Structure',
    confirm: m.specialRateResetConfirm,
    blocks: [
      { kind: 'fields', fields: [{ name: 'applySpecialRates', label: 'Apply Special Rates', kind: 'checkbox' }] },
      { kind: 'specialRates' },
    ],
  },
  {
    path: 'feedPlans',
    group: 'feed',
    heading: 'Fee Structure',
    blocks: [
      {
        kind: 'fields',
        heading: 'Prices',
        columns: 3,
        fields: [
          { name: 'dayFileCents', label: "Day's File ($)", kind: 'money', hint: 'Per day plan.' },
          { name: 'documentCents', label: 'Per Document ($)', kind: 'money', hint: 'Per document plan.' },
          { name: 'snapshotCents', label: 'Snapshot ($)', kind: 'money', hint: 'Either plan.' },
        ],
      },
      { kind: 'feedPlans' },
    ],
  },
  {
    path: 'billingSchedule',
    group: 'billingSchedule',
    heading: 'Fee Structure',
    actions: ['runBilling'],
    blocks: [
      {
        kind: 'fields',
        columns: 2,
        fields: [
          { name: 'automaticBilling', label: 'Automatic Billing', kind: 'checkbox', wide: true },
          { name: 'renewalDay', label: 'Renewal Day', kind: 'number', hint: 'A day from 1 to 28.' },
          { name: 'renewalTime', label: 'Renewal Time', kind: 'time' },
          { name: 'lastRanMonthlyRenewalJobPhase1', label: 'Last Run: Mark Phase', kind: 'text' },
          { name: 'lastRanMonthlyRenewalJobPhase2', label: 'Last Run: Charge Phase', kind: 'text' },
        ],
      },
    ],
  },
];
