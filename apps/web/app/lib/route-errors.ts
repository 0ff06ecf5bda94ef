import { data } from 'react-router';

/** Thrown from a loader when the URL names something that does not exist: the page answers 404. */
export function notFound() {
  return data(null, { status: 404 });
}
