/**
 * The signed-in state of spec §4, in Redux so every screen (header menu, guards, dashboard)
 * reacts to a login, a logout or an expired session. Only `auth-session.ts` dispatches these.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type AuthState, type AuthUser } from '../../../../shared/auth/auth-state';

/**
 * Spec §4's state, plus whether the periodic check found the session ended: the blocking
 * dialog shows then, and the guards wait for its 'Log In Again' instead of redirecting.
 */
export interface AuthSliceState extends AuthState {
  sessionExpired: boolean;
}

/** Loading until the first check at start-up has said whether anybody is signed in. */
const initialState: AuthSliceState = {
  isAuthenticated: false,
  isLoading: true,
  user: null,
  error: null,
  expiresIn: null,
  sessionExpired: false,
};

export interface AuthRootState {
  auth: AuthSliceState;
}

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authCheckStarted(state) {
      state.isLoading = true;
      state.error = null;
    },
    signedIn(state, action: PayloadAction<{ user: AuthUser; expiresIn: number | null }>) {
      state.isAuthenticated = true;
      state.isLoading = false;
      state.user = action.payload.user;
      state.expiresIn = action.payload.expiresIn;
      state.error = null;
    },
    signedOut() {
      return { ...initialState, isLoading: false };
    },
    sessionEnded() {
      return { ...initialState, isLoading: false, sessionExpired: true };
    },
    authFailed(state, action: PayloadAction<string>) {
      state.isLoading = false;
      state.error = action.payload;
    },
  },
});

export const { authCheckStarted, signedIn, signedOut, sessionEnded, authFailed } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: AuthRootState) => state.auth;
export const selectUser = (state: AuthRootState) => state.auth.user;
