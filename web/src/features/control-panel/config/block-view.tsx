// One block of a configuration page: fields, a news or link list, the login links, rate options, special rates or
// the feed plans.
import { FeedPlans } from './feed-plans.tsx';
import { FieldsBlock } from './fields-block.tsx';
import { LoginLinks } from './login-links.tsx';
import type { Block } from './page-types.ts';
import { ParagraphList } from './paragraph-list.tsx';
import { RateRows } from './rate-rows.tsx';
import { SpecialRates } from './special-rates.tsx';
import type { ConfigFormState } from './use-config-form.ts';

export function BlockView({ block, state }: { block: Block; state: ConfigFormState }) {
  switch (block.kind) {
    case 'fields':
      return <FieldsBlock heading={block.heading} fields={block.fields} columns={block.columns} state={state} />;
    case 'paragraphs':
      return <ParagraphList variant={block.variant} state={state} />;
    case 'loginLinks':
      return <LoginLinks state={state} />;
    case 'rateRows':
      return <RateRows state={state} />;
    case 'specialRates':
      return <SpecialRates fixed={block.fixed} state={state} />;
    case 'feedPlans':
      return <FeedPlans state={state} />;
  }
}
