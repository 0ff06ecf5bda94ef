import { data } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';

// Returned rather than thrown, so the page renders inside the error layout with status 404.
export function loader() {
  return data(null, { status: 404 });
}

// A form posted to a path no page has is still a path no page has: 404, not "method not allowed".
export function action() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}
