// Deeds and other documents that pass the land: sales (the buyer's mortgage at the same closing, the seller's
// mortgages satisfied weeks later), gifts, transfers into trust, contracts for deed and their fulfillment,
// dissolution, survivorship, probate, determinations of ownership, Torrens registration.
import { builder, trust } from './businesses.ts';
import { yearOf } from './calendar.ts';
import type { Draft } from './draft.ts';
import { isPerson, isTrust, type Kit } from './kit.ts';
import { newMortgage, satisfaction } from './mortgages.ts';
import { givenFirst, household, type Party, person } from './names.ts';
import type { Parcel } from './profile.ts';

export function sale(k: Kit, p: Parcel, day: number): Draft {
  const rng = k.rng;
  const year = yearOf(day);
  if (p.contract && rng.chance(0.3)) return contractAssignment(k, p);
  const sellers = p.owners.length ? p.owners : household(rng, k.profile.names);
  const buyers = p.developerLot && rng.chance(0.4) ? [builder(rng, k.profile.businessWords)] : k.newOwners();
  let code = 'WD';
  if (p.bankOwned) code = 'LWD';
  else if (sellers.some(isTrust)) code = 'TD';
  else if (rng.chance(k.profile.id === 'marianas' ? 0.25 : 0.04)) code = 'QCD';
  else if (rng.chance(0.03)) code = 'LWD';
  const price = k.price(p, year);
  const references = p.lastDeed && rng.chance(0.3) ? [p.lastDeed] : undefined;
  return {
    code,
    parcel: p,
    grantors: sellers,
    grantees: buyers,
    salePriceCents: price,
    references,
    torrens: 'transfer',
    newOwners: buyers,
    after: (ref, recorded) => {
      k.transfer(p, buyers, ref);
      for (const m of [...p.mortgages]) k.at(recorded, rng.int(10, 75), () => satisfaction(k, p, m));
      const finance = buyers.every((b) => isPerson(b) || isTrust(b)) ? 0.8 : 0.45;
      if (rng.chance(year < 1960 ? finance * 0.6 : finance)) {
        k.at(recorded, 0, () => (p.owners === buyers ? newMortgage(k, p, buyers, price, recorded) : undefined));
      }
    },
  };
}

export function gift(k: Kit, p: Parcel): Draft | undefined {
  const giver = p.owners.find(isPerson);
  if (!giver) return undefined;
  const family = household(k.rng, k.profile.names).map((h) => ({ ...h, lastName: giver.lastName }));
  const code = k.profile.id === 'marianas' ? 'DOG' : 'QCD';
  return k.deed(code, p, p.owners, family);
}

export function trustTransfer(k: Kit, p: Parcel): Draft | undefined {
  const settlor = p.owners.find(isPerson);
  if (!settlor || k.profile.id === 'marianas') return undefined;
  const t = trust(k.rng, k.profile.names, settlor);
  const trustees = p.owners.filter(isPerson);
  const draft = k.deed(k.rng.chance(0.8) ? 'QCD' : 'WD', p, p.owners, [t]);
  const after = draft.after;
  draft.after = (ref, day) => {
    after?.(ref, day);
    if (k.rng.chance(0.4)) {
      k.at(day, 0, () => ({ code: 'CTR', parcel: p, grantors: [t], grantees: trustees, references: [ref] }));
    }
  };
  return draft;
}

export function contractForDeed(k: Kit, p: Parcel, day: number): Draft | undefined {
  if (k.profile.id !== 'minnesota' || p.contract || p.bankOwned) return undefined;
  const rng = k.rng;
  const vendees = k.newOwners();
  const price = k.price(p, yearOf(day));
  return {
    code: 'CD',
    parcel: p,
    grantors: p.owners,
    grantees: vendees,
    salePriceCents: price,
    after: (ref, recorded) => {
      const contract = { ref, vendees };
      p.contract = contract;
      k.at(recorded, rng.int(2 * 365, 10 * 365), () => {
        if (p.contract !== contract) return undefined;
        return {
          ...k.deed('WD', p, p.owners, contract.vendees),
          salePriceCents: price,
          references: [ref],
          additionalInfo: ['FULFILLMENT OF CONTRACT FOR DEED'],
        };
      });
    },
  };
}

export function contractAssignment(k: Kit, p: Parcel): Draft {
  const contract = p.contract as NonNullable<Parcel['contract']>;
  const assignees = k.newOwners();
  return {
    code: 'ACD',
    parcel: p,
    grantors: contract.vendees,
    grantees: assignees,
    references: [contract.ref],
    after: () => {
      contract.vendees = assignees;
    },
  };
}

export function dissolution(k: Kit, p: Parcel): Draft | undefined {
  const people = p.owners.filter(isPerson);
  if (people.length !== 2) return undefined;
  const keeps = [people[k.rng.int(0, 1)] as Party];
  return k.deed('DIS', p, p.owners, keeps);
}

export function survivorship(k: Kit, p: Parcel): Draft | undefined {
  const people = p.owners.filter(isPerson);
  if (people.length < 2) return undefined;
  const [deceased, ...survivors] = people as [Party, ...Party[]];
  const draft = k.deed('ASJT', p, [deceased], survivors);
  const after = draft.after;
  draft.after = (ref, day) => {
    after?.(ref, day);
    if (k.rng.chance(0.5)) k.at(day, 0, () => ({ code: 'DC', parcel: p, grantors: [deceased], grantees: [] }));
  };
  return draft;
}

export function probate(k: Kit, p: Parcel, day: number): Draft | undefined {
  const rng = k.rng;
  const decedent = p.owners.find(isPerson);
  if (!decedent) return undefined;
  const estate: Party = { lastName: `ESTATE OF ${givenFirst(decedent)}` };
  const heirs = Array.from({ length: rng.int(1, 3) }, () => person(rng, k.profile.names, decedent.lastName));
  if (rng.chance(0.5)) return { ...k.deed('FDD', p, [estate], heirs) };
  const representative = heirs[0] as Party;
  return {
    code: 'LTR',
    parcel: p,
    noLand: true,
    grantors: [estate],
    grantees: [representative],
    after: (_ref, recorded) => {
      k.at(recorded, rng.int(30, 150), () => {
        if (!p.owners.includes(decedent)) return undefined;
        const buyers = k.newOwners();
        return {
          ...k.deed('PRD', p, [representative], buyers),
          salePriceCents: k.price(p, yearOf(day)),
        };
      });
    },
  };
}

export function ownershipDetermination(k: Kit, p: Parcel, day: number): Draft | undefined {
  const holder = p.owners.find(isPerson);
  if (!holder) return undefined;
  const heirs = household(k.rng, k.profile.names).map((h) => ({ ...h, lastName: holder.lastName }));
  return k.deed('DOO', p, [k.profile.court(yearOf(day))], heirs);
}

export function registration(k: Kit, p: Parcel): Draft | undefined {
  if (p.cert || k.profile.torrensShare === 0) return undefined;
  return {
    code: 'DREG',
    parcel: p,
    grantors: [k.profile.court(0)],
    grantees: p.owners,
    torrens: 'register',
    newOwners: p.owners,
  };
}
