import { addBagsAction, loadAddBags } from '../features/my-journey/add-bags.server';
import { AddBagsPage } from '../features/my-journey/add-bags-page';
import type { Route } from './+types/my-journey-add-bags';

/** Opened by a link: the owner's proof is asked (the reference filled in from ?reference=). */
export function loader({ request }: Route.LoaderArgs) {
  return loadAddBags(request);
}

/** The bags chosen, the total priced by the server, then the gateway's hosted card page. */
export function action({ request }: Route.ActionArgs) {
  return addBagsAction(request);
}

export default function MyJourneyAddBagsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <article className="page my-journey">
      <AddBagsPage result={actionData ?? loaderData} />
    </article>
  );
}
