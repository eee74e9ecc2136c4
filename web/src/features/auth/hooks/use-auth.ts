import { useDispatch, useSelector } from 'react-redux';
import { type AuthRootState, selectAuth } from '../auth-slice';

/** The auth state of spec §4 for a component. */
export function useAuth() {
  return useSelector((state: AuthRootState) => selectAuth(state));
}

/** The store's dispatch, for the auth session functions. */
export const useAuthDispatch = useDispatch;
