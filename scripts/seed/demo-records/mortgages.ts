// Mortgages and what follows them: refinances (the old mortgage satisfied), second mortgages, payoffs,
// assignments to the secondary market, modifications and subordinations, foreclosure (lis pendens, then the
// sheriff's certificate to the lender).
import { yearOf } from './calendar.ts';
import type { Draft } from './draft.ts';
import type { Kit } from './kit.ts';
import type { Party } from './names.ts';
import type { OpenMortgage, Parcel } from './profile.ts';

export function mortgage(k: Kit, p: Parcel, day: number, refinance: boolean): Draft {
  const rng = k.rng;
  const leased = p.lease && rng.chance(0.6);
  const borrowers = leased ? (p.lease as NonNullable<Parcel['lease']>).lessees : p.owners;
  const price = k.price(p, yearOf(day));
  const share = refinance ? 0.5 + rng.next() * 0.4 : 0.08 + rng.next() * 0.17;
  const draft = mortgageDraft(k, p, borrowers, Math.round((price * share) / 10_000) * 10_000, day);
  const after = draft.after;
  draft.after = (ref, recorded) => {
    const older = p.mortgages.filter((m) => m.borrowers === borrowers);
    after?.(ref, recorded);
    if (refinance) for (const m of older) k.at(recorded, rng.int(15, 60), () => satisfaction(k, p, m));
  };
  return draft;
}

export function newMortgage(k: Kit, p: Parcel, borrowers: Party[], priceCents: number, day: number): Draft {
  const share = 0.75 + k.rng.next() * 0.22;
  return mortgageDraft(k, p, borrowers, Math.round((priceCents * share) / 10_000) * 10_000, day);
}

export function mortgageDraft(k: Kit, p: Parcel, borrowers: Party[], amountCents: number, day: number): Draft {
  const rng = k.rng;
  const holder = k.profile.lenders.pick(rng, yearOf(day));
  return {
    code: 'MTG',
    parcel: p,
    grantors: borrowers,
    grantees: [holder],
    mortgageAmountCents: Math.max(100_000, amountCents),
    after: (ref, recorded) => {
      const m: OpenMortgage = { ref, borrowers, holder, amountCents, day: recorded };
      p.mortgages.push(m);
      if (p.mortgages.length > 4) p.mortgages.shift();
      if (rng.chance(0.15)) k.at(recorded, rng.int(30, 700), () => assign(k, p, m, recorded));
    },
  };
}

export function satisfaction(k: Kit, p: Parcel, m: OpenMortgage): Draft | undefined {
  if (!p.mortgages.includes(m)) return undefined;
  return {
    code: k.rng.chance(0.03) ? 'PREL' : 'SAT',
    parcel: p,
    grantors: [m.holder],
    grantees: m.borrowers,
    references: [m.ref],
    after: () => {
      p.mortgages = p.mortgages.filter((x) => x !== m);
    },
  };
}

export function payoff(k: Kit): Draft | undefined {
  const p = k.land.recentWhere((x) => x.mortgages.length > 0);
  return p ? satisfaction(k, p, p.mortgages[0] as OpenMortgage) : undefined;
}

export function assign(k: Kit, p: Parcel, m: OpenMortgage, day: number): Draft | undefined {
  if (!p.mortgages.includes(m)) return undefined;
  let assignee = k.profile.assignees.pick(k.rng, yearOf(day));
  if (assignee.lastName === m.holder.lastName) assignee = k.profile.lenders.pick(k.rng, yearOf(day));
  return {
    code: 'AOM',
    parcel: p,
    grantors: [m.holder],
    grantees: [assignee],
    references: [m.ref],
    after: () => {
      m.holder = assignee;
    },
  };
}

export function assignment(k: Kit, day: number): Draft | undefined {
  const p = k.land.recentWhere((x) => x.mortgages.length > 0);
  return p ? assign(k, p, p.mortgages.at(-1) as OpenMortgage, day) : undefined;
}

export function modification(k: Kit): Draft | undefined {
  const rng = k.rng;
  const p = k.land.recentWhere((x) => x.mortgages.length > 0);
  if (!p) return undefined;
  const [first, second] = p.mortgages as [OpenMortgage, OpenMortgage | undefined];
  if (second && rng.chance(0.5)) {
    return {
      code: 'SUB',
      parcel: p,
      grantors: [second.holder],
      grantees: [first.holder],
      references: [second.ref, first.ref],
    };
  }
  const amount = Math.round((first.amountCents * (0.9 + rng.next() * 0.2)) / 10_000) * 10_000;
  return {
    code: 'MOD',
    parcel: p,
    grantors: first.borrowers,
    grantees: [first.holder],
    references: [first.ref],
    mortgageAmountCents: amount,
    after: () => {
      first.amountCents = amount;
    },
  };
}

export function foreclosure(k: Kit): Draft | undefined {
  const rng = k.rng;
  const p = k.land.recentWhere((x) => x.mortgages.length > 0 && !x.lisPendens);
  if (!p) return undefined;
  const m = p.mortgages[0] as OpenMortgage;
  return {
    code: 'LP',
    parcel: p,
    grantors: [m.holder],
    grantees: p.owners,
    references: [m.ref],
    after: (lp, day) => {
      p.lisPendens = lp;
      k.at(day, rng.int(60, 200), () => {
        if (!p.mortgages.includes(m)) {
          p.lisPendens = undefined;
          return undefined;
        }
        return {
          code: 'SHC',
          parcel: p,
          grantors: p.owners,
          grantees: [m.holder],
          references: [m.ref, lp],
          salePriceCents: Math.round((m.amountCents * (0.8 + rng.next() * 0.2)) / 100) * 100,
          torrens: 'transfer',
          newOwners: [m.holder],
          after: (ref) => {
            k.transfer(p, [m.holder], ref);
            p.mortgages = [];
            p.bankOwned = true;
            p.lisPendens = undefined;
          },
        };
      });
    },
  };
}
