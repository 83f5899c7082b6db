import { Outlet } from 'react-router-dom';
import { Unauthenticated } from '../app/guards';

/** §2 unauthenticated layout: the sign-in pages, left as soon as a session exists. */
export function UnauthenticatedLayout() {
  return (
    <Unauthenticated>
      <Outlet />
    </Unauthenticated>
  );
}
