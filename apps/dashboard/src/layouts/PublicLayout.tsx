import { Outlet } from 'react-router-dom';

/** §2 public layout: pages open to everyone (logout, print page), without the app chrome. */
export function PublicLayout() {
  return <Outlet />;
}
