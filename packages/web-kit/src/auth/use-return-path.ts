import { useLocation } from 'react-router';
import { returnPathFrom } from './return-path';

/** The page sign-in should return to: the `returnTo` of this page's URL, else /dashboard. */
export function useReturnPath(): string {
  return returnPathFrom(useLocation().search);
}
