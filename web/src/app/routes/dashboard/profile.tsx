import { selectUser } from '../../../features/auth/auth-slice';
import { ProfilePage } from '../../../features/profile/profile-page';
import { useAppSelector } from '../../hooks';

/** /dashboard/profile: profile editing. */
export function ProfileScreen() {
  return <ProfilePage identityEmail={useAppSelector(selectUser)?.email ?? ''} />;
}
