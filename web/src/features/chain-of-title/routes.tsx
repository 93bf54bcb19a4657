// /chainOfTitle: mounted lazily by app/areas.tsx. The chain of title screen (issue 32), for every signed-in role;
// the server's switches refuse what the county turned off.
import { ChainPage } from './chain-page.tsx';

export default function ChainOfTitleArea() {
  return <ChainPage />;
}
