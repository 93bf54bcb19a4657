// The rest of the recorder's day: easements, powers of attorney, mechanic's liens and their releases, leases and
// their assignments, affidavits, judgments, declarations of covenants, resolutions.
import { builder, llc } from './businesses.ts';
import type { Draft } from './draft.ts';
import { isPerson, type Kit } from './kit.ts';
import { type Party, person } from './names.ts';
import type { Parcel } from './profile.ts';

const AFFIDAVITS = [
  'AFFIDAVIT OF IDENTITY',
  'AFFIDAVIT OF CONTINUOUS POSSESSION',
  'AFFIDAVIT REGARDING SELLER',
  'AFFIDAVIT OF MARITAL STATUS',
  'AFFIDAVIT OF PURCHASER',
];

export function easement(k: Kit, p: Parcel): Draft {
  return { code: 'EAS', parcel: p, grantors: p.owners, grantees: [k.profile.easementHolder(k.rng, p)] };
}

export function powerOfAttorney(k: Kit, p: Parcel): Draft | undefined {
  const principal = p.owners.find(isPerson);
  if (!principal) return undefined;
  const rng = k.rng;
  const agent = person(rng, k.profile.names, rng.chance(0.5) ? principal.lastName : undefined);
  return { code: 'POA', parcel: p, noLand: rng.chance(0.5), grantors: [principal], grantees: [agent] };
}

export function mechanicsLien(k: Kit, p: Parcel): Draft {
  const rng = k.rng;
  const contractor: Party = {
    lastName: `${rng.pick(['NORTHLAND', 'PREMIER', 'ACE', 'QUALITY', 'ISLAND', 'PACIFIC', 'LAKESIDE'])} ${rng.pick(['ROOFING INC', 'CONSTRUCTION INC', 'PLUMBING AND HEATING', 'ELECTRIC LLC', 'CONCRETE CO'])}`,
  };
  return {
    code: 'MECH',
    parcel: p,
    grantors: [contractor],
    grantees: p.owners,
    after: (ref, day) => {
      if (rng.chance(0.7)) {
        k.at(day, rng.int(30, 300), () => ({
          code: 'RML',
          parcel: p,
          grantors: [contractor],
          grantees: p.owners,
          references: [ref],
        }));
      }
    },
  };
}

export function lease(k: Kit, p: Parcel): Draft | undefined {
  if (p.lease) return undefined;
  const lessees = k.profile.lessee(k.rng);
  const code = k.profile.id === 'minnesota' || k.rng.chance(0.2) ? 'MLS' : 'LSE';
  return {
    code,
    parcel: p,
    grantors: p.owners,
    grantees: lessees,
    after: (ref) => {
      p.lease = { ref, lessees };
    },
  };
}

export function leaseAssignment(k: Kit): Draft | undefined {
  const p = k.land.recentWhere((x) => x.lease !== undefined);
  if (!p?.lease) return undefined;
  const lease = p.lease;
  if (k.rng.chance(0.15)) {
    return {
      code: 'TLS',
      parcel: p,
      grantors: lease.lessees,
      grantees: p.owners,
      references: [lease.ref],
      after: () => {
        p.lease = undefined;
      },
    };
  }
  const next = k.profile.lessee(k.rng);
  return {
    code: 'ALS',
    parcel: p,
    grantors: lease.lessees,
    grantees: next,
    references: [lease.ref],
    after: () => {
      lease.lessees = next;
    },
  };
}

export function affidavit(k: Kit, p: Parcel): Draft {
  return {
    code: 'AFF',
    parcel: p,
    grantors: [p.owners[0] ?? k.newOwners()[0]!],
    grantees: [],
    additionalInfo: [k.rng.pick(AFFIDAVITS)],
  };
}

export function judgment(k: Kit, p: Parcel): Draft {
  const rng = k.rng;
  const creditor = rng.chance(0.4)
    ? k.profile.lenders.pick(rng, 2000)
    : rng.chance(0.5)
      ? llc(rng, k.profile.businessWords)
      : person(rng, k.profile.names);
  return { code: 'JDG', parcel: p, noLand: true, grantors: [creditor], grantees: p.owners };
}

export function declaration(k: Kit, day: number): Draft | undefined {
  const plat = k.land.newPlat(day);
  if (!plat) return undefined;
  const developer = k.land.developerOf(plat);
  return {
    code: 'DECL',
    grantors: [developer ?? builder(k.rng, k.profile.businessWords)],
    grantees: [{ lastName: `${plat.name} HOMEOWNERS ASSOCIATION` }],
    legals: [{ kind: 'LB', platCode: plat.code }],
    legalText: plat.name,
  };
}

export function resolution(k: Kit, p: Parcel): Draft {
  return {
    code: 'RES',
    parcel: p,
    grantors: [k.profile.government(k.rng, p)],
    grantees: [],
    additionalInfo: [
      k.rng.pick(['SPECIAL ASSESSMENT', 'VACATION OF EASEMENT', 'ZONING VARIANCE', 'STREET IMPROVEMENT']),
    ],
  };
}
